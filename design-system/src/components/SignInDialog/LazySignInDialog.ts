import type { ComponentProps } from 'react';
import { lazyUntilOpen } from '../LazyOverlay/lazyUntilOpen';
import type { SignInDialog } from './SignInDialog';

/** The sign-in dialog, loaded on its first open (ADR 021): the wizard's and the booking's. */
export const LazySignInDialog = /* @__PURE__ */ lazyUntilOpen<ComponentProps<typeof SignInDialog>>(
  () => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })),
  'SignInDialog',
) as unknown as typeof SignInDialog;
