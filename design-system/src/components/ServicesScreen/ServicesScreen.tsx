import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import {
  ROUTES,
  TIER_KEYS,
  type Catalogue,
  type CatalogueService,
  type ServiceType,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { visuallyHidden } from '../../utils';
import { FeatureGrid, type Feature } from '../FeatureGrid';
import { LoadError } from '../LoadError';
import { PageHeader } from '../PageHeader';
import { StaticPart } from '../StaticPart';

export interface ServicesScreenProps {
  /** Services, prices and turnarounds (GET /api/valuations/catalogue). */
  catalogue?: Catalogue;
  /** The catalogue is on its way: pricing cards show as skeletons. */
  loading?: boolean;
  /** The catalogue could not be loaded: this message and a "Try again" button. */
  errorMessage?: string;
  onRetry?: () => void;
  /** "Get Started" on a pricing card. */
  onGetStarted: (serviceType: ServiceType) => void;
}

export const serviceFeatures: Feature[] = [
  {
    title: 'Expert Valuation',
    text: 'Certified valuers with a gem-grading-institute certification appraise every item. Our reports are trusted by insurers and auction houses.',
    Icon: WorkspacePremiumOutlined,
  },
  {
    title: 'Fast Turnaround',
    text: 'Results in as little as 24 hours. Choose express or standard to suit your timetable.',
    Icon: BoltOutlined,
  },
  {
    title: 'Secure Process',
    text: 'Your photographs, details and reports are kept in secure, encrypted records.',
    Icon: SecurityOutlined,
  },
];

const grid = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 3,
} as const;

function PricingCard({
  service,
  currency,
  onGetStarted,
}: {
  service: CatalogueService;
  currency: string;
  onGetStarted: (serviceType: ServiceType) => void;
}) {
  const headingId = `pricing-${service.type}`;
  return (
    <Card sx={{ height: '100%' }} aria-labelledby={headingId} component="article">
      <CardContent
        sx={{ p: { xs: 3, md: 4 }, height: '100%', display: 'flex', flexDirection: 'column' }}
      >
        <StaticPart name={`pricing-${service.type}`}>
          <Typography id={headingId} component="h3" variant="h4" sx={{ mb: 1 }}>
            {service.name} Valuation
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {service.description}
          </Typography>
          <Box component="dl" sx={{ m: 0, flex: 1 }}>
            {TIER_KEYS.map((key, position) => {
              const tier = service.tiers[key];
              return (
                <Box
                  key={key}
                  sx={
                    position > 0
                      ? { mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }
                      : undefined
                  }
                >
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {tier.name}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
                  >
                    <Box
                      component="span"
                      sx={{
                        fontFamily: (theme) => theme.typography.h1.fontFamily,
                        fontSize: '1.9rem',
                        fontWeight: 600,
                        color: 'primary.main',
                      }}
                    >
                      {formatPrice(tier.price, currency)}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {tier.turnaround}
                    </Box>
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </StaticPart>
        <Button
          variant="contained"
          fullWidth
          onClick={() => onGetStarted(service.type)}
          aria-describedby={headingId}
          sx={{ mt: 3 }}
        >
          Get Started
        </Button>
      </CardContent>
    </Card>
  );
}

function PricingSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden="true">
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <Skeleton variant="text" width="70%" sx={(theme) => ({ ...theme.typography.h4, mb: 1 })} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={56} sx={{ mb: 1.5 }} />
        <Skeleton variant="rounded" height={56} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={40} />
      </CardContent>
    </Card>
  );
}

/** /services: three feature cards and one pricing card per service from the catalogue. */
export function ServicesScreen({
  catalogue,
  loading,
  errorMessage,
  onRetry,
  onGetStarted,
}: ServicesScreenProps) {
  const showSkeleton = !catalogue && !errorMessage;
  return (
    <>
      <StaticPart name="services-intro">
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 9 }, pb: { xs: 4, md: 6 } }}>
          <PageHeader
            title="Our Services"
            subtitle="Professional valuations of jewellery, watches, designer handbags and art, online from your photographs and descriptions. Fees are based on service time, not item value."
            align="center"
            sx={{ mb: { xs: 4, md: 6 } }}
          />
          <Box component="section" aria-labelledby="services-approach">
            <Typography id="services-approach" variant="h2" sx={visuallyHidden}>
              How we work
            </Typography>
            <FeatureGrid features={serviceFeatures} />
          </Box>
        </Container>
      </StaticPart>

      <Box
        component="section"
        aria-labelledby="services-pricing"
        aria-busy={loading || showSkeleton ? true : undefined}
        sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}
      >
        <Container maxWidth="lg">
          <StaticPart name="services-pricing-intro">
            <Typography id="services-pricing" variant="h2" sx={{ textAlign: 'center', mb: 1.5 }}>
              Pricing
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ textAlign: 'center', maxWidth: 640, mx: 'auto', mb: { xs: 4, md: 5 } }}
            >
              Online valuations, paid in advance. Choose express or standard turnaround.
            </Typography>
          </StaticPart>

          {errorMessage ? (
            <LoadError
              message={errorMessage}
              onRetry={onRetry}
              retrying={loading}
              sx={{ maxWidth: 640, mx: 'auto' }}
            />
          ) : null}

          {showSkeleton ? (
            <>
              <Typography role="status" sx={visuallyHidden}>
                Loading prices...
              </Typography>
              <Box
                sx={{
                  ...grid,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
                }}
              >
                {[0, 1, 2, 3].map((key) => (
                  <PricingSkeleton key={key} />
                ))}
              </Box>
            </>
          ) : null}

          {catalogue ? (
            <>
              <Box
                component="ul"
                sx={{
                  ...grid,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
                }}
              >
                {catalogue.services.map((service) => (
                  <Box component="li" key={service.type}>
                    <PricingCard
                      service={service}
                      currency={catalogue.currency}
                      onGetStarted={onGetStarted}
                    />
                  </Box>
                ))}
              </Box>
              <StaticPart name="services-visits">
                <Box
                  component="section"
                  aria-labelledby="services-home-visits"
                  sx={{ textAlign: 'center', mt: { xs: 6, md: 8 } }}
                >
                  <Typography id="services-home-visits" variant="h3" component="h2" sx={{ mb: 2 }}>
                    Home Visits
                  </Typography>
                  <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto', mb: 3 }}>
                    An expert values your collection at your home or office, anywhere in the UK, by
                    appointment: {formatPrice(catalogue.homeVisit.hourlyRate, catalogue.currency)}{' '}
                    per hour, with a {catalogue.homeVisit.depositRate * 100}% deposit when you book.
                    Moving or cancelling is free until 48 hours before. Auto-revalue after{' '}
                    {catalogue.autoRevalue.afterYears} years for an extra{' '}
                    {formatPrice(catalogue.autoRevalue.price, catalogue.currency)}.
                  </Typography>
                  <Button variant="contained" size="large" href={ROUTES.visitBook}>
                    Book a Home Visit
                  </Button>
                </Box>
              </StaticPart>
            </>
          ) : null}
        </Container>
      </Box>
    </>
  );
}
