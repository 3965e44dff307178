import Container from '@mui/material/Container';
import { ROUTES, type User } from '@valuation/contracts';
import { FeatureGrid, type Feature } from '../FeatureGrid';
import { PageHeader } from '../PageHeader';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';

export interface DashboardScreenProps {
  /** The signed-in user, greeted by first name ("Valued Customer" when unknown). */
  user?: User | null;
}

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
    title: 'Profile Settings',
    text: 'Update your account information',
    href: ROUTES.profile,
    Icon: ManageAccountsOutlined,
  },
];

/** /dashboard: greeting and three entry cards. */
export function DashboardScreen({ user }: DashboardScreenProps) {
  const name = user?.firstName.trim() || DASHBOARD_FALLBACK_NAME;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeader
        title={`Welcome back, ${name}`}
        subtitle="Manage your valuations and account settings from your personal dashboard."
        sx={{ mb: { xs: 4, md: 6 } }}
      />
      <FeatureGrid features={cards} headingLevel={2} />
    </Container>
  );
}
