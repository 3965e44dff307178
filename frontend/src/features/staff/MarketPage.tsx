import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  formatUkClock,
  type CreateMarketMovementRequest,
  type MarketMovementPreviewQuery,
} from '@valuation/contracts';
import { MarketScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import {
  useGetMarketMovementsQuery,
  useLazyPreviewMarketMovementQuery,
  useRecordMarketMovementMutation,
  useWithdrawMarketMovementMutation,
} from './marketApi';

export const MARKET_LOAD_FAILED = 'The market movements could not be loaded.';
const RECORD_FAILED = 'The movement could not be recorded. Please try again.';
const PREVIEW_FAILED = 'The movement could not be checked. Please try again.';
const WITHDRAW_FAILED = 'The movement could not be withdrawn. Please try again.';

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
  const [preview] = useLazyPreviewMarketMovementQuery();
  const [withdraw, withdrawState] = useWithdrawMarketMovementMutation();

  const onPreview = async (scope: MarketMovementPreviewQuery) => {
    setRecorded(undefined);
    try {
      return await preview(scope).unwrap();
    } catch (error) {
      throw new Error(getErrorMessage(error, PREVIEW_FAILED));
    }
  };

  const onWithdraw = async (id: string) => {
    setRecorded(undefined);
    try {
      await withdraw(id).unwrap();
    } catch (error) {
      throw new Error(getErrorMessage(error, WITHDRAW_FAILED));
    }
  };

  const onRecord = async (movement: CreateMarketMovementRequest) => {
    setRecorded(undefined);
    try {
      const result = await record(movement).unwrap();
      setRecorded(
        result.affected === 1
          ? `Recorded: 1 request concerned. Its customer is told at ${formatUkClock(result.movement.withdrawableUntil)}; until then you can withdraw it.`
          : `Recorded: ${result.affected} requests concerned.${result.affected > 0 ? ` Their customers are told at ${formatUkClock(result.movement.withdrawableUntil)}; until then you can withdraw it.` : ''}`,
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
      onPreview={onPreview}
      onRecord={onRecord}
      recording={recordState.isLoading}
      recorded={recorded}
      onWithdraw={onWithdraw}
      withdrawing={withdrawState.isLoading}
    />
  );
}
