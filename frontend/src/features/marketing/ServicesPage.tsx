import { useNavigate } from 'react-router-dom';
import { ROUTES, type ServiceType } from '@valuation/contracts';
import { ServicesScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useGetCatalogueQuery } from '../../lib/catalogueApi';

export const CATALOGUE_LOAD_FAILED = 'We could not load our prices. Please try again.';

export function ServicesPage() {
  const navigate = useNavigate();
  const { data, isFetching, error, refetch } = useGetCatalogueQuery();

  return (
    <ServicesScreen
      catalogue={data}
      loading={isFetching}
      errorMessage={error && !data ? getErrorMessage(error, CATALOGUE_LOAD_FAILED) : undefined}
      onRetry={() => {
        void refetch();
      }}
      onGetStarted={(serviceType: ServiceType) => {
        void navigate(ROUTES.valuation, { state: { serviceType } });
      }}
    />
  );
}
