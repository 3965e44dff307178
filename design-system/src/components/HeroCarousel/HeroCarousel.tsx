import { useEffect, useId, useState, type FocusEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { ServiceType } from '@valuation/contracts';
import { gold, ivory, night } from '../../theme/tokens';
import { ResponsivePicture } from '../ResponsivePicture';
import { heroSlides, type HeroSlide } from './heroSlides';

/** Carousel interval (docs/product.md §9). */
export const HERO_INTERVAL_MS = 5000;

export interface HeroCarouselProps {
  /** The slides; the four service slides by default. */
  slides?: HeroSlide[];
  /** "Get Started Now": the service of the slide it was pressed on. */
  onGetStarted: (serviceType: ServiceType) => void;
  /** The page's h1, shown above the slides (kept while the slides change). */
  heading?: string;
  /** Milliseconds between slides. */
  interval?: number;
  /** The slide shown first (0-based). */
  initialSlide?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const FADE_MS = 700;
/** How long before a slide shows its image starts loading. */
const PRELOAD_AHEAD_MS = 2000;

const pictureSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
  objectPosition: { xs: '72% 30%', md: 'center' },
} as const;

/** Whether the page is in a background tab (Page Visibility API). */
function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/** The shade over a slide's image that keeps its text legible (built once, not per render). */
const shadeSx = {
  position: 'absolute',
  inset: 0,
  background: {
    xs: `linear-gradient(to top, ${alpha(night[950], 0.96)} 0%, ${alpha(night[950], 0.85)} 45%, ${alpha(night[950], 0)} 80%)`,
    md: `linear-gradient(to right, ${alpha(night[950], 0.95)} 0%, ${alpha(night[950], 0.8)} 38%, ${alpha(night[950], 0)} 68%)`,
  },
} as const;

/**
 * The home page's full-screen hero: one slide per service, advancing cyclically every 5 s.
 * Dots jump to a slide. Rotation pauses in a background tab, while keyboard focus is on a slide's
 * content and when paused with the pause button; with reduced motion preferred it does not start
 * on its own (the play button still starts it).
 */
export function HeroCarousel({
  slides = heroSlides,
  onGetStarted,
  heading,
  interval = HERO_INTERVAL_MS,
  initialSlide = 0,
}: HeroCarouselProps) {
  const count = slides.length;
  const [first] = useState(() => Math.min(Math.max(initialSlide, 0), count - 1));
  const [index, setIndex] = useState(first);
  // Slides whose image may load: the first one at once, each next one shortly before it shows
  // (a dot shows its slide at once). Four full-screen images at once would delay the first.
  const [primed, setPrimed] = useState<ReadonlySet<number>>(() => new Set([first]));
  const [preference, setPreference] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [focusInside, setFocusInside] = useState(false);
  // Not noSsr: a prerendered page hydrates with the server's answer (no reduced motion), then updates.
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const pageHidden = usePageHidden();
  const baseId = useId();

  const playing = preference === 'playing' || (preference === 'auto' && !reducedMotion);
  const running = playing && !pageHidden && !focusInside && count > 1;

  // One timer per shown slide: a dot click restarts the 5 s from there.
  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [running, index, interval, count]);

  useEffect(() => {
    if (!running) return undefined;
    const next = (index + 1) % count;
    const timer = setTimeout(
      () => setPrimed((current) => (current.has(next) ? current : new Set(current).add(next))),
      Math.max(0, interval - PRELOAD_AHEAD_MS),
    );
    return () => clearTimeout(timer);
  }, [running, index, interval, count]);

  // A slide once shown keeps its content (it fades out when the next one fades in).
  useEffect(() => {
    setPrimed((current) => (current.has(index) ? current : new Set(current).add(index)));
  }, [index]);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  const transition = reducedMotion
    ? 'none'
    : `opacity ${FADE_MS}ms ease, visibility 0s linear ${FADE_MS}ms`;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Our valuation services"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        bgcolor: night[950],
        color: ivory[100],
        height: { xs: 'calc(100svh - 64px)', md: 'calc(100svh - 72px)' },
        minHeight: { xs: 560, md: 520 },
        maxHeight: 1000,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: { xs: 'flex-end', md: 'center' },
          pb: { xs: 11, md: 8 },
          pt: { xs: 4, md: 8 },
        }}
      >
        {heading ? (
          <Typography
            variant="overline"
            component="h1"
            sx={{
              position: 'relative',
              zIndex: 1,
              color: gold[300],
              fontSize: { xs: '0.75rem', md: '0.85rem' },
              lineHeight: 1.6,
              mb: 1.5,
            }}
          >
            {heading}
          </Typography>
        ) : null}
        <Box
          aria-live={running ? 'off' : 'polite'}
          onFocus={() => setFocusInside(true)}
          onBlur={handleBlur}
          sx={{ display: 'grid', gridTemplateAreas: '"slide"' }}
        >
          {slides.map((slide, position) => {
            const active = position === index;
            // A slide's content is rendered once it is about to show (primed) or shown, and kept:
            // the first render (and hydration) holds the first slide's alone.
            const rendered = active || primed.has(position);
            const titleId = `${baseId}-title-${position}`;
            return (
              <Box
                key={slide.serviceType}
                role="group"
                aria-roledescription="slide"
                aria-labelledby={rendered ? titleId : undefined}
                aria-hidden={!active}
                inert={!active}
                data-active={active || undefined}
                sx={{
                  gridArea: 'slide',
                  alignSelf: { xs: 'end', md: 'center' },
                  opacity: active ? 1 : 0,
                  visibility: active ? 'visible' : 'hidden',
                  transition: active && !reducedMotion ? `opacity ${FADE_MS}ms ease` : transition,
                }}
              >
                {rendered ? (
                  <>
                    <ResponsivePicture
                      image={slide.image}
                      alt={slide.imageAlt}
                      sizes="100vw"
                      priority={position === first}
                      sx={pictureSx}
                    />
                    <Box aria-hidden="true" sx={shadeSx} />
                    <Box sx={{ position: 'relative', maxWidth: { xs: '100%', md: 560 } }}>
                      <Typography
                        id={titleId}
                        component="h2"
                        variant="display"
                        sx={{ color: ivory[50], mb: 2 }}
                      >
                        {slide.title}
                      </Typography>
                      <Typography
                        sx={{
                          color: night[100],
                          fontSize: { xs: '1rem', md: '1.15rem' },
                          mb: { xs: 3, md: 4 },
                        }}
                      >
                        {slide.description}
                      </Typography>
                      <Button
                        variant="contained"
                        size="large"
                        onClick={() => onGetStarted(slide.serviceType)}
                        sx={{
                          bgcolor: gold[400],
                          color: night[950],
                          px: 4,
                          '&:hover': { bgcolor: gold[300] },
                        }}
                      >
                        Get Started Now
                      </Button>
                    </Box>
                  </>
                ) : null}
              </Box>
            );
          })}
        </Box>
      </Container>

      <Box
        sx={{
          position: 'absolute',
          zIndex: 1,
          left: 0,
          right: 0,
          bottom: { xs: 20, md: 32 },
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <IconButton
          onClick={() => setPreference(playing ? 'paused' : 'playing')}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
          sx={{
            color: ivory[100],
            border: 1,
            borderColor: alpha(ivory[100], 0.4),
            mr: 1,
            '&:hover': { bgcolor: alpha(ivory[100], 0.12) },
          }}
          size="small"
        >
          {playing ? <PauseRounded fontSize="small" /> : <PlayArrowRounded fontSize="small" />}
        </IconButton>
        {slides.map((slide, position) => {
          const active = position === index;
          return (
            <ButtonBase
              key={slide.serviceType}
              aria-label={`Go to slide ${position + 1}: ${slide.title}`}
              aria-current={active ? 'true' : undefined}
              onClick={() => setIndex(position)}
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                '&.Mui-focusVisible': { outline: `2px solid ${gold[300]}`, outlineOffset: 2 },
                '& span': {
                  display: 'block',
                  height: 10,
                  width: active ? 26 : 10,
                  borderRadius: 5,
                  bgcolor: active ? gold[400] : alpha(ivory[100], 0.55),
                  transition: reducedMotion ? 'none' : 'width 300ms ease',
                },
              }}
            >
              <span />
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
