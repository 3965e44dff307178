import { formatGbp, formatUkDay } from '@valuation/contracts';
import { escapeHtml, escapeMultiline, GOLD, layout, MailContent, plainText } from './mail-layout';

// --- Valuation requests (contracts: Valuation requests, Payments) -------------------------------

export interface ValuationMailData {
  firstName: string;
  reference: string;
  /** e.g. "Watch valuation, Express" */
  description: string;
  /** Pounds. */
  total: number;
  /** The request's page, absolute. */
  url: string;
}

/** "£95.00" in HTML and in the text part alike (contracts' formatGbp, as the app writes it). */
const pounds = formatGbp;

export function valuationReceivedMail(v: ValuationMailData, payUrl: string): MailContent {
  return {
    subject: `Valuation request ${v.reference} received`,
    html: layout(
      'We have received your valuation request',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Thank you for your request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}). The price is ${pounds(v.total)}, paid in advance.`,
        'Our expert starts as soon as the payment is made. You can follow the request from your dashboard.',
      ],
      { label: 'Pay and follow your request', url: payUrl },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Thank you for your request ${v.reference} (${v.description}). The price is ${pounds(v.total)}, paid in advance.`,
      'Our expert starts as soon as the payment is made. You can follow the request from your dashboard.',
      `Pay and follow your request:\n${payUrl}`,
      'Luxe Valuations, London',
    ]),
  };
}

export function valuationUnpaidReminderMail(
  v: ValuationMailData,
  payUrl: string,
  expiryDays: number,
): MailContent {
  return {
    subject: `Your valuation request ${v.reference} is awaiting payment`,
    html: layout(
      'Your request is awaiting payment',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Your request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}) is ready for our experts once the payment of ${pounds(v.total)} is made.`,
        `An unpaid request is cancelled, and its photos deleted, ${expiryDays} days after it was made.`,
      ],
      { label: 'Pay now', url: payUrl },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Your request ${v.reference} (${v.description}) is ready for our experts once the payment of ${pounds(v.total)} is made.`,
      `An unpaid request is cancelled, and its photos deleted, ${expiryDays} days after it was made.`,
      `Pay now:\n${payUrl}`,
      'Luxe Valuations, London',
    ]),
  };
}

export function paymentReceiptMail(
  v: ValuationMailData,
  paidAt: Date,
  dueAt: Date | null,
): MailContent {
  const paid = formatUkDay(paidAt, paidAt);
  const due = dueAt
    ? `Our expert's valuation is expected by ${formatUkDay(dueAt, paidAt)}.`
    : 'Our expert will start shortly.';
  return {
    subject: `Payment receipt for valuation request ${v.reference}`,
    html: layout(
      'Payment received, thank you',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `We received your payment of ${pounds(v.total)} on ${paid} for request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}).`,
        escapeHtml(due),
        'You may cancel for a full refund within 14 days of payment, as long as our expert has not started.',
      ],
      { label: 'Follow your request', url: v.url },
      'Please keep this email as your receipt.',
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `We received your payment of ${pounds(v.total)} on ${paid} for request ${v.reference} (${v.description}).`,
      due,
      'You may cancel for a full refund within 14 days of payment, as long as our expert has not started.',
      `Follow your request:\n${v.url}`,
      'Please keep this email as your receipt.',
      'Luxe Valuations, London',
    ]),
  };
}

/** Cancelled, by the customer or after 30 days unpaid; `refunded` when a payment was returned. */
export function valuationCancelledMail(
  v: ValuationMailData,
  reason: 'customer' | 'expired',
  refunded: boolean,
): MailContent {
  const why =
    reason === 'expired'
      ? 'It was not paid within 30 days, so it has been cancelled and its photos deleted.'
      : 'It has been cancelled as you asked.';
  const refund = refunded
    ? `The full amount of ${pounds(v.total)} has been refunded to your card; it usually appears within 5 to 10 business days.`
    : null;
  return {
    subject: refunded
      ? `Valuation request ${v.reference} cancelled and refunded`
      : `Valuation request ${v.reference} cancelled`,
    html: layout(
      refunded ? 'Your request was cancelled and refunded' : 'Your request was cancelled',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Your valuation request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}): ${escapeHtml(why)}`,
        ...(refund ? [escapeHtml(refund)] : []),
      ],
      { label: 'Go to your dashboard', url: v.url },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Your valuation request ${v.reference} (${v.description}): ${why}`,
      ...(refund ? [refund] : []),
      `Go to your dashboard:\n${v.url}`,
      'Luxe Valuations, London',
    ]),
  };
}

/** Any other status change (in review, more information requested, completed). */
export function valuationStatusMail(
  v: ValuationMailData,
  statusLabel: string,
  note: string | null,
): MailContent {
  return {
    subject: `Valuation request ${v.reference}: ${statusLabel}`,
    html: layout(
      `Your request is now: ${statusLabel}`,
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `The status of your valuation request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}) is now <strong>${escapeHtml(statusLabel)}</strong>.`,
        ...(note ? [escapeMultiline(note)] : []),
      ],
      { label: 'See your request', url: v.url },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `The status of your valuation request ${v.reference} (${v.description}) is now ${statusLabel}.`,
      ...(note ? [note] : []),
      `See your request:\n${v.url}`,
      'Luxe Valuations, London',
    ]),
  };
}

// --- Staff console and lifetime support (docs/product.md §2.20, §2.21) -------------------------

export interface CertificateMailData {
  reference: string;
  /** Pounds, written "£12,450.50" in HTML and text. */
  value: number;
  basis: string;
  verifyUrl: string;
}

export function valuationCompletedMail(v: ValuationMailData, c: CertificateMailData): MailContent {
  return {
    subject: `Your valuation ${v.reference} is complete`,
    html: layout(
      'Your valuation is complete',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Our expert has completed your valuation <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}): <strong>${pounds(c.value)}</strong>, ${escapeHtml(c.basis.toLowerCase())} basis.`,
        `Your certificate <strong>${escapeHtml(c.reference)}</strong> is ready to download from your request's page. Anyone you give the reference to (your insurer, for example) can check it at <a href="${escapeHtml(c.verifyUrl)}" style="color:${GOLD};">${escapeHtml(c.verifyUrl)}</a>.`,
      ],
      { label: 'Download your certificate', url: v.url },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Our expert has completed your valuation ${v.reference} (${v.description}): ${pounds(c.value)}, ${c.basis.toLowerCase()} basis.`,
      `Your certificate ${c.reference} is ready to download from your request's page:\n${v.url}`,
      `Anyone you give the reference to (your insurer, for example) can check it at:\n${c.verifyUrl}`,
      'Luxe Valuations, London',
    ]),
  };
}
