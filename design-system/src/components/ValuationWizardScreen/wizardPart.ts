import { useEffect } from 'react';
import type { WizardFieldBinding } from './WizardField';

/** Calls `onShown` once, when the part has come on the page. */
export function useShown(onShown: (() => void) | undefined) {
  useEffect(() => {
    onShown?.();
    // On mount only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export interface WizardPartProps {
  /** The wizard's form, and how its fields show errors and whether they are disabled. */
  binding: WizardFieldBinding;
  /** The part is on the page (its fields can take the focus a summary link asked for). */
  onShown?: () => void;
}
