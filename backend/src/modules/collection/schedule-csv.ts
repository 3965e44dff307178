import { SCHEDULE_CSV_COLUMNS } from '@valuation/contracts';
import type { ScheduleRow } from './collection-items';

/**
 * A cell as a spreadsheet reads it safely: text starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before a formula) gets a leading apostrophe, so it is never
 * run as a formula; then RFC 4180 quoting when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Pounds without a symbol or thousands separators, two decimals: 12450.00. */
export function csvPounds(value: number): string {
  return value.toFixed(2);
}

/** The schedule as CSV (UTF-8, CRLF line ends, the header row of SCHEDULE_CSV_COLUMNS). */
export function scheduleCsv(rows: readonly ScheduleRow[]): string {
  const lines = [SCHEDULE_CSV_COLUMNS.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        String(r.number),
        csvCell(r.description),
        csvCell(r.category),
        csvCell(r.certificateReference),
        r.valuationDate,
        csvCell(r.basisLabel),
        csvPounds(r.value),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
