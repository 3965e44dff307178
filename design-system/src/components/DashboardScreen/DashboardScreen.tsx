import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CATALOGUE,
  catalogueService,
  formatGbp,
  MY_COLLECTION,
  ROUTES,
  routePath,
  type Catalogue,
  type User,
  type ValuationSummary,
  type Visit,
} from '@valuation/contracts';
import { formatPrice } from '../../catalogue';
import { LoadError } from '../LoadError';
import { formatDate, RevaluationNotice } from '../ValuationRequestScreen';
import { ValuationProgress } from '../ValuationProgress';
import { ValuationStatusChip } from '../ValuationStatusChip';
import { DashboardSection, LinkCardList } from './DashboardList';
import { DashboardVisits } from './DashboardVisits';
import { FeatureGrid, type Feature } from '../FeatureGrid';
import { PageHeader } from '../PageHeader';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CollectionsOutlined from '@mui/icons-material/Inventory2Outlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';

export interface DashboardScreenProps {
  /** The signed-in user, greeted by first name ("Valued Customer" when unknown). */
  user?: User | null;
  /**
   * The customer's valuation requests ("Your valuations", beneath the cards). Leave undefined
   * (and `valuationsLoading` false) to show no list.
   */
  valuations?: ValuationSummary[];
  valuationsLoading?: boolean;
  /** Why the list could not be loaded. */
  valuationsError?: string;
  onRetryValuations?: () => void;
  /** For the services' names (default: the built-in catalogue). */
  catalogue?: Catalogue;
  /** The customer's home visits: listed under the cards once there are any. */
  visits?: Visit[];
  /** Now, to tell upcoming visits from past ones. */
  now?: Date;
}

export const YOUR_VALUATIONS = 'Your valuations';
export const NO_VALUATIONS_TEXT = 'You have not requested a valuation yet.';

export const DASHBOARD_FALLBACK_NAME = 'Valued Customer';

const cards: readonly Feature[] = [
  {
    title: 'New Valuation',
    text: 'Start a new valuation request',
    href: ROUTES.valuation,
    Icon: AddCircleOutline,
  },
  {
    title: 'Chat with Expert',
    text: 'Connect with our valuation experts',
    href: ROUTES.chat,
    Icon: ChatBubbleOutline,
  },
  {
    title: MY_COLLECTION,
    text: 'Your valued items, their worth today and your insurance schedule',
    href: ROUTES.collection,
    Icon: CollectionsOutlined,
  },
  {
    title: 'Profile Settings',
    text: 'Update your account information',
    href: ROUTES.profile,
    Icon: ManageAccountsOutlined,
  },
];

/** /dashboard: greeting and four entry cards. */
export function DashboardScreen({
  user,
  valuations,
  valuationsLoading = false,
  valuationsError,
  onRetryValuations,
  catalogue = CATALOGUE,
  visits,
  now = new Date(),
}: DashboardScreenProps) {
  const name = user?.firstName?.trim() || DASHBOARD_FALLBACK_NAME;
  const showList = valuations !== undefined || valuationsLoading || Boolean(valuationsError);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader
        title={`Welcome back, ${name}`}
        subtitle="Manage your valuations and account settings from your personal dashboard."
        sx={{ mb: { xs: 4, md: 6 } }}
      />
      <RevaluationNotices valuations={valuations} />
      <FeatureGrid features={cards} headingLevel={2} columns={4} />
      {visits && visits.length > 0 ? <DashboardVisits visits={visits} now={now} /> : null}
      {showList ? (
        <ValuationList
          valuations={valuations}
          loading={valuationsLoading}
          error={valuationsError}
          onRetry={onRetryValuations}
          catalogue={catalogue}
          now={now}
        />
      ) : null}
    </Container>
  );
}

/** §2.21: a notice for each request an expert recommended revaluing, above the cards. */
function RevaluationNotices({ valuations }: { valuations?: ValuationSummary[] }) {
  const recommended = (valuations ?? []).filter((v) => v.revaluationRecommendation);
  if (recommended.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mb: { xs: 4, md: 6 } }}>
      {recommended.map((v) => (
        <RevaluationNotice
          key={v.id}
          reference={v.reference}
          recommendation={v.revaluationRecommendation!}
          href={routePath(ROUTES.valuationRequest, { id: v.id })}
        />
      ))}
    </Stack>
  );
}

function ValuationList({
  valuations,
  loading,
  error,
  onRetry,
  catalogue,
  now,
}: {
  valuations?: ValuationSummary[];
  loading: boolean;
  error?: string;
  onRetry?: () => void;
  catalogue: Catalogue;
  now: Date;
}) {
  const newestFirst = [...(valuations ?? [])].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  let body;
  if (error) {
    body = <LoadError message={error} onRetry={onRetry} />;
  } else if (loading && !valuations) {
    body = (
      <Box role="status" aria-busy="true" aria-label="Loading your valuations">
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={72} sx={{ mb: 1.5 }} />
        ))}
      </Box>
    );
  } else if (newestFirst.length === 0) {
    body = (
      <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{NO_VALUATIONS_TEXT}</Typography>
        <Button variant="contained" href={ROUTES.valuation}>
          Start a valuation
        </Button>
      </Card>
    );
  } else {
    body = (
      <LinkCardList
        items={newestFirst}
        hrefOf={(item) => routePath(ROUTES.valuationRequest, { id: item.id })}
        columns={{ xs: '1fr auto', sm: '1.2fr 1.5fr auto auto 1fr' }}
      >
        {(item) => {
          const service = catalogueService(item.serviceType, catalogue);
          const tier = service?.tiers[item.serviceTier]?.name ?? item.serviceTier;
          return (
            <>
              <Typography sx={{ fontWeight: 600 }}>{item.reference}</Typography>
              <Typography color="text.secondary" sx={{ order: { xs: 3, sm: 0 } }}>
                {service?.name ?? item.serviceType}, {tier}
              </Typography>
              <Box sx={{ order: { xs: 2, sm: 0 }, justifySelf: 'end' }}>
                <ValuationStatusChip status={item.status} />
              </Box>
              <Typography sx={{ order: { xs: 4, sm: 0 }, justifySelf: { xs: 'end', sm: 'start' } }}>
                {item.result ? (
                  // A completed request shows what the item is worth, not what was paid.
                  <>
                    <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
                      Valued at
                    </Box>
                    <Box component="strong">{formatGbp(item.result.value)}</Box>
                  </>
                ) : (
                  formatPrice(item.price.total, item.price.currency)
                )}
              </Typography>
              <Typography
                color="text.secondary"
                variant="body2"
                sx={{ order: { xs: 5, sm: 0 }, justifySelf: { sm: 'end' } }}
              >
                {formatDate(item.createdAt)}
              </Typography>
              {item.status !== 'completed' ? (
                <Box sx={{ gridColumn: '1 / -1', order: 6 }}>
                  <ValuationProgress
                    status={item.status}
                    expectedBy={item.expectedBy}
                    now={now}
                    compact
                  />
                </Box>
              ) : null}
            </>
          );
        }}
      </LinkCardList>
    );
  }
  return (
    <DashboardSection
      id="dashboard-valuations"
      title={YOUR_VALUATIONS}
      sx={{ mt: { xs: 5, md: 8 } }}
    >
      {body}
    </DashboardSection>
  );
}
