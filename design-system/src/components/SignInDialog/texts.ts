// A module of its own: the pages read these texts without loading the dialog (ADR 021).
export const SIGN_IN_DIALOG_TEXTS = {
  title: 'Sign in to continue',
  reason:
    'Sign in or create an account to send your request and pay. Everything you entered, photos included, is kept.',
  /** The booking page's (/visits/book): a visit has no photos, and its deposit is what is paid. */
  visitReason:
    'Sign in or create an account to book your visit and pay the deposit. The time, address and details you entered are kept.',
  login: 'Sign In',
  register: 'Create Account',
} as const;
