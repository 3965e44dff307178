import { useParams } from 'react-router-dom';
import { CertificateVerificationScreen } from '@valuation/design-system';
import { getErrorMessage, isApiError } from '../../lib/apiError';
import { useVerifyCertificateQuery } from './api';

/** /verify/:reference (public): the QR code on a certificate leads here (docs/product.md §2.21). */
export function VerifyCertificatePage() {
  const { reference = '' } = useParams();
  const query = useVerifyCertificateQuery(reference);
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <CertificateVerificationScreen
      reference={reference}
      certificate={query.data}
      loading={query.isLoading}
      notFound={notFound}
      errorMessage={
        query.isError && !notFound
          ? getErrorMessage(query.error, 'The certificate could not be checked. Please try again.')
          : undefined
      }
      onRetry={() => void query.refetch()}
    />
  );
}
