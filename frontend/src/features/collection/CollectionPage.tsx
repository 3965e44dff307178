import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  API,
  COLLECTION_ORDERS,
  COLLECTION_SORTS,
  COLLECTION_TEXTS,
  londonDate,
  scheduleFilename,
  SERVICE_TYPES,
  type CollectionItem,
  type CollectionOrder,
  type CollectionQuery,
  type CollectionSort,
  type CreateScheduleShareRequest,
  type ScheduleShare,
  type ServiceType,
} from '@valuation/contracts';
import { CollectionScreen } from '@valuation/design-system';
import { getErrorMessage } from '../../lib/apiError';
import { useDownload } from '../../lib/download';
import {
  useCreateShareMutation,
  useGetCollectionQuery,
  useListSharesQuery,
  useRevokeShareMutation,
  useSetItemExcludedMutation,
} from './api';

/** How long typing rests before the search is asked (one request per pause, not per key). */
export const SEARCH_PAUSE_MS = 300;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** The search, category and sorting kept in the address: a reload or Back shows the same list. */
function useCollectionQuery(): [CollectionQuery, (query: CollectionQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<CollectionQuery>(
    () => ({
      q: params.get('q') ?? undefined,
      service: oneOf<ServiceType>(SERVICE_TYPES, params.get('service')),
      sort: oneOf<CollectionSort>(COLLECTION_SORTS, params.get('sort')),
      order: oneOf<CollectionOrder>(COLLECTION_ORDERS, params.get('order')),
    }),
    [params],
  );
  const change = (next: CollectionQuery) => {
    const entries = Object.entries(next).filter(([, value]) => value) as [string, string][];
    setParams(new URLSearchParams(entries), { replace: true, preventScrollReset: true });
  };
  return [query, change];
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const failure = (error: unknown, fallback: string) => new Error(getErrorMessage(error, fallback));

/** /collection (signed-in customers): My Collection, its schedule and the links for an insurer. */
export function CollectionPage() {
  const [query, setQuery] = useCollectionQuery();
  const q = useSettled(query.q ?? '', SEARCH_PAUSE_MS);
  const asked = useMemo(() => ({ ...query, q }), [query, q]);
  // Refetched on focus: a valuation completed meanwhile appears without a reload.
  const collection = useGetCollectionQuery(asked, { refetchOnFocus: true });
  const shares = useListSharesQuery(undefined, { refetchOnFocus: true });
  const [setExcluded] = useSetItemExcludedMutation();
  const [createShare] = useCreateShareMutation();
  const [revokeShare] = useRevokeShareMutation();
  const download = useDownload();

  const toggle = async (item: CollectionItem, excluded: boolean) => {
    try {
      await setExcluded({ id: item.id, excluded }).unwrap();
    } catch (error) {
      throw failure(error, COLLECTION_TEXTS.updateFailed);
    }
  };

  const downloadSchedule = async (ext: 'pdf' | 'csv') => {
    try {
      await download(ext === 'pdf' ? API.collection.schedulePdf : API.collection.scheduleCsv, {
        name: scheduleFilename(londonDate(new Date()), ext),
      });
    } catch (error) {
      throw failure(error, COLLECTION_TEXTS.downloadFailed);
    }
  };

  const share = async (request: CreateScheduleShareRequest) => {
    try {
      return await createShare(request).unwrap();
    } catch (error) {
      throw failure(error, COLLECTION_TEXTS.shareFailed);
    }
  };

  const revoke = async (target: ScheduleShare) => {
    try {
      await revokeShare(target.id).unwrap();
    } catch (error) {
      throw failure(error, COLLECTION_TEXTS.revokeFailed);
    }
  };

  return (
    <CollectionScreen
      collection={collection.data}
      loading={collection.isFetching}
      loadError={
        collection.error
          ? getErrorMessage(collection.error, COLLECTION_TEXTS.loadFailed)
          : undefined
      }
      onRetry={() => void collection.refetch()}
      query={query}
      onQueryChange={setQuery}
      onToggleExcluded={toggle}
      onDownloadPdf={() => downloadSchedule('pdf')}
      onDownloadCsv={() => downloadSchedule('csv')}
      shares={shares.data}
      sharesLoading={shares.isLoading}
      sharesError={
        shares.error ? getErrorMessage(shares.error, COLLECTION_TEXTS.sharesLoadFailed) : undefined
      }
      onRetryShares={() => void shares.refetch()}
      onCreateShare={share}
      onRevokeShare={revoke}
    />
  );
}
