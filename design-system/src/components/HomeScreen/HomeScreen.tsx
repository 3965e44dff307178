import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { CATALOGUE, type Catalogue, ROUTES, type ServiceType } from '@valuation/contracts';
import { formatPrice, lowestPrice } from '../../catalogue';
import { FeatureGrid, type Feature } from '../FeatureGrid';
import { HeroCarousel } from '../HeroCarousel';
import { StaticPart } from '../StaticPart';
import type { HeroSlide } from '../HeroCarousel';

export interface HomeScreenProps {
  /** "Get Started Now" on a hero slide: that slide's service. */
  onGetStarted: (serviceType: ServiceType) => void;
  /** "Schedule Home Visit". */
  onScheduleHomeVisit: () => void;
  /** Prices shown in the insurance section; the lines stay empty until it has loaded. */
  catalogue?: Catalogue;
  /** The hero slides (the four service slides by default). */
  slides?: HeroSlide[];
}

export const HOME_HEADING = 'Expert Valuations for Luxury Items';

/** The six reasons, built from the marketing claims of docs/product.md §1. */
export const reasons: Feature[] = [
  {
    title: 'Fees Based on Time, Not Value',
    text: 'Our fees are based on service time, not on the value of your items, so you always know what you will pay.',
    Icon: SellOutlined,
  },
  {
    title: 'Same-Day Service',
    text: 'Same-day service with no overnight storage: your items never leave your sight. Online results in as little as 24 hours.',
    Icon: ScheduleOutlined,
  },
  {
    title: 'Nationwide UK Coverage',
    text: 'Home and office visits by appointment anywhere in the UK, and online valuations from your photographs and descriptions.',
    Icon: MapOutlined,
  },
  {
    title: 'Lifetime Valuation Support',
    text: 'We monitor market changes and tell you when your valuation needs an update.',
    Icon: AutorenewRounded,
  },
  {
    title: 'Secure, Encrypted Records',
    text: 'Your valuations, photographs and personal details are kept in secure, encrypted records.',
    Icon: LockOutlined,
  },
  {
    title: 'Certified Valuers',
    text: 'A team certified by a gem grading institute, trusted by insurers and auction houses, for insurance, probate and market purposes.',
    Icon: WorkspacePremiumOutlined,
  },
];

const sectionHeadingSx = {
  textAlign: 'center',
  mb: 1.5,
} as const;

/** A line whose height is kept while its text is still loading (no layout shift). */
function PriceLine({ children }: { children?: string }) {
  return (
    <Typography
      sx={{ color: 'primary.main', fontWeight: 600, fontSize: '1.1rem', minHeight: '1.8em' }}
    >
      {children}
    </Typography>
  );
}

const offerContentSx = {
  p: { xs: 3, md: 5 },
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
} as const;

/**
 * An insurance offer: its texts and price are a static part (kept as prerendered by the site
 * shell), its action is hydrated.
 */
function Offer({
  part,
  Icon,
  title,
  text,
  price,
  action,
}: {
  part: string;
  Icon: typeof PhotoCameraOutlined;
  title: string;
  text: string;
  price?: string;
  action: ReactNode;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={offerContentSx}>
        <StaticPart name={part}>
          <Icon aria-hidden="true" color="primary" sx={{ fontSize: 40, mb: 2 }} />
          <Typography variant="h3" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, flex: 1 }}>
            {text}
          </Typography>
          <PriceLine>{price}</PriceLine>
        </StaticPart>
        {action}
      </CardContent>
    </Card>
  );
}

/** / : the hero carousel, six reasons to choose the service and the insurance valuation offers. */
export function HomeScreen({
  onGetStarted,
  onScheduleHomeVisit,
  catalogue,
  slides,
}: HomeScreenProps) {
  const standardFrom = catalogue ? lowestPrice(catalogue, 'standard') : undefined;
  const expressFrom = catalogue ? lowestPrice(catalogue, 'express') : undefined;
  const onlinePrice =
    catalogue && standardFrom !== undefined
      ? `From ${formatPrice(standardFrom, catalogue.currency)}${
          expressFrom !== undefined
            ? ` (express from ${formatPrice(expressFrom, catalogue.currency)})`
            : ''
        }`
      : undefined;
  // The deposit as the Services page states it (issue 33: one statement of it on every page).
  const depositPercent = Math.round((catalogue ?? CATALOGUE).homeVisit.depositRate * 100);
  const homeVisitPrice = catalogue
    ? `${formatPrice(catalogue.homeVisit.hourlyRate, catalogue.currency)} per hour`
    : undefined;

  return (
    <>
      <HeroCarousel slides={slides} onGetStarted={onGetStarted} heading={HOME_HEADING} />

      <StaticPart name="home-why">
        <Box component="section" aria-labelledby="home-why-heading" sx={{ py: { xs: 7, md: 11 } }}>
          <Container maxWidth="lg">
            <Typography id="home-why-heading" variant="h2" sx={sectionHeadingSx}>
              Why Choose Our Valuation Services
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 6 } }}
            >
              London valuers of jewellery, watches, designer handbags and art, for insurance,
              probate and market purposes.
            </Typography>
            <FeatureGrid features={reasons} />
          </Container>
        </Box>
      </StaticPart>

      <Box
        component="section"
        aria-labelledby="home-insurance-heading"
        sx={{ py: { xs: 7, md: 11 }, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <StaticPart name="home-insurance-intro">
            <Typography id="home-insurance-heading" variant="h2" sx={sectionHeadingSx}>
              Jewellery Valuations for Insurance
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}
            >
              Make sure your jewellery is insured for what it is worth. Our reports are trusted by
              insurers and auction houses; choose the service that suits you.
            </Typography>
          </StaticPart>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
            }}
          >
            <Offer
              part="home-online-valuation"
              Icon={PhotoCameraOutlined}
              title="Online Valuation"
              text="Send us photographs and a description of your jewellery and receive a valuation report for your insurer, with results in as little as 24 hours. Payment is in advance."
              price={onlinePrice}
              action={
                <Button variant="contained" size="large" href={ROUTES.valuation} sx={{ mt: 2 }}>
                  Start Online Valuation
                </Button>
              }
            />
            <Offer
              part="home-home-visit"
              Icon={HomeWorkOutlined}
              title="Home Visit Valuation"
              text={`A certified valuer visits your home or office by appointment, anywhere in the UK. Same-day service with no overnight storage: your jewellery never leaves your home. A ${depositPercent}% deposit is paid when you book.`}
              price={homeVisitPrice}
              action={
                <Button
                  variant="outlined"
                  size="large"
                  onClick={onScheduleHomeVisit}
                  sx={{ mt: 2 }}
                >
                  Schedule Home Visit
                </Button>
              }
            />
          </Box>
        </Container>
      </Box>
    </>
  );
}
