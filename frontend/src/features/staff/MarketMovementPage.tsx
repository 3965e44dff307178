import { useParams, useSearchParams } from 'react-router-dom';
import { MarketMovementScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useGetMarketMovementQuery } from './marketApi';

const LOAD_FAILED = 'The market movement could not be loaded.';

/** /staff/market/:id: one movement and the requests it concerned. */
export function MarketMovementPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const detail = useGetMarketMovementQuery({ id, page }, { refetchOnMountOrArgChange: true });
  return (
    <MarketMovementScreen
      detail={detail.data}
      loadError={detail.isError ? getErrorMessage(detail.error, LOAD_FAILED) : undefined}
      onRetry={() => void detail.refetch()}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
    />
  );
}
