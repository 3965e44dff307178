import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CreateMarketMovementRequest } from '@valuation/contracts';
import { MarketScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useGetMarketMovementsQuery, useRecordMarketMovementMutation } from './marketApi';

export const MARKET_LOAD_FAILED = 'The market movements could not be loaded.';
const RECORD_FAILED = 'The movement could not be recorded. Please try again.';

/** While a movement's notifications are going out, the list is refreshed this often. */
const SENDING_POLL_MS = 3000;

/** /staff/market: record a movement; the movements with how many customers each reached. */
export function MarketPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [sending, setSending] = useState(false);
  const list = useGetMarketMovementsQuery(
    { page },
    { refetchOnMountOrArgChange: true, pollingInterval: sending ? SENDING_POLL_MS : 0 },
  );
  const stillSending = Boolean(list.data?.items.some((m) => m.sending));
  if (stillSending !== sending) setSending(stillSending);
  const [record, recordState] = useRecordMarketMovementMutation();
  const [recorded, setRecorded] = useState<string>();

  const onRecord = async (movement: CreateMarketMovementRequest) => {
    setRecorded(undefined);
    try {
      const result = await record(movement).unwrap();
      setRecorded(
        result.affected === 1
          ? 'Recorded: 1 request concerned. Its customer is being notified.'
          : `Recorded: ${result.affected} requests concerned.${result.affected > 0 ? ' Their customers are being notified.' : ''}`,
      );
    } catch (error) {
      throw new Error(getErrorMessage(error, RECORD_FAILED));
    }
  };

  return (
    <MarketScreen
      page={list.data}
      loadError={list.isError ? getErrorMessage(list.error, MARKET_LOAD_FAILED) : undefined}
      onRetry={() => void list.refetch()}
      onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      onRecord={onRecord}
      recording={recordState.isLoading}
      recorded={recorded}
    />
  );
}
