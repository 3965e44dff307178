import { AboutScreen } from '@valuation/design-system';

export function AboutPage() {
  return <AboutScreen />;
}
