import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The focus ring (WCAG 2.2 "Focus visible" and "Focus appearance"): a 2 px solid outline in the
 * scheme's primary gold, 2 px away from the control, so that it lies on the page's background
 * (>= 4.3:1 on every background of both schemes: gold 400 on night, gold 700 on ivory) and
 * never on the control's own fill (the gold buttons' ripple alone was barely visible).
 */
export const FOCUS_RING = { width: 2, offset: 2 } as const;

export function focusRing(theme: Theme): CSSObject {
  return {
    outline: `${FOCUS_RING.width}px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: FOCUS_RING.offset,
  };
}

/** The selectors a control shows the ring on: MUI's keyboard focus class and :focus-visible. */
export const FOCUS_VISIBLE = '&.Mui-focusVisible, &:focus-visible';
