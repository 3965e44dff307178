// The footer in a chunk of its own (SiteApp.tsx): a hydrated marketing page never fetches it.
export { Footer } from '@valuation/design-system';
