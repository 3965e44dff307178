import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { artwork } from '../../assets';
import { ResponsivePicture } from '../ResponsivePicture';
import { StaticPart } from '../StaticPart';

/** The About-page claims of docs/product.md §1, as four figures (founding year: Our Story). */
export const aboutStatistics = [
  { value: '25+', label: 'Years of Experience' },
  { value: '10,000+', label: 'Valuations Completed' },
  { value: '99%', label: 'Client Satisfaction' },
  { value: '15', label: 'Expert Appraisers' },
] as const;

/** /about: hero, four statistics and "Our Story". */
export function AboutScreen() {
  return (
    <StaticPart name="about">
      <Box component="section" aria-labelledby="about-heading" sx={{ py: { xs: 5, md: 9 } }}>
        <Container
          maxWidth="lg"
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <div>
            <Typography
              variant="overline"
              component="p"
              sx={{ color: 'primary.main', mb: 1, display: 'block' }}
            >
              Since 1998
            </Typography>
            <Typography id="about-heading" variant="h1" sx={{ mb: 2 }}>
              About Luxe Valuations
            </Typography>
            <Typography
              component="p"
              variant="subtitle1"
              color="text.secondary"
              sx={{ fontSize: '1.15rem' }}
            >
              London’s independent valuers of jewellery, watches, designer handbags and art. Our
              certified appraisers give private clients accurate, well-documented values for
              insurance, probate and the market.
            </Typography>
          </div>
          <Box
            sx={{
              borderRadius: 3,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              aspectRatio: '4 / 3',
            }}
          >
            <ResponsivePicture
              image={artwork.aboutAtelier}
              alt="A valuer’s loupe over an emerald-cut gemstone resting on a valuation certificate"
              sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw"
              priority
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        aria-label="Luxe Valuations in figures"
        sx={{ bgcolor: 'background.paper', py: { xs: 5, md: 7 } }}
      >
        <Container maxWidth="lg">
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            }}
          >
            {aboutStatistics.map(({ value, label }) => (
              <Box
                key={label}
                sx={{
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  alignItems: 'center',
                  textAlign: 'center',
                }}
              >
                <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="figure" sx={{ m: 0, color: 'primary.main' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="about-story" sx={{ py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Typography id="about-story" variant="h2" sx={{ mb: 3 }}>
            Our Story
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Luxe Valuations was founded in London in 1998 by a small group of gemmologists who
            believed that a valuation should be judged by its accuracy, not by the value of the
            item. That is why our fees are still based on service time, not item value.
          </Typography>
          <Typography sx={{ mb: 2 }}>
            Over more than 25 years we have completed over 10,000 valuations of jewellery, watches,
            designer handbags and art. Today our team of 15 expert appraisers, certified by a gem
            grading institute, works for private clients across the UK, online from photographs and
            descriptions or in person at home or in the office, by appointment.
          </Typography>
          <Typography>
            Insurers and auction houses trust our reports, and 99% of our clients say they are
            satisfied. Because markets move, we keep watching after the report is written and tell
            you when your valuation needs an update.
          </Typography>
        </Container>
      </Box>
    </StaticPart>
  );
}
