import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { LazyMenu } from '../LazyOverlay/LazyMenu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { MY_COLLECTION, ROUTES } from '@valuation/contracts';
import { useLinkComponent } from '../../utils';

/**
 * The navbar's account menu and slide-in menu: loaded and mounted on first open (Navbar.tsx), so a
 * first visit neither downloads nor hydrates the popover, modal and list code (issue 12).
 */

export interface AccountMenuProps {
  id: string;
  anchor: HTMLElement | null;
  staff: boolean;
  staffConsoleLabel: string;
  onClose: () => void;
  onSignOut: () => void;
}

export function AccountMenu({
  id,
  anchor,
  staff,
  staffConsoleLabel,
  onClose,
  onSignOut,
}: AccountMenuProps) {
  const LinkComponent = useLinkComponent();
  return (
    <LazyMenu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={LinkComponent} href={ROUTES.dashboard} onClick={onClose}>
        Dashboard
      </MenuItem>
      {staff ? null : (
        <MenuItem component={LinkComponent} href={ROUTES.collection} onClick={onClose}>
          {MY_COLLECTION}
        </MenuItem>
      )}
      <MenuItem component={LinkComponent} href={ROUTES.profile} onClick={onClose}>
        Profile Settings
      </MenuItem>
      {staff ? (
        <MenuItem component={LinkComponent} href={ROUTES.staff} onClick={onClose}>
          {staffConsoleLabel}
        </MenuItem>
      ) : null}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          onSignOut();
        }}
      >
        Sign Out
      </MenuItem>
    </LazyMenu>
  );
}

export interface NavbarDrawerProps {
  id: string;
  open: boolean;
  title: string;
  links: { label: string; href: string }[];
  currentPath?: string;
  onClose: () => void;
  /** Present when signed in: the "Sign Out" entry. */
  onSignOut?: () => void;
}

export function NavbarDrawer({
  id,
  open,
  title,
  links,
  currentPath,
  onClose,
  onSignOut,
}: NavbarDrawerProps) {
  const LinkComponent = useLinkComponent();
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
        <Typography component="p" variant="h6">
          {title}
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label="Menu">
        <List>
          {links.map((link) => (
            <ListItem key={link.href} disablePadding>
              <ListItemButton
                component={LinkComponent}
                href={link.href}
                aria-current={currentPath === link.href ? 'page' : undefined}
                selected={currentPath === link.href}
                onClick={onClose}
              >
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
          {onSignOut ? (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
              >
                <ListItemText primary="Sign Out" />
              </ListItemButton>
            </ListItem>
          ) : null}
        </List>
      </Box>
    </Drawer>
  );
}
