import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CATALOGUE,
  type ItemIdentity,
  type PostalAddress,
  type ServiceType,
  type ValuationBasis,
} from '@valuation/contracts';
import { Repository } from 'typeorm';
import { ValuationPhoto } from './entities/valuation-photo.entity';
import { ValuationRequest } from './entities/valuation-request.entity';
import { PhotoStorageService } from './photo-storage.service';

/** One completed valuation of an item (its own request or a revaluation of it). */
export interface ValuedItemValuation {
  requestId: string;
  value: number;
  basis: ValuationBasis;
  valuedAt: string;
  certificateReference: string;
}

/**
 * A customer's valued item as the valuations module tells it (the collection module reads it; it
 * never reads the requests' table): a completed request with its completed revaluations
 * (`revaluationOfId`, followed to the first request), its current valuation the latest one.
 */
export interface ValuedItem {
  /** The first request's id: the item's id through its revaluations. */
  id: string;
  latestRequestId: string;
  service: ServiceType;
  /** The maker or brand the customer gave (watches and handbags), or null. */
  brand: string | null;
  model: string | null;
  reference: string | null;
  serial: string | null;
  description: string;
  identity: ItemIdentity | null;
  /** A signed, short-lived preview of the latest request's first photo (else the item's first). */
  photoUrl: string | null;
  photoId: string | null;
  current: ValuedItemValuation;
  /** The certificate's "Valid until": issued + the auto-revalue's years. */
  validUntil: string;
  revaluationDueAt: string | null;
  /** Earlier valuations, newest first. */
  history: ValuedItemValuation[];
}

/** A completed request as the list reads it: only the columns an item needs. */
type Row = Pick<
  ValuationRequest,
  | 'id'
  | 'serviceType'
  | 'watchBrand'
  | 'otherWatchBrand'
  | 'handbagBrand'
  | 'otherHandbagBrand'
  | 'itemDescription'
  | 'itemModel'
  | 'itemReference'
  | 'itemSerial'
  | 'resultValue'
  | 'resultBasis'
  | 'resultIdentity'
  | 'certificateReference'
  | 'reference'
  | 'completedAt'
  | 'revaluationDueAt'
  | 'revaluationOfId'
>;

/**
 * Raw rather than `find`: entity hydration cost more than the query itself at 500 rows. Over the
 * (userId, createdAt) index; only completed requests with a result are items.
 */
const COMPLETED_OF_USER = `
  SELECT "id", "serviceType", "watchBrand", "otherWatchBrand", "handbagBrand", "otherHandbagBrand",
         "itemDescription", "itemModel", "itemReference", "itemSerial", "resultValue",
         "resultBasis", "resultIdentity", "certificateReference", "reference", "completedAt",
         "revaluationDueAt", "revaluationOfId"
    FROM "valuation_requests"
   WHERE "userId" = $1 AND "status" = 'completed'
     AND "resultValue" IS NOT NULL AND "resultBasis" IS NOT NULL AND "completedAt" IS NOT NULL`;

/** The certificate's validity (CertificatesService prints the same date: issued + 2 years). */
function validUntil(completedAt: Date): string {
  const d = new Date(completedAt);
  d.setUTCFullYear(d.getUTCFullYear() + CATALOGUE.autoRevalue.afterYears);
  return d.toISOString();
}

function valuationOf(r: Row): ValuedItemValuation {
  return {
    requestId: r.id,
    value: Number(r.resultValue),
    basis: r.resultBasis!,
    valuedAt: new Date(r.completedAt!).toISOString(),
    certificateReference: r.certificateReference ?? r.reference,
  };
}

const brandOf = (r: Row): string | null => {
  const pick = (b: string | null, other: string | null) =>
    b === 'Other' ? other?.trim() || null : b?.trim() || null;
  return pick(r.watchBrand, r.otherWatchBrand) ?? pick(r.handbagBrand, r.otherHandbagBrand);
};

/**
 * The completed valuations of a customer grouped into items (issue 34, "My collection"), in two
 * queries whatever their number: the completed requests (index (userId, createdAt)) and the first
 * photo of each (index (valuationId, uploadedAt)).
 */
@Injectable()
export class ValuedItemsService {
  constructor(
    @InjectRepository(ValuationRequest) private readonly requests: Repository<ValuationRequest>,
    @InjectRepository(ValuationPhoto) private readonly photos: Repository<ValuationPhoto>,
    private readonly storage: PhotoStorageService,
  ) {}

  /** The customer's valued items, newest valuation first. */
  async itemsOf(userId: string): Promise<ValuedItem[]> {
    const done: Row[] = await this.requests.query(COMPLETED_OF_USER, [userId]);
    if (done.length === 0) return [];
    const byId = new Map(done.map((r) => [r.id, r]));
    const rootOf = (r: Row): string => {
      let at = r;
      const seen = new Set<string>();
      while (at.revaluationOfId && byId.has(at.revaluationOfId) && !seen.has(at.id)) {
        seen.add(at.id);
        at = byId.get(at.revaluationOfId)!;
      }
      return at.id;
    };
    const chains = new Map<string, Row[]>();
    for (const r of done) {
      const root = rootOf(r);
      chains.set(root, [...(chains.get(root) ?? []), r]);
    }
    const firstPhotos = await this.firstPhotos(done.map((r) => r.id));
    const items: ValuedItem[] = [];
    for (const [root, chain] of chains) {
      chain.sort((a, b) => new Date(b.completedAt!).getTime() - new Date(a.completedAt!).getTime());
      const latest = chain[0];
      const photoId =
        firstPhotos.get(latest.id) ??
        chain.map((r) => firstPhotos.get(r.id)).find((p) => p !== undefined) ??
        null;
      items.push({
        id: root,
        latestRequestId: latest.id,
        service: latest.serviceType,
        brand: brandOf(latest),
        model: latest.itemModel,
        reference: latest.itemReference,
        serial: latest.itemSerial,
        description: latest.itemDescription,
        identity: latest.resultIdentity,
        photoId,
        photoUrl: photoId ? this.storage.signedUrl(photoId, 'preview') : null,
        current: valuationOf(latest),
        validUntil: validUntil(latest.completedAt!),
        revaluationDueAt: latest.revaluationDueAt
          ? new Date(latest.revaluationDueAt).toISOString()
          : null,
        history: chain.slice(1).map(valuationOf),
      });
    }
    // ISO instants order as text; a plain comparison (localeCompare is ICU's, and slow at 500)
    return items.sort((a, b) =>
      a.current.valuedAt < b.current.valuedAt
        ? 1
        : a.current.valuedAt > b.current.valuedAt
          ? -1
          : 0,
    );
  }

  /** The address given with the customer's latest completed request (the schedule's fallback). */
  async latestAddressOf(userId: string): Promise<PostalAddress | null> {
    const row = await this.requests.findOne({
      select: ['id', 'address'],
      where: { userId, status: 'completed' },
      order: { completedAt: 'DESC' },
    });
    return row?.address ?? null;
  }

  /** The first photo of each request (one query; DISTINCT ON over the (valuationId, uploadedAt) index). */
  private async firstPhotos(requestIds: string[]): Promise<Map<string, string>> {
    const rows: { valuationId: string; id: string }[] = await this.photos.query(
      `SELECT DISTINCT ON ("valuationId") "valuationId", "id"
         FROM "valuation_photos"
        WHERE "valuationId" = ANY($1::uuid[])
        ORDER BY "valuationId", "uploadedAt" ASC, "id" ASC`,
      [requestIds],
    );
    return new Map(rows.map((r) => [r.valuationId, r.id]));
  }
}
