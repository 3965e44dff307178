import { MY_COLLECTION, ROUTES } from '@valuation/contracts';
import { useId, useState, type ReactNode } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DiamondOutlined from '@mui/icons-material/DiamondOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { useLinkComponent } from '../../utils';
import { BOTTOM_TAB_BAR_HEIGHT } from './height';

export const bottomTabs = [
  { label: 'Home', href: ROUTES.dashboard, icon: <HomeOutlined /> },
  { label: 'Chat', href: ROUTES.chat, icon: <ChatOutlined /> },
  { label: 'Valuation', href: ROUTES.valuation, icon: <DiamondOutlined /> },
  { label: 'Profile', href: ROUTES.profile, icon: <PersonOutlined /> },
] as const;

/**
 * Staff's tabs (experts, admins): the console's queue and conversations stand where a customer
 * has Chat and Valuation, so a working day runs from the installed app (docs/product.md §2.21).
 */
export const staffBottomTabs = [
  { label: 'Home', href: ROUTES.dashboard, icon: <HomeOutlined /> },
  { label: 'Console', href: ROUTES.staff, icon: <ListAltOutlined /> },
  { label: 'Chats', href: ROUTES.staffConversations, icon: <ForumOutlined /> },
  { label: 'Profile', href: ROUTES.profile, icon: <PersonOutlined /> },
] as const;

/** The Menu tab's sheet's first link for a signed-in customer (staff have their console's tabs). */
export const customerMenuLinks = [{ label: MY_COLLECTION, href: ROUTES.collection }] as const;

/** The links of the Menu tab's sheet (docs/product.md §2). */
export const bottomMenuLinks = [
  { label: 'Services', href: ROUTES.services },
  { label: 'About Us', href: ROUTES.about },
  { label: 'Contact', href: ROUTES.contact },
  { label: 'Terms & Conditions', href: ROUTES.terms },
  { label: 'Book a Home Visit', href: ROUTES.visitBook },
] as const;

const MENU = 'menu';

export interface BottomTabBarProps {
  /** The current location's path: marks the active tab (the Menu tab for the sheet's pages). */
  currentPath?: string;
  /** Given when signed in: the Menu sheet then also offers Sign Out (the top bar is hidden). */
  onSignOut?: () => void;
  /** Signed in: the notification bell, at the bar's end (beside the five tabs). */
  bell?: ReactNode;
  /** Signed in as staff: the console's tabs (`staffBottomTabs`). */
  staff?: boolean;
}

type Tab = { label: string; href: string; icon: ReactNode };

function activeTab(
  path: string | undefined,
  tabs: readonly Tab[],
  menuLinks: readonly { href: string }[],
): string | false {
  if (!path) return false;
  // The longest match: /staff/conversations/x is "Chats", not "Console".
  const tab = tabs
    .filter((t) => path === t.href || path.startsWith(`${t.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
  if (tab) return tab.href;
  if (menuLinks.some((link) => path === link.href)) return MENU;
  return false;
}

/** The installed app's bottom navigation: four tabs and a Menu tab opening a sheet of links. */
export function BottomTabBar({ currentPath, onSignOut, bell, staff = false }: BottomTabBarProps) {
  const LinkComponent = useLinkComponent();
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetId = useId();
  const sheetTitleId = useId();
  const tabs: readonly Tab[] = staff ? staffBottomTabs : bottomTabs;
  const signedInCustomer = Boolean(onSignOut) && !staff;
  const menuLinks = signedInCustomer ? [...customerMenuLinks, ...bottomMenuLinks] : bottomMenuLinks;
  const active = activeTab(currentPath, tabs, menuLinks);
  const closeSheet = () => setSheetOpen(false);

  return (
    <>
      <Paper
        component="nav"
        aria-label="App"
        square
        elevation={0}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          borderTop: 1,
          borderColor: 'divider',
          pb: 'env(safe-area-inset-bottom)',
          display: 'flex',
          alignItems: 'center',
        }}
      >
        <BottomNavigation
          showLabels
          value={active}
          sx={{ height: BOTTOM_TAB_BAR_HEIGHT, bgcolor: 'background.paper', flex: 1, minWidth: 0 }}
        >
          {tabs.map((tab) => (
            <BottomNavigationAction
              key={tab.href}
              value={tab.href}
              label={tab.label}
              icon={tab.icon}
              component={LinkComponent}
              href={tab.href}
              aria-current={active === tab.href ? 'page' : undefined}
              sx={tabSx}
            />
          ))}
          <BottomNavigationAction
            value={MENU}
            label="Menu"
            icon={<MenuIcon />}
            aria-haspopup="dialog"
            aria-expanded={sheetOpen ? 'true' : 'false'}
            aria-controls={sheetOpen ? sheetId : undefined}
            onClick={() => setSheetOpen(true)}
            sx={tabSx}
          />
        </BottomNavigation>
        {bell ? <Box sx={{ px: 0.5 }}>{bell}</Box> : null}
      </Paper>
      <Drawer
        id={sheetId}
        anchor="bottom"
        open={sheetOpen}
        onClose={closeSheet}
        slotProps={{
          paper: {
            'aria-labelledby': sheetTitleId,
            role: 'dialog',
            sx: {
              borderTopLeftRadius: 16,
              borderTopRightRadius: 16,
              pb: 'calc(8px + env(safe-area-inset-bottom))',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Typography id={sheetTitleId} component="h2" variant="h6">
            Menu
          </Typography>
          <IconButton aria-label="Close menu" onClick={closeSheet}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <List component="div">
          {menuLinks.map((link) => (
            <ListItem key={link.href} disablePadding component="div">
              <ListItemButton
                component={LinkComponent}
                href={link.href}
                aria-current={currentPath === link.href ? 'page' : undefined}
                selected={currentPath === link.href}
                onClick={closeSheet}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
          {onSignOut ? (
            <>
              <Divider component="div" sx={{ my: 1 }} />
              <ListItem disablePadding component="div">
                <ListItemButton
                  onClick={() => {
                    closeSheet();
                    onSignOut();
                  }}
                >
                  <ListItemText primary="Sign Out" />
                </ListItemButton>
              </ListItem>
            </>
          ) : null}
        </List>
      </Drawer>
    </>
  );
}

const tabSx = {
  minWidth: 0,
  color: 'text.secondary',
  '&.Mui-selected': { color: 'primary.main' },
} as const;

export { BOTTOM_TAB_BAR_HEIGHT };
