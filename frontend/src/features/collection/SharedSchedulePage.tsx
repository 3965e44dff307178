import { useParams } from 'react-router-dom';
import { API, API_BASE, COLLECTION_TEXTS } from '@valuation/contracts';
import { SharedScheduleScreen } from '@valuation/design-system';
import { getErrorMessage, isApiError } from '../../lib/apiError';
import { useGetSharedScheduleQuery } from './api';

/**
 * /shared/schedule/:token (public): the schedule a customer shared with an insurer. Kept out of
 * search engines (the meta here; the server also answers the route with `X-Robots-Tag: noindex`).
 * Every link that does not open (unknown, altered, revoked, expired) gets the same 404.
 */
export function SharedSchedulePage() {
  const { token = '' } = useParams();
  const query = useGetSharedScheduleQuery(token);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <>
      <meta name="robots" content="noindex" />
      <SharedScheduleScreen
        schedule={query.data}
        loading={query.isLoading}
        notFound={notFound}
        errorMessage={
          query.isError && !notFound
            ? getErrorMessage(query.error, COLLECTION_TEXTS.sharedLoadFailed)
            : undefined
        }
        onRetry={() => void query.refetch()}
        pdfHref={`${API_BASE}${API.sharedSchedules.pdf(token)}`}
      />
    </>
  );
}
