import { ROUTES } from '@valuation/contracts';
import { HOME_VISIT_SUBJECT, HomeScreen, homeVisitEnquiryMessage } from '@valuation/design-system';
import { goTo } from '../navigate';
import { getStarted } from './getStarted';
import type { SitePageProps } from './types';

export function HomePage({ catalogue }: SitePageProps) {
  return (
    <HomeScreen
      catalogue={catalogue}
      onGetStarted={getStarted}
      onScheduleHomeVisit={() =>
        goTo(ROUTES.contact, {
          subject: HOME_VISIT_SUBJECT,
          message: homeVisitEnquiryMessage(catalogue.homeVisit.hourlyRate, catalogue.currency),
        })
      }
    />
  );
}
