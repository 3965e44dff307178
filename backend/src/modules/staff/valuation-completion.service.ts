import { Injectable, Logger } from '@nestjs/common';
import {
  CATALOGUE,
  identityFromRequest,
  itemIdentityProblems,
  VALUATION_BASIS_LABELS,
  VALUATION_ERRORS,
  brandOf,
  type ItemIdentity,
  type StaffValuation,
} from '@valuation/contracts';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../common/domain-error';
import type { AuthenticatedUser } from '../auth';
import { type CertificateContent, CertificatesService, renderCertificate } from '../certificates';
import { ExpertProfilesService } from '../expert-profiles';
import { valuationCompletedMail } from '../../infrastructure/mail/mail.templates';
import {
  PhotoStorageService,
  ValuationDirectoryService,
  ValuationLifecycleService,
  type ValuationRequest,
} from '../valuations';
import type { CompleteValuationDto } from './dto/staff-valuation.dto';
import { RevaluationJobs } from './revaluation-jobs';
import {
  addYears,
  fullName,
  STAFF_ERRORS,
  StaffValuationsService,
} from './staff-valuations.service';

/** The reference a preview prints where the certificate's will be. */
export const PREVIEW_REFERENCE = 'LVC-PREVIEW';

/**
 * Completing a valuation and its certificate (docs/product.md §2.20 "Complete", §2.21): the
 * identity checked against the service's fields, a preview rendered from the same content as the
 * certificate (nothing stored, no status change), then on the expert's confirmation the
 * certificate issued, the request completed, the customer mailed. Also the PDF download.
 */
@Injectable()
export class ValuationCompletionService {
  private readonly logger = new Logger(ValuationCompletionService.name);

  constructor(
    private readonly requests: ValuationDirectoryService,
    private readonly staff: StaffValuationsService,
    private readonly lifecycle: ValuationLifecycleService,
    private readonly storage: PhotoStorageService,
    private readonly certificates: CertificatesService,
    private readonly profiles: ExpertProfilesService,
    private readonly revaluationJobs: RevaluationJobs,
    private readonly clock: Clock,
  ) {}

  /** The certificate as it would be issued now, marked PREVIEW; nothing is stored or changed. */
  async preview(id: string, caller: AuthenticatedUser, dto: CompleteValuationDto): Promise<Buffer> {
    const v = await this.staff.workable(id, caller);
    const content = await this.content(v, caller, dto, this.clock.now());
    return renderCertificate({
      ...content,
      reference: PREVIEW_REFERENCE,
      issuedAt: this.clock.now(),
      verifyUrl: this.certificates.verifyUrl(PREVIEW_REFERENCE),
      preview: true,
    });
  }

  /** → completed: the result recorded, the certificate issued, the customer mailed. */
  async complete(
    id: string,
    caller: AuthenticatedUser,
    dto: CompleteValuationDto,
  ): Promise<StaffValuation> {
    const v = await this.staff.workable(id, caller);
    // No certificate without the valuer's own qualification and signature (contracts).
    const gap = await this.profiles.certificateGap(caller.id);
    if (gap) throw new DomainError('CONFLICT', gap);
    const identity = this.identity(v, dto.identity);
    await this.staff.startIfPaid(v, caller);
    const now = this.clock.now();
    const valuerName = fullName(caller);
    const content = await this.content(v, caller, dto, now);
    const certificate = await this.certificates.issue(v.id, content, v.userId);
    let done: ValuationRequest;
    try {
      done = await this.lifecycle.transition(id, 'completed', {
        actorId: caller.id,
        actorLabel: valuerName,
        note: `Certificate ${certificate.reference} issued`,
        from: ['in_review', 'info_requested'],
        mail: false,
        set: {
          resultValue: dto.value.toFixed(2),
          resultBasis: dto.basis,
          resultAssessedDescription: dto.assessedDescription.trim(),
          resultIdentity: identity,
          resultValuerId: caller.id,
          resultValuerName: valuerName,
          certificateReference: certificate.reference,
          completedAt: now,
          revaluationDueAt: content.revaluationDueAt,
          ...(dto.notes?.trim() ? { internalNotes: dto.notes.trim() } : {}),
        },
      });
    } catch (error) {
      await this.certificates.discard(certificate);
      throw error;
    }
    if (done.revaluationOfId) await this.supersedeOriginal(done.revaluationOfId);
    if (content.revaluationDueAt)
      await this.revaluationJobs.schedule(done.id, content.revaluationDueAt);
    await this.lifecycle.send(
      done,
      valuationCompletedMail(this.lifecycle.mailData(done), {
        reference: certificate.reference,
        value: dto.value,
        basis: VALUATION_BASIS_LABELS[dto.basis],
        verifyUrl: this.certificates.verifyUrl(certificate.reference),
      }),
      false,
      'Your valuation is complete and your certificate is ready to download.',
    );
    return this.staff.detail(id);
  }

  /** The certificate PDF for the owner or staff, once completed (anyone else: NOT_FOUND). */
  async certificatePdf(
    id: string,
    caller: AuthenticatedUser,
  ): Promise<{ pdf: Buffer; reference: string }> {
    const v = await this.requests.findById(id);
    const staff = caller.role === 'expert' || caller.role === 'admin';
    if (!v || (!staff && v.userId !== caller.id))
      throw new DomainError('NOT_FOUND', VALUATION_ERRORS.notFound);
    const certificate = v.status === 'completed' ? await this.certificates.latestFor(v.id) : null;
    if (!certificate) throw new DomainError('CONFLICT', STAFF_ERRORS.certificateNotReady);
    return { pdf: await this.certificates.pdf(certificate), reference: certificate.reference };
  }

  /** The identity to record: the expert's, checked against the service; else the request's. */
  private identity(v: ValuationRequest, given: ItemIdentity | undefined): ItemIdentity {
    if (given === undefined) return identityFromRequest(v.serviceType, requestIdentity(v));
    const problems = itemIdentityProblems(v.serviceType, given);
    if (problems.length > 0)
      throw new DomainError('INVALID_INPUT', problems.map((p) => p.message).join('. '), problems);
    const clean: ItemIdentity = {};
    for (const [key, value] of Object.entries(given) as [keyof ItemIdentity, string][])
      if (value.trim()) clean[key] = value.trim();
    return clean;
  }

  /** Everything the certificate prints for this completion (the preview and the issue alike). */
  private async content(
    v: ValuationRequest,
    caller: AuthenticatedUser,
    dto: CompleteValuationDto,
    now: Date,
  ): Promise<CertificateContent> {
    const identity = this.identity(v, dto.identity);
    const valuer = await this.profiles.valuerBlock(caller.id);
    return {
      ...(await this.requestContent(v)),
      identity,
      assessedDescription: dto.assessedDescription.trim(),
      value: dto.value,
      basis: dto.basis,
      valuer: { name: fullName(caller), ...valuer },
      revaluationDueAt: v.autoRevalue ? addYears(now, CATALOGUE.autoRevalue.afterYears) : null,
    };
  }

  /** The certificate's facts that come from the request (photos as JPEG masters). */
  private async requestContent(
    v: ValuationRequest,
  ): Promise<
    Pick<CertificateContent, 'valuationReference' | 'customer' | 'service' | 'brand' | 'photos'>
  > {
    const photos = await this.requests.newestPhotos(v.id, 5);
    const buffers: Buffer[] = [];
    for (const photo of photos.reverse()) {
      const bytes = await this.storage.read(photo.path).catch(() => null);
      if (bytes) buffers.push(bytes);
      else
        this.logger.warn(
          `Photo ${photo.id} of ${v.reference} is missing; left off the certificate`,
        );
    }
    return {
      valuationReference: v.reference,
      customer: { name: `${v.firstName} ${v.lastName}`.trim(), address: v.address },
      service: v.serviceType,
      brand: brandOf(v),
      photos: buffers,
    };
  }

  private async supersedeOriginal(originalId: string): Promise<void> {
    const original = await this.requests.findById(originalId);
    if (!original || original.status !== 'completed' || original.resultValue === null) return;
    const valuer = await this.profiles.valuerBlock(original.resultValuerId);
    await this.certificates.supersede(original.id, {
      ...(await this.requestContent(original)),
      identity:
        original.resultIdentity ??
        identityFromRequest(original.serviceType, requestIdentity(original)),
      assessedDescription: original.resultAssessedDescription ?? '',
      value: Number(original.resultValue),
      basis: original.resultBasis!,
      valuer: { name: original.resultValuerName ?? '', ...valuer },
      revaluationDueAt: original.revaluationDueAt,
    });
  }
}

function requestIdentity(v: ValuationRequest) {
  return {
    brand: brandOf(v),
    itemModel: v.itemModel,
    itemReference: v.itemReference,
    itemSerial: v.itemSerial,
  };
}
