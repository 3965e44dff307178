// A module of its own, so /valuation in the site shell loads the dialog's code when it first opens.
export { SignInDialog } from '@valuation/design-system';
