import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  API_BASE,
  DEFAULT_VALUER_QUALIFICATION,
  EXPERT_PROFILE_RULES,
  SIGNATURE_FIELD,
  UPLOAD_KINDS,
  CATALOGUE,
  type ExpertProfile,
  valuerProfileGap,
} from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import {
  SignedUrlService,
  type SignatureQuery,
} from '../../infrastructure/signing/signed-urls.service';
import { FileStore } from '../../infrastructure/storage/file-store';
import type { Upload, UploadRules } from '../../infrastructure/uploads/upload-pipeline';
import { ExpertProfileEntity } from './entities/expert-profile.entity';

export const SIGNATURE_ERRORS = {
  missing: 'Please choose an image of your signature.',
  notFound: 'Signature not found',
  linkInvalid: 'This signature link is not valid or has expired. Reload the page to see it.',
} as const;

/** What the pipeline takes for a signature: one image, normalised like every photo. */
export const SIGNATURE_UPLOAD_RULES: UploadRules = {
  fileField: SIGNATURE_FIELD,
  maxFiles: 1,
  maxFileBytes: EXPERT_PROFILE_RULES.maxSignatureBytes,
  types: CATALOGUE.images.types,
  kinds: UPLOAD_KINDS.images,
  noun: 'signatures',
  isKnownField: () => false,
};

/** What a certificate prints in the valuer's block. */
export interface ValuerBlock {
  qualification: string;
  /** The signature as a JPEG, or null. */
  signature: Buffer | null;
}

/**
 * Experts' valuer profiles (docs/product.md §2.20, "Your valuer profile"): the qualification line
 * and the signature image the certificate prints. The signature goes through the one upload
 * pipeline (judged by content, re-encoded without metadata, flattened on white) into the
 * FileStore, and is shown through the one signed-URL service.
 */
@Injectable()
export class ExpertProfilesService {
  constructor(
    @InjectRepository(ExpertProfileEntity)
    private readonly profiles: Repository<ExpertProfileEntity>,
    private readonly store: FileStore,
    private readonly urls: SignedUrlService,
  ) {}

  async get(userId: string): Promise<ExpertProfile> {
    const row = await this.profiles.findOneBy({ userId });
    return {
      qualification: row?.qualification ?? DEFAULT_VALUER_QUALIFICATION,
      qualificationIsDefault: !row?.qualification,
      signatureUrl: row?.signatureKey
        ? this.urls.sign(`${API_BASE}/signatures/${userId}`, {
            kind: 'expert-signature',
            id: userId,
            variant: 'full',
          })
        : null,
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  }

  async setQualification(userId: string, qualification: string): Promise<ExpertProfile> {
    await this.profiles.upsert({ userId, qualification: qualification.trim() }, ['userId']);
    return this.get(userId);
  }

  /** Stores the uploaded signature (replacing the previous one) and answers the profile. */
  async setSignature(userId: string, upload: Upload): Promise<ExpertProfile> {
    const file = upload.files[0];
    if (!file)
      throw DomainError.onField('INVALID_INPUT', SIGNATURE_FIELD, SIGNATURE_ERRORS.missing);
    const key = `staff/${userId}/signature-${file.id}.jpg`;
    const previous = (await this.profiles.findOneBy({ userId }))?.signatureKey ?? null;
    await this.store.moveIn(key, file.path, 'image/jpeg');
    await this.profiles.upsert({ userId, signatureKey: key }, ['userId']);
    if (previous && previous !== key) await this.store.delete([previous]);
    return this.get(userId);
  }

  /** The signature image by its signed URL (the staff screen's <img>). */
  async signatureFile(userId: string, query: SignatureQuery) {
    const signed = { kind: 'expert-signature', id: userId, variant: 'full' } as const;
    if (!this.urls.verify(signed, query))
      throw new DomainError('FORBIDDEN', SIGNATURE_ERRORS.linkInvalid);
    const row = await this.profiles.findOneBy({ userId });
    const file = row?.signatureKey ? await this.store.open(row.signatureKey) : null;
    if (!file) throw new DomainError('NOT_FOUND', SIGNATURE_ERRORS.notFound);
    return file;
  }

  /**
   * What the valuer must still add before issuing a certificate (their own qualification, their
   * signature), as a sentence; null when their profile is complete.
   */
  async certificateGap(userId: string): Promise<string | null> {
    const row = await this.profiles.findOneBy({ userId });
    return valuerProfileGap({
      qualificationIsDefault: !row?.qualification,
      hasSignature: !!row?.signatureKey,
    });
  }

  /** The valuer's block of a certificate: their qualification (or the default) and signature. */
  async valuerBlock(userId: string | null): Promise<ValuerBlock> {
    const row = userId ? await this.profiles.findOneBy({ userId }) : null;
    const signature = row?.signatureKey
      ? await this.store.read(row.signatureKey).catch(() => null)
      : null;
    return { qualification: row?.qualification ?? DEFAULT_VALUER_QUALIFICATION, signature };
  }
}
