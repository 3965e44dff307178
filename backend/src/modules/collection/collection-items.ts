import {
  catalogueService,
  identityRows,
  londonDate,
  VALUATION_BASIS_LABELS,
  type CollectionEstimate,
  type CollectionItem,
  type CollectionOrder,
  type CollectionSort,
  type CollectionTotals,
  type ServiceType,
} from '@valuation/contracts';
import type { ValuedItem } from '../valuations';

/**
 * The collection's rules (contracts.md, "My collection and the insurance schedule") as plain
 * functions: an item's title and searchable text, the filter, the order, the totals and the
 * schedule's rows. The services feed them what the valuations and market-movements doors tell.
 */

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/** "Rolex Submariner", "“Summer Garden” by Jane Hale", else the brand and the description. */
export function itemTitle(item: ValuedItem): string {
  const id = item.identity ?? {};
  if (item.service === 'art' && (id.title || id.artist)) {
    return clip(
      [id.title ? `“${id.title.trim()}”` : '', id.artist?.trim()].filter(Boolean).join(' by '),
      120,
    );
  }
  const maker = id.brand?.trim() || item.brand;
  const model = id.model?.trim() || item.model?.trim();
  if (maker && model) return clip(`${maker} ${model}`, 120);
  const description = item.description.replace(/\s+/g, ' ').trim();
  const firstPart = description.split(/[.\n]/)[0] ?? '';
  const base = maker ? `${maker}: ${firstPart}` : firstPart;
  return clip(base || catalogueService(item.service)?.name || item.service, 120);
}

/** What `q` is matched against: maker/brand, model, reference, serial, title and description. */
export function searchableText(item: ValuedItem, title: string): string {
  const id = item.identity ?? {};
  return [
    item.brand,
    id.brand,
    id.artist,
    item.model,
    id.model,
    id.title,
    item.reference,
    id.reference,
    item.serial,
    id.serial,
    id.dateCode,
    title,
    item.description,
  ]
    .filter((s): s is string => typeof s === 'string' && s !== '')
    .join('\n')
    .toLowerCase();
}

export function toCollectionItem(
  item: ValuedItem,
  estimate: CollectionEstimate | null,
  excluded: boolean,
): CollectionItem {
  return {
    id: item.id,
    latestRequestId: item.latestRequestId,
    title: itemTitle(item),
    service: item.service,
    identity: item.identity,
    photoUrl: item.photoUrl,
    value: item.current.value,
    currency: 'GBP',
    basis: item.current.basis,
    valuedAt: item.current.valuedAt,
    certificateReference: item.current.certificateReference,
    validUntil: item.validUntil,
    revaluationDueAt: item.revaluationDueAt,
    estimate,
    excluded,
    history: item.history,
  };
}

export interface CollectionFilter {
  q?: string;
  service?: ServiceType;
  sort?: CollectionSort;
  order?: CollectionOrder;
}

/** The order's default: the newest valuation first; the soonest revaluation first for `due`. */
export function defaultOrder(sort: CollectionSort): CollectionOrder {
  return sort === 'due' ? 'asc' : 'desc';
}

/**
 * The items `q` (case ignored) and `service` keep, in the asked order (`date` by default); items
 * without a revaluation date come last when sorting by `due`, whatever the order. Ties: title.
 */
export function filterAndSort(
  items: { item: CollectionItem; text: string }[],
  filter: CollectionFilter,
): CollectionItem[] {
  const q = filter.q?.trim().toLowerCase() ?? '';
  const sort = filter.sort ?? 'date';
  const sign = (filter.order ?? defaultOrder(sort)) === 'asc' ? 1 : -1;
  const key = (i: CollectionItem): number | null =>
    sort === 'value'
      ? i.value
      : sort === 'due'
        ? i.revaluationDueAt
          ? Date.parse(i.revaluationDueAt)
          : null
        : Date.parse(i.valuedAt);
  return items
    .filter(
      ({ item, text }) => (!filter.service || item.service === filter.service) && text.includes(q),
    )
    .map(({ item }) => item)
    .sort((a, b) => {
      const ka = key(a);
      const kb = key(b);
      if (ka === null || kb === null) {
        if (ka !== kb) return ka === null ? 1 : -1;
      } else if (ka !== kb) return (ka - kb) * sign;
      return byTitle(a, b);
    });
}

/** Ties: by title, then id (a collator made once: localeCompare builds one per call). */
const collator = new Intl.Collator('en-GB');
const byTitle = (a: CollectionItem, b: CollectionItem) =>
  collator.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Whole pounds; items left out are not counted. */
export function totalsOf(
  items: readonly Pick<CollectionItem, 'service' | 'value' | 'excluded'>[],
): CollectionTotals {
  const byService: CollectionTotals['byService'] = {};
  let value = 0;
  let count = 0;
  for (const i of items) {
    if (i.excluded) continue;
    count += 1;
    value += i.value;
    const s = (byService[i.service] ??= { items: 0, value: 0 });
    s.items += 1;
    s.value += i.value;
  }
  for (const s of Object.values(byService)) s.value = Math.round(s.value);
  return { items: count, value: Math.round(value), byService };
}

/** One row of the insurance schedule (PDF and CSV), in the order insurers read it. */
export interface ScheduleRow {
  /** 1, 2, … in the schedule's order. */
  number: number;
  itemId: string;
  title: string;
  /** The title with the identity's fields ("Maker: Rolex; Model: Submariner; …"). */
  description: string;
  service: ServiceType;
  /** "Watch", "Jewellery"… (the catalogue's name). */
  category: string;
  identity: CollectionItem['identity'];
  identityRows: { label: string; value: string }[];
  certificateReference: string;
  /** ISO instant. */
  valuedAt: string;
  /** The valuation date as printed (UK day, YYYY-MM-DD). */
  valuationDate: string;
  basis: CollectionItem['basis'];
  basisLabel: string;
  /** The certificate's "Valid until" (ISO instant). */
  validUntil: string;
  /** Pounds (two decimals at most). */
  value: number;
  photoUrl: string | null;
}

/** The schedule's rows: the included items, the most valuable first. */
export function scheduleRows(items: readonly CollectionItem[]): ScheduleRow[] {
  return items
    .filter((i) => !i.excluded)
    .sort((a, b) => b.value - a.value || byTitle(a, b))
    .map((i, index) => {
      const rows = identityRows(i.service, i.identity ?? {}).map(({ label, value }) => ({
        label,
        value: value.replace(/\s+/g, ' '),
      }));
      const details = rows.map((r) => `${r.label}: ${r.value}`).join('; ');
      return {
        number: index + 1,
        itemId: i.id,
        title: i.title,
        description: details ? `${i.title}. ${details}` : i.title,
        service: i.service,
        category: catalogueService(i.service)?.name ?? i.service,
        identity: i.identity,
        identityRows: rows,
        certificateReference: i.certificateReference,
        valuedAt: i.valuedAt,
        valuationDate: londonDate(i.valuedAt),
        basis: i.basis,
        basisLabel: VALUATION_BASIS_LABELS[i.basis],
        validUntil: i.validUntil,
        value: i.value,
        photoUrl: i.photoUrl,
      };
    });
}
