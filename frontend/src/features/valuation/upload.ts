import { API, type CreateValuationFields, type ValuationResponse } from '@valuation/contracts';
import { newIdempotencyKey } from '../../lib/sendForm';
import { uploadForm, type UploadOptions } from '../../lib/upload';
import { photosFormData, valuationFormData } from './formData';

export { photosFormData, valuationFormData } from './formData';

/**
 * POST /api/valuations: the request with its photos → the new request (awaiting payment). One
 * Idempotency-Key per submission (the wizard gives its draft's, kept across "Try again"): tried
 * again after no answer or a 5xx, it creates one request.
 */
export function uploadValuation(
  fields: CreateValuationFields,
  photos: File[],
  options: UploadOptions = {},
) {
  return uploadForm<ValuationResponse>(
    API.valuations.create,
    () => valuationFormData(fields, photos),
    { idempotencyKey: newIdempotencyKey(), ...options },
  );
}

/** POST /api/valuations/:id/photos: more photos for a request. */
export function uploadPhotos(id: string, photos: File[], options: UploadOptions = {}) {
  return uploadForm<ValuationResponse>(
    API.valuations.photos(id),
    () => photosFormData(photos),
    options,
  );
}
