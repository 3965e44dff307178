import { useState } from 'react';

/**
 * A key that changes each time `open` turns true: give it to the component that owns the form's
 * state, so every opening starts with an empty form (the closing transition keeps the old one).
 */
export function useOpeningKey(open: boolean): number {
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return openings;
}
