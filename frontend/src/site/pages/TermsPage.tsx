import { useSyncExternalStore } from 'react';
import { TermsScreen } from '@valuation/design-system';
import type { SitePageProps } from './types';

const noSubscription = () => () => {};
let today: Date | undefined;
const getToday = () => (today ??= new Date());
const getNoDate = () => undefined;

/** /terms, kept out of search engines; today's date is the browser's (none when prerendered). */
export function TermsPage({ catalogue }: SitePageProps) {
  const lastUpdated = useSyncExternalStore(noSubscription, getToday, getNoDate);
  return (
    <>
      <meta name="robots" content="noindex" />
      <TermsScreen lastUpdated={lastUpdated} catalogue={catalogue} />
    </>
  );
}
