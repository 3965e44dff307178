import { formatPrice } from '../../catalogue';

/** The subject "Schedule Home Visit" pre-fills on the contact form (docs/product.md §2). */
export const HOME_VISIT_SUBJECT = 'Home Visit Valuation Service Enquiry';

/**
 * The drafted enquiry "Schedule Home Visit" pre-fills on the contact form; it quotes the hourly
 * rate (from the catalogue) as "£185 per hour".
 */
export function homeVisitEnquiryMessage(hourlyRate: number, currency = 'GBP'): string {
  return [
    'Hello,',
    '',
    `I would like to arrange a home visit to value my jewellery for insurance. I understand the service is charged at ${formatPrice(hourlyRate, currency)} per hour and that a deposit may be required when booking.`,
    '',
    'Please let me know your availability and anything you need from me before the visit.',
    '',
    'Thank you.',
  ].join('\n');
}
