import { ROUTES, type ServiceType } from '@valuation/contracts';
import { goTo } from '../navigate';

/** "Get Started Now" / "Get Started": /valuation with the service chosen. */
export const getStarted = (serviceType: ServiceType) => goTo(ROUTES.valuation, { serviceType });
