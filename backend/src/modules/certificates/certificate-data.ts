import {
  formatGbp,
  formatUkDate,
  CATALOGUE,
  type ItemIdentity,
  type PostalAddress,
  type ServiceType,
  type ValuationBasis,
} from '@valuation/contracts';

/**
 * Everything printed on a valuation certificate (docs/product.md §2.21). The renderer is pure:
 * data in, PDF bytes out; no database, no clock, no file system beyond the bundled fonts.
 */
export interface CertificateData {
  /** The certificate's public reference (LVC-XXXX-XXXX), printed and encoded in the QR. */
  reference: string;
  /** The valuation request's reference (LV-XXXX-XXXX). */
  valuationReference: string;
  issuedAt: Date;
  customer: { name: string; address: PostalAddress };
  service: ServiceType;
  brand: string | null;
  /** The item's identity as recorded (IDENTITY_FIELDS of the service), printed first. */
  identity: ItemIdentity;
  assessedDescription: string;
  /** The item's photos (JPEG masters, any size); at most five are printed, scaled down for print. */
  photos: Buffer[];
  /** Pounds. */
  value: number;
  basis: ValuationBasis;
  valuer: { name: string; qualification: string; signature: Buffer | null };
  /** Printed when auto-revalue was chosen. */
  revaluationDueAt: Date | null;
  /** PUBLIC_URL/verify/:reference */
  verifyUrl: string;
  /** Marks the certificate as replaced by a later revaluation. */
  superseded?: boolean;
  /** Marks the expert's preview before issuing: not a certificate. */
  preview?: boolean;
}

export interface PrintablePhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

export const CERTIFICATE_TERMS =
  'This certificate states the opinion of value of the named valuer on the date of issue, on the basis shown, ' +
  'from the photographs and description supplied. It is not a guarantee of authenticity or of a sale price. ' +
  "Luxe Valuations' liability in connection with this valuation is limited to the fee paid for it. " +
  'This certificate and any dispute about it are governed by the law of England and Wales.';

/** "£12,450.00": pence always, as an insurer reads a schedule (contracts' one pound formatter). */
export function formatCertificateValue(value: number): string {
  return formatGbp(value);
}

export function formatCertificateDate(date: Date): string {
  return formatUkDate(date);
}

/** How long a certificate is good for: revalue after this many years (the auto-revalue's). */
export const CERTIFICATE_VALIDITY_YEARS = CATALOGUE.autoRevalue.afterYears;

export function validUntil(issuedAt: Date): Date {
  const d = new Date(issuedAt);
  d.setUTCFullYear(d.getUTCFullYear() + CERTIFICATE_VALIDITY_YEARS);
  return d;
}
