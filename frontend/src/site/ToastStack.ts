// A module of its own, so the site shell loads the stack's code only with its first toast.
export { ToastStack } from '@valuation/design-system';
