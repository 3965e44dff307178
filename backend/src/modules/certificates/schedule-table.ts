/**
 * The insurance schedule's table (its columns, in the contracts' order, and the identity line of a
 * row) and how the schedule's blocks are laid out across pages: a row never splits, and the page it
 * starts a table on repeats the table's header above it.
 */
import { catalogueService, identityRows } from '@valuation/contracts';
import type { SchedulePdfRow } from './schedule-data';

export const MARGIN = 40;
export const CELL_PAD_X = 4;
export const CELL_PAD_Y = 5;

/** The table's columns, in the contracts' order (widths in points; A4 less the margins: 515). */
export const COLUMNS = [
  { key: 'number', label: 'No.', width: 26 },
  { key: 'description', label: 'Description', width: 201 },
  { key: 'certificate', label: 'Certificate', width: 82 },
  { key: 'date', label: 'Valued on', width: 62 },
  { key: 'basis', label: 'Basis', width: 64 },
  { key: 'value', label: 'Value', width: 80, align: 'right' as const },
] as const;
export type ColumnKey = (typeof COLUMNS)[number]['key'];

export const fullWidth = COLUMNS.reduce((sum, c) => sum + c.width, 0);
export const columnX: Record<ColumnKey, number> = (() => {
  let x = MARGIN;
  const out = {} as Record<ColumnKey, number>;
  for (const c of COLUMNS) {
    out[c.key] = x;
    x += c.width;
  }
  return out;
})();
export const cellWidth = (key: ColumnKey) =>
  COLUMNS.find((c) => c.key === key)!.width - 2 * CELL_PAD_X;

/** "Maker: Rolex · Model: Submariner Date · …", after the category. */
export function identityLine(row: SchedulePdfRow): string {
  const category = catalogueService(row.service)?.name ?? row.service;
  const fields = row.identity ? identityRows(row.service, row.identity) : [];
  return [category, ...fields.map((f) => `${f.label}: ${f.value}`)].join(' · ');
}

/** What a block needs: its height, measured before anything is drawn, and how to draw it at y. */
export interface Block {
  height: number;
  /** A table row: the page it starts on repeats the table's header above it. */
  row: boolean;
  draw: (y: number) => void;
}

/** A block placed: its top, and whether the table's header is drawn above it. */
export interface PlannedBlock {
  block: Block;
  y: number;
  header: boolean;
}

export interface PagePlanOptions {
  /** Where the first page's content starts (below its taller header). */
  firstTop: number;
  laterTop: number;
  contentBottom: number;
  headerHeight: number;
}

/** Which blocks go on which page, and where: measured heights only, nothing drawn. */
export function planPages(
  blocks: Block[],
  { firstTop, laterTop, contentBottom, headerHeight }: PagePlanOptions,
): PlannedBlock[][] {
  const pages: PlannedBlock[][] = [[]];
  let y = firstTop;
  let tableOnPage = false;
  for (const block of blocks) {
    const extra = block.row && !tableOnPage ? headerHeight : 0;
    if (y + extra + block.height > contentBottom && pages[pages.length - 1].length > 0) {
      pages.push([]);
      y = laterTop;
      tableOnPage = false;
    }
    const header = block.row && !tableOnPage;
    if (header) y += headerHeight;
    pages[pages.length - 1].push({ block, y, header });
    tableOnPage ||= block.row;
    y += block.height;
  }
  return pages;
}
