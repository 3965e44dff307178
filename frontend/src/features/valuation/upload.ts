import {
  API,
  VALUATION_IMAGES_FIELD,
  type CreateValuationFields,
  type ValuationResponse,
} from '@valuation/contracts';
import { uploadForm, type UploadOptions } from '../../lib/upload';

/** The multipart form of POST /api/valuations: every field as a text part, then the photos. */
export function valuationFormData(fields: CreateValuationFields, photos: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (name === 'address') form.append('address', JSON.stringify(value));
    else form.append(name, typeof value === 'boolean' ? String(value) : String(value));
  }
  for (const photo of photos) form.append(VALUATION_IMAGES_FIELD, photo, photo.name);
  return form;
}

export function photosFormData(photos: File[]): FormData {
  const form = new FormData();
  for (const photo of photos) form.append(VALUATION_IMAGES_FIELD, photo, photo.name);
  return form;
}

/** POST /api/valuations: the request with its photos → the new request (awaiting payment). */
export function uploadValuation(
  fields: CreateValuationFields,
  photos: File[],
  options: UploadOptions = {},
) {
  return uploadForm<ValuationResponse>(
    API.valuations.create,
    () => valuationFormData(fields, photos),
    options,
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
