import type {
  CollectionTotals,
  ItemIdentity,
  PostalAddress,
  ServiceType,
  ValuationBasis,
} from '@valuation/contracts';

/** One included item of the insurance schedule: its latest completed valuation. */
export interface SchedulePdfRow {
  title: string;
  service: ServiceType;
  identity: ItemIdentity | null;
  /** Pounds. */
  value: number;
  basis: ValuationBasis;
  valuedAt: string | Date;
  certificateReference: string;
}

/**
 * Everything printed on an insurance schedule (contracts.md, "My collection and the insurance
 * schedule"). Like the certificate's, the renderer is pure: data in, PDF out; no database, no
 * clock, no file system beyond the bundled fonts.
 */
export interface SchedulePdfData {
  customerName: string;
  /** The customer's postal address; null on the shared (public) schedule, or when none is known. */
  address: PostalAddress | null;
  /** The schedule's date. */
  date: Date;
  /** Whom a shared schedule was made for (the public version only). */
  recipient?: string | null;
  /** The included items, in the order they are numbered (items left out are not given). */
  items: SchedulePdfRow[];
  totals: CollectionTotals;
  /** PUBLIC_URL: the verify links are absolute. */
  publicUrl: string;
}
