import type { ElementType } from 'react';
import { useTheme } from '@mui/material/styles';

/**
 * The link component configured on the theme (the router adapter given to DesignSystemProvider),
 * or a plain anchor. For MUI components whose root is not a button (MenuItem, ListItemButton).
 */
export function useLinkComponent(): ElementType {
  const theme = useTheme();
  return theme.components?.MuiButtonBase?.defaultProps?.LinkComponent ?? 'a';
}
