import { formatUkDate, formatUkDateTime } from '@valuation/contracts';

/** "23 Nov 2026, 15:40" (the viewer's time zone) */
export const formatDateTime = (iso: string) => formatUkDateTime(iso, 'local');
/** "23 November 2026" (the viewer's time zone) */
export const formatDate = (iso: string) => formatUkDate(iso, 'local');
