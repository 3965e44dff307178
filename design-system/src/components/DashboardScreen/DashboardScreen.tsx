import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { User } from '@valuation/contracts';
import { PageHeader } from '../PageHeader';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';

export interface DashboardScreenProps {
  /** The signed-in user, greeted by first name ("Valued Customer" when unknown). */
  user?: User | null;
}

export const DASHBOARD_FALLBACK_NAME = 'Valued Customer';

const cards = [
  {
    title: 'New Valuation',
    description: 'Start a new valuation request',
    href: '/valuation',
    Icon: AddCircleOutline,
  },
  {
    title: 'Chat with Expert',
    description: 'Connect with our valuation experts',
    href: '/chat',
    Icon: ChatBubbleOutline,
  },
  {
    title: 'Profile Settings',
    description: 'Update your account information',
    href: '/profile',
    Icon: ManageAccountsOutlined,
  },
] as const;

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
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {cards.map(({ title, description, href, Icon }) => (
          <Box component="li" key={href}>
            <Card sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
              <CardActionArea href={href} sx={{ height: '100%' }}>
                <CardContent sx={{ p: 4 }}>
                  <Icon aria-hidden="true" color="primary" sx={{ fontSize: 40, mb: 2 }} />
                  <Typography component="h2" variant="h4" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{description}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
