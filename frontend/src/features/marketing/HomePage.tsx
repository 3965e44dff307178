import { useNavigate } from 'react-router-dom';
import { ROUTES, type ServiceType } from '@valuation/contracts';
import { HOME_VISIT_SUBJECT, HomeScreen, homeVisitEnquiryMessage } from '@valuation/design-system';
import { useGetCatalogueQuery } from '../../lib/catalogueApi';

/**
 * The home-visit rate quoted in the drafted enquiry until the catalogue has loaded (or when it
 * cannot be loaded): docs/product.md §2 promises a draft that mentions £185 per hour.
 */
export const FALLBACK_HOME_VISIT_RATE = 185;

export function HomePage() {
  const navigate = useNavigate();
  const { data: catalogue } = useGetCatalogueQuery();

  const getStarted = (serviceType: ServiceType) => {
    void navigate(ROUTES.valuation, { state: { serviceType } });
  };

  const scheduleHomeVisit = () => {
    const rate = catalogue?.homeVisit.hourlyRate ?? FALLBACK_HOME_VISIT_RATE;
    void navigate(ROUTES.contact, {
      state: {
        subject: HOME_VISIT_SUBJECT,
        message: homeVisitEnquiryMessage(rate, catalogue?.currency),
      },
    });
  };

  return (
    <HomeScreen
      catalogue={catalogue}
      onGetStarted={getStarted}
      onScheduleHomeVisit={scheduleHomeVisit}
    />
  );
}
