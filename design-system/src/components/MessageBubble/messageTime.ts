import { formatUkClock } from '@valuation/contracts';
// A module of its own: the staff inbox shows message times without loading the bubble (its
// progress bars and icons) at first load (issue 27).

/** HH:mm in the viewer's time zone (docs/product.md §2.17). */
export function formatMessageTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : formatUkClock(date, 'local');
}
