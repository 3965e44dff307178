import { lazy, Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { isStaffRole, MY_COLLECTION, ROUTES, type User } from '@valuation/contracts';
import { ColorModeToggle } from '../ColorModeToggle';

// Mounted on first open, from their own chunk: a first visit neither loads nor hydrates them.
const loadMenus = () => import('./NavbarMenus');
const AccountMenu = lazy(async () => ({ default: (await loadMenus()).AccountMenu }));
const NavbarDrawer = lazy(async () => ({ default: (await loadMenus()).NavbarDrawer }));

/** The product's name, shown as the text logo. */
export const BRAND_NAME = 'Luxe Valuations';
export const USER_FALLBACK_NAME = 'User';
/** The staff console's entry, shown to experts and admins only. */
export const STAFF_CONSOLE_LINK = 'Staff console';

export interface NavbarProps {
  /** The signed-in user, or null/undefined when signed out. */
  user?: User | null;
  onSignOut: () => void;
  /** The current location's path, to mark the current link (aria-current="page"). */
  currentPath?: string;
  /** Signed in: the notification bell (the app's container gives it its count). */
  bell?: ReactNode;
}

export const mainLinks = [
  { label: 'Home', href: ROUTES.home },
  { label: 'Services', href: ROUTES.services },
  { label: 'About', href: ROUTES.about },
  { label: 'Contact', href: ROUTES.contact },
] as const;

const [brandFirst, ...brandRest] = BRAND_NAME.split(' ');

function Brand() {
  return (
    <Link
      href={ROUTES.home}
      underline="none"
      sx={{
        fontFamily: (theme) => theme.typography.h1.fontFamily,
        fontSize: { xs: '1.2rem', sm: '1.35rem' },
        fontWeight: 600,
        letterSpacing: '0.02em',
        color: 'text.primary',
        whiteSpace: 'nowrap',
        '& span': { color: 'primary.main' },
      }}
    >
      {brandFirst} <span>{brandRest.join(' ')}</span>
    </Link>
  );
}

/** The top navigation bar with its slide-in menu for small screens. */
export function Navbar({ user, onSignOut, currentPath, bell }: NavbarProps) {
  const [accountAnchor, setAccountAnchor] = useState<HTMLElement | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, kept mounted so they can animate closed and open again at once.
  const [accountMenuMounted, setAccountMenuMounted] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const accountMenuId = useId();
  const drawerId = useId();
  const signedIn = Boolean(user);
  const staff = isStaffRole(user?.role);
  const name = user?.firstName?.trim() || USER_FALLBACK_NAME;
  const current = (href: string) => (currentPath === href ? ('page' as const) : undefined);
  const closeDrawer = () => setDrawerOpen(false);

  const drawerLinks = [
    ...mainLinks,
    { label: 'Terms & Conditions', href: ROUTES.terms },
    ...(signedIn
      ? [
          { label: 'Dashboard', href: ROUTES.dashboard },
          staff
            ? { label: STAFF_CONSOLE_LINK, href: ROUTES.staff }
            : { label: MY_COLLECTION, href: ROUTES.collection },
        ]
      : [
          { label: 'Sign In', href: ROUTES.login },
          { label: 'Create Account', href: ROUTES.register },
        ]),
  ];

  return (
    <AppBar position="sticky">
      <Toolbar
        component="nav"
        aria-label="Main"
        sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 64, md: 72 }, px: { xs: 2, md: 4 } }}
      >
        <Brand />
        <Box
          component="ul"
          sx={{
            display: { xs: 'none', md: 'flex' },
            listStyle: 'none',
            m: 0,
            p: 0,
            ml: 4,
            gap: 0.5,
          }}
        >
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Button
                href={link.href}
                aria-current={current(link.href)}
                color="inherit"
                sx={{
                  fontWeight: 500,
                  borderRadius: 0,
                  borderBottom: 2,
                  borderColor: current(link.href) ? 'primary.main' : 'transparent',
                }}
              >
                {link.label}
              </Button>
            </li>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <ColorModeToggle />
        {signedIn ? bell : null}
        {signedIn ? (
          <>
            <Button
              color="inherit"
              aria-label={`Account menu for ${name}`}
              aria-haspopup="menu"
              aria-controls={accountAnchor ? accountMenuId : undefined}
              aria-expanded={accountAnchor ? 'true' : undefined}
              onPointerEnter={() => void loadMenus()}
              onClick={(event: MouseEvent<HTMLElement>) => {
                setAccountMenuMounted(true);
                setAccountAnchor(event.currentTarget);
              }}
              startIcon={<AccountCircleOutlined />}
              endIcon={<KeyboardArrowDown />}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              {name}
            </Button>
            {accountMenuMounted ? (
              <Suspense fallback={null}>
                <AccountMenu
                  id={accountMenuId}
                  anchor={accountAnchor}
                  staff={staff}
                  staffConsoleLabel={STAFF_CONSOLE_LINK}
                  onClose={() => setAccountAnchor(null)}
                  onSignOut={onSignOut}
                />
              </Suspense>
            ) : null}
          </>
        ) : (
          // data-guest-only: a prerendered page hides these for a visitor with a stored session
          // until the app has checked it (frontend/src/app/prerender.tsx sessionHintScript).
          <Box data-guest-only sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            <Button href={ROUTES.login} color="inherit" aria-current={current(ROUTES.login)}>
              Sign In
            </Button>
            <Button
              href={ROUTES.register}
              variant="contained"
              aria-current={current(ROUTES.register)}
            >
              Get Started
            </Button>
          </Box>
        )}
        <IconButton
          color="inherit"
          aria-label="Open menu"
          aria-controls={drawerOpen ? drawerId : undefined}
          aria-expanded={drawerOpen ? 'true' : 'false'}
          onPointerEnter={() => void loadMenus()}
          onClick={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <NavbarDrawer
            id={drawerId}
            open={drawerOpen}
            title={signedIn ? `Hello, ${name}` : 'Menu'}
            links={drawerLinks}
            currentPath={currentPath}
            onClose={closeDrawer}
            onSignOut={signedIn ? onSignOut : undefined}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
