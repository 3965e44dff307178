import { VALUATION_IMAGES_FIELD, type CreateValuationFields } from '@valuation/contracts';

// The request's multipart forms, apart from the upload (lib/upload.ts and the store): the site
// shell's wizard builds them too (ADR 012).

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
