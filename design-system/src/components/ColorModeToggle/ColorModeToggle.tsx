import { lazy, Suspense, useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { colorModeOptions } from './options';

// Mounted on first open, from its own chunk: a first visit neither loads nor hydrates the menu.
const loadMenu = () => import('./ColorModeMenu');
const ColorModeMenu = lazy(async () => ({ default: (await loadMenu()).ColorModeMenu }));

/**
 * Switches the colour mode between system, light and dark (remembered by the provider). The
 * button's name says the current mode; the browser's own tooltip shows it on hover (a styled
 * tooltip would put the popper library on every first load).
 */
const noSubscription = () => () => {};

export function ColorModeToggle() {
  const { mode, setMode } = useColorScheme();
  // The prerendered page does not know the visitor's mode: it says "System" until hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuMounted, setMenuMounted] = useState(false);
  const menuId = useId();
  const current =
    (hydrated && colorModeOptions.find((option) => option.mode === mode)) || colorModeOptions[0];
  const CurrentIcon = current.Icon;
  const label = `Colour mode: ${current.label}`;

  return (
    <>
      <IconButton
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadMenu()}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setMenuMounted(true);
          setAnchor(event.currentTarget);
        }}
        color="inherit"
      >
        <CurrentIcon />
      </IconButton>
      {menuMounted ? (
        <Suspense fallback={null}>
          <ColorModeMenu
            id={menuId}
            anchor={anchor}
            current={current.mode}
            onPick={(option) => {
              setMode(option);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
