import { ServicesScreen } from '@valuation/design-system';
import { getStarted } from './getStarted';
import type { SitePageProps } from './types';

const noop = () => {};

export function ServicesPage({ catalogue }: SitePageProps) {
  // The catalogue is embedded in the page: never loading, never failed.
  return (
    <ServicesScreen
      catalogue={catalogue}
      loading={false}
      onRetry={noop}
      onGetStarted={getStarted}
    />
  );
}
