import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { IsNull, Repository } from 'typeorm';
import {
  API,
  API_BASE,
  identityRows,
  maskSerial,
  SERIAL_IDENTITY_KEYS,
  type CertificateVerification,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import { FileStore } from '../../infrastructure/storage/file-store';
import type { AppConfig } from '../../infrastructure/config/app.config';
import { renderCertificate, type CertificateData } from './certificate-renderer';
import { validUntil } from './certificate-data';
import { Certificate } from './entities/certificate.entity';
import { PhotoStorageService } from '../valuations';
import type { StoredObject } from '../../infrastructure/storage/file-store';

export const CERTIFICATE_NOT_FOUND =
  'We could not find a certificate with this reference. Please check it and try again.';
export const CERTIFICATE_PHOTO_NOT_FOUND = 'This certificate has no photo.';

/** Crockford-like alphabet: no 0/O, 1/I/L, U; eight characters = 40 random bits. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_REFERENCE_RE = /^LVC-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

export function newCertificateReference(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `LVC-${part()}-${part()}`;
}

/** What the caller supplies; the service adds the reference, the verify URL and the issue date. */
export type CertificateContent = Omit<
  CertificateData,
  'reference' | 'verifyUrl' | 'issuedAt' | 'superseded'
>;

/**
 * Issues, stores, verifies and supersedes valuation certificates (docs/product.md §2.21). The PDF
 * is rendered once at issue (and once more, marked SUPERSEDED, when a revaluation replaces it) and
 * kept in the FileStore (disk or bucket); `filePath` is `uploads/<key>`.
 */
@Injectable()
export class CertificatesService {
  private readonly publicUrl: string;

  constructor(
    @InjectRepository(Certificate) private readonly certificates: Repository<Certificate>,
    private readonly photos: PhotoStorageService,
    private readonly clock: Clock,
    config: ConfigService,
    private readonly store: FileStore,
  ) {
    this.publicUrl = config.getOrThrow<AppConfig>('app').publicUrl;
  }

  verifyUrl(reference: string): string {
    return `${this.publicUrl}/verify/${encodeURIComponent(reference)}`;
  }

  /**
   * Renders and stores a new certificate for a completed valuation. With `ownerId` the PDF (which
   * holds the customer's name and address) is kept beside the request's photos, under
   * uploads/<ownerId>/<valuationId>/, so deleting the account deletes it too.
   */
  async issue(
    valuationId: string,
    content: CertificateContent,
    ownerId?: string,
  ): Promise<Certificate> {
    const issuedAt = this.clock.now();
    for (let attempt = 0; ; attempt++) {
      const reference = newCertificateReference();
      if (attempt < 5 && (await this.certificates.existsBy({ reference }))) continue;
      const filePath = ownerId
        ? `uploads/${ownerId}/${valuationId}/certificate-${reference}.pdf`
        : `uploads/certificates/${reference}.pdf`;
      const pdf = await renderCertificate({
        ...content,
        reference,
        issuedAt,
        verifyUrl: this.verifyUrl(reference),
      });
      await this.store.put(storeKey(filePath), pdf, 'application/pdf');
      return this.certificates.save(
        this.certificates.create({
          reference,
          valuationId,
          service: content.service,
          issuedAt,
          supersededAt: null,
          value: content.value.toFixed(2),
          basis: content.basis,
          valuerName: content.valuer.name.slice(0, 200),
          itemSummary: itemSummary(content),
          filePath,
        }),
      );
    }
  }

  /**
   * Marks the valid certificates of a valuation superseded (a revaluation replaced them) and
   * re-renders their PDFs with the SUPERSEDED mark, from `content` (the original's data).
   */
  async supersede(valuationId: string, content: CertificateContent): Promise<number> {
    const current = await this.certificates.findBy({ valuationId, supersededAt: IsNull() });
    const at = this.clock.now();
    for (const cert of current) {
      const pdf = await renderCertificate({
        ...content,
        reference: cert.reference,
        issuedAt: cert.issuedAt,
        verifyUrl: this.verifyUrl(cert.reference),
        superseded: true,
      });
      await this.store.put(storeKey(cert.filePath), pdf, 'application/pdf');
      await this.certificates.update({ id: cert.id }, { supersededAt: at });
    }
    return current.length;
  }

  /** Removes a certificate that never took effect (the completion it was issued for failed). */
  async discard(certificate: Certificate): Promise<void> {
    await this.certificates.delete({ id: certificate.id });
    await this.store.delete([storeKey(certificate.filePath)]);
  }

  /** The newest certificate of a valuation, or null. */
  latestFor(valuationId: string): Promise<Certificate | null> {
    return this.certificates.findOne({ where: { valuationId }, order: { issuedAt: 'DESC' } });
  }

  async pdf(certificate: Certificate): Promise<Buffer> {
    const pdf = await this.store.read(storeKey(certificate.filePath));
    if (!pdf) throw new Error(`the PDF of certificate ${certificate.reference} is missing`);
    return pdf;
  }

  async verify(reference: string): Promise<CertificateVerification> {
    const cert = await this.byReference(reference);
    const photo = await this.firstPhoto(cert);
    return {
      ...toVerification(cert, this.clock.now()),
      photoUrl: photo ? `${API_BASE}${API.certificates.photo(cert.reference)}` : null,
    };
  }

  /**
   * The small preview of the item's first photo, for /verify: public as the reference is (40
   * random bits, printed on the paper), and nothing in it about the customer (the pipeline
   * stripped every photo's metadata).
   */
  async photo(reference: string): Promise<StoredObject> {
    const cert = await this.byReference(reference);
    const photo = await this.firstPhoto(cert);
    const file = photo ? await this.store.open(photo.previewPath) : null;
    if (!file) throw new DomainError('NOT_FOUND', CERTIFICATE_PHOTO_NOT_FOUND);
    return file;
  }

  private async byReference(reference: string): Promise<Certificate> {
    const normalised = reference.trim().toUpperCase();
    const cert = CERTIFICATE_REFERENCE_RE.test(normalised)
      ? await this.certificates.findOneBy({ reference: normalised })
      : null;
    if (!cert) throw new DomainError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
    return cert;
  }

  private firstPhoto(cert: Certificate) {
    return this.photos.firstPhoto(cert.valuationId);
  }
}

/** The FileStore key of a certificate's `filePath` (kept relative to DATA_DIR: `uploads/<key>`). */
export function storeKey(filePath: string): string {
  return filePath.replace(/^uploads\//, '');
}

/**
 * What the public page shows of the item (no customer data): its recorded identity, e.g. "Rolex ·
 * Submariner Date · 126610LN · ••••41K9 · Oystersteel · 41 mm · Excellent" (a serial number or
 * date code masked to its last four characters; the PDF prints it whole); without one, the brand
 * and the assessed description.
 */
export function itemSummary(
  content: Pick<CertificateContent, 'brand' | 'assessedDescription' | 'service' | 'identity'>,
): string {
  const rows = identityRows(content.service, content.identity);
  if (rows.length > 0) {
    const text = rows
      .map((r) =>
        SERIAL_IDENTITY_KEYS.includes(r.key) ? maskSerial(r.value) : r.value.replace(/\s+/g, ' '),
      )
      .join(' · ');
    return text.length > 300 ? `${text.slice(0, 297)}...` : text;
  }
  const brand = content.brand?.trim();
  const description = content.assessedDescription.replace(/\s+/g, ' ').trim();
  const text =
    brand && !description.toLowerCase().startsWith(brand.toLowerCase())
      ? `${brand}: ${description}`
      : description;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/**
 * The public answer for a certificate at `now`: `validUntil` is the date the PDF prints (the same
 * function), and a certificate past it is `expired` unless a newer one superseded it.
 */
export function toVerification(
  cert: Certificate,
  now: Date,
): Omit<CertificateVerification, 'photoUrl'> {
  const until = validUntil(new Date(cert.issuedAt));
  return {
    reference: cert.reference,
    issuedAt: new Date(cert.issuedAt).toISOString(),
    validUntil: until.toISOString(),
    service: cert.service,
    itemSummary: cert.itemSummary,
    value: Number(cert.value),
    currency: 'GBP',
    basis: cert.basis,
    valuer: cert.valuerName,
    status: cert.supersededAt
      ? 'superseded'
      : now.getTime() > until.getTime()
        ? 'expired'
        : 'valid',
  };
}
