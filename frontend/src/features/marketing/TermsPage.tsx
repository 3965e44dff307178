import { useState } from 'react';
import { TermsScreen } from '@valuation/design-system';
import { useGetCatalogueQuery } from '../../lib/catalogueApi';

/** /terms: kept out of search engines (React hoists the <meta> into <head> while shown). */
export function TermsPage() {
  const [lastUpdated] = useState(() => new Date());
  const { data: catalogue } = useGetCatalogueQuery();
  return (
    <>
      <meta name="robots" content="noindex" />
      <TermsScreen lastUpdated={lastUpdated} catalogue={catalogue} />
    </>
  );
}
