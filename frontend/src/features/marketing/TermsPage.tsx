import { useSyncExternalStore } from 'react';
import { TermsScreen } from '@valuation/design-system';
import { useGetCatalogueQuery } from '../../lib/catalogueApi';

const noSubscription = () => () => {};
let today: Date | undefined;
const getToday = () => (today ??= new Date());
const getNoDate = () => undefined;

/**
 * /terms: kept out of search engines (React hoists the <meta> into <head> while shown). Today's
 * date is the browser's: the prerendered page (and its hydration) has none, then it follows.
 */
export function TermsPage() {
  const lastUpdated = useSyncExternalStore(noSubscription, getToday, getNoDate);
  const { data: catalogue } = useGetCatalogueQuery();
  return (
    <>
      <meta name="robots" content="noindex" />
      <TermsScreen lastUpdated={lastUpdated} catalogue={catalogue} />
    </>
  );
}
