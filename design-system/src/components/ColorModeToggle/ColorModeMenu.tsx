import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { LazyMenu } from '../LazyOverlay/LazyMenu';
import MenuItem from '@mui/material/MenuItem';
import type { ColorModePreference } from '../../theme/DesignSystemProvider';
import { colorModeOptions } from './options';

export interface ColorModeMenuProps {
  id: string;
  anchor: HTMLElement | null;
  current: ColorModePreference;
  onPick: (mode: ColorModePreference) => void;
  onClose: () => void;
}

/** The colour-mode choices: loaded and mounted on first open (ColorModeToggle.tsx). */
export function ColorModeMenu({ id, anchor, current, onPick, onClose }: ColorModeMenuProps) {
  return (
    <LazyMenu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {colorModeOptions.map(({ mode, label, Icon }) => (
        <MenuItem
          key={mode}
          role="menuitemradio"
          aria-checked={current === mode}
          selected={current === mode}
          onClick={() => onPick(mode)}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
        </MenuItem>
      ))}
    </LazyMenu>
  );
}
