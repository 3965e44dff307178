import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import ShortcutOutlined from '@mui/icons-material/ShortcutOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { ROUTES } from '@valuation/contracts';

export const STAFF_CONSOLE_TITLE = 'Staff console';

export const staffConsoleLinks = [
  { label: 'Valuation queue', href: ROUTES.staff, icon: <ListAltOutlined /> },
  { label: 'Conversations', href: ROUTES.staffConversations, icon: <ForumOutlined /> },
  { label: 'Home visits', href: ROUTES.staffVisits, icon: <EventOutlined /> },
  { label: 'Market', href: ROUTES.staffMarket, icon: <TrendingUpOutlined /> },
  { label: 'Saved replies', href: ROUTES.staffReplies, icon: <ShortcutOutlined /> },
  { label: 'Valuer profile', href: ROUTES.staffProfile, icon: <BadgeOutlined /> },
] as const;

export interface StaffConsoleLayoutProps {
  /** The current path: the section it belongs to is marked current. */
  currentPath?: string;
  children?: ReactNode;
}

/** Which console section a path belongs to (a conversation belongs to "Conversations"). */
function sectionOf(path: string | undefined): string {
  if (!path) return '';
  if (path.startsWith(ROUTES.staffConversations)) return ROUTES.staffConversations;
  if (path.startsWith(ROUTES.staffVisits)) return ROUTES.staffVisits;
  if (path.startsWith(ROUTES.staffMarket)) return ROUTES.staffMarket;
  if (path.startsWith(ROUTES.staffReplies)) return ROUTES.staffReplies;
  if (path.startsWith(ROUTES.staffProfile)) return ROUTES.staffProfile;
  if (path.startsWith(ROUTES.staff)) return ROUTES.staff;
  return '';
}

/**
 * The staff console's shell (docs/product.md §2.21): its own navigation, "Valuation queue" and
 * "Conversations", above the section's page, inside the app's usual chrome.
 */
export function StaffConsoleLayout({ currentPath, children }: StaffConsoleLayoutProps) {
  const section = sectionOf(currentPath);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: { xs: 1, md: 3 },
          mb: { xs: 2, md: 3 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em' }}
        >
          {STAFF_CONSOLE_TITLE}
        </Typography>
        <Box component="nav" aria-label={STAFF_CONSOLE_TITLE}>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
          >
            {staffConsoleLinks.map((link) => {
              const current = section === link.href;
              return (
                <li key={link.href}>
                  <Button
                    href={link.href}
                    startIcon={link.icon}
                    color="inherit"
                    aria-current={current ? 'page' : undefined}
                    sx={{
                      borderRadius: 0,
                      borderBottom: 2,
                      borderColor: current ? 'primary.main' : 'transparent',
                      fontWeight: current ? 600 : 500,
                    }}
                  >
                    {link.label}
                  </Button>
                </li>
              );
            })}
          </Box>
        </Box>
      </Box>
      {children}
    </Container>
  );
}
