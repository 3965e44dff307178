import { gold, ivory, night } from '@valuation/contracts';

/** Branded HTML + plain-text mails (night background, gold accent; inline styles only). */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  /** Where replies go, when not to the sender (the contact form's team mail). */
  replyTo?: string;
  /** A calendar invitation (text/calendar, e.g. a home visit's), shown by mail clients as one. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
}

// The app's dark scheme (design-system/src/theme/palette.ts), from the one palette in contracts.
const NIGHT = night[950];
const PANEL = night[900];
const GOLD = gold[400];
const TEXT = ivory[100];
const MUTED = night[200];

/**
 * The plain-text part: paragraphs separated by blank lines, every line wrapped at 76 columns and
 * each address on a line of its own. An ASCII text with no longer line goes out as plain 7-bit,
 * so the links in it read the same in the raw .eml as in a mail client.
 */
export function plainText(paragraphs: string[]): string {
  const wrap = (line: string): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const word of line.split(/\s+/).filter(Boolean)) {
      if (current && current.length + 1 + word.length > 76) {
        lines.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    if (current) lines.push(current);
    return lines;
  };
  return paragraphs.map((p) => p.split('\n').flatMap(wrap).join('\n')).join('\n\n');
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function layout(
  title: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  footnote?: string,
): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${TEXT};">${p}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0;"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${GOLD};color:${NIGHT};text-decoration:none;font-weight:600;padding:12px 24px;border-radius:6px;">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${MUTED};">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:${GOLD};word-break:break-all;">${escapeHtml(action.url)}</a></p>`
    : '';
  const note = footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${MUTED};">${footnote}</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${NIGHT};font-family:Georgia,'Times New Roman',serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${NIGHT};padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${PANEL};border-top:4px solid ${GOLD};border-radius:8px;">
<tr><td style="padding:28px 32px 8px;font-size:20px;letter-spacing:2px;text-transform:uppercase;color:${GOLD};">Luxe Valuations</td></tr>
<tr><td style="padding:8px 32px 32px;font-family:Helvetica,Arial,sans-serif;">
<h1 style="margin:0 0 20px;font-size:22px;font-weight:600;color:${TEXT};font-family:Georgia,'Times New Roman',serif;">${escapeHtml(title)}</h1>
${body}${button}${note}
</td></tr>
</table>
<p style="margin:20px 0 0;font-size:12px;color:${MUTED};font-family:Helvetica,Arial,sans-serif;">Luxe Valuations · London, United Kingdom</p>
</td></tr></table>
</body></html>`;
}

export function welcomeMail(firstName: string, publicUrl: string): MailContent {
  const name = escapeHtml(firstName);
  const url = `${publicUrl}/dashboard`;
  return {
    subject: 'Welcome to Luxe Valuations',
    html: layout(
      'Welcome to Luxe Valuations',
      [
        `Dear ${name},`,
        'Your account has been created. You can now request a valuation of your jewellery, watches, designer handbags or art, and chat with our certified valuers.',
      ],
      { label: 'Go to your dashboard', url },
      'If you did not create this account, please reply to this email and we will close it.',
    ),
    text: plainText([
      `Dear ${firstName},`,
      'Your account has been created. You can now request a valuation of your jewellery, watches, designer handbags or art, and chat with our certified valuers.',
      `Go to your dashboard:\n${url}`,
      'If you did not create this account, please reply to this email and we will close it.',
      'Luxe Valuations, London',
    ]),
  };
}

export function resetPasswordMail(
  firstName: string,
  resetUrl: string,
  validMinutes: number,
): MailContent {
  const name = escapeHtml(firstName);
  return {
    subject: 'Reset your Luxe Valuations password',
    html: layout(
      'Reset your password',
      [
        `Dear ${name},`,
        `We received a request to reset the password of your account. The link below works once and expires in ${validMinutes} minutes.`,
      ],
      { label: 'Choose a new password', url: resetUrl },
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ),
    text: plainText([
      `Dear ${firstName},`,
      `We received a request to reset the password of your account. The link below works once and expires in ${validMinutes} minutes.`,
      `Choose a new password:\n${resetUrl}`,
      'If you did not ask for this, you can ignore this email: your password stays the same.',
      'Luxe Valuations, London',
    ]),
  };
}

export function passwordChangedMail(firstName: string, publicUrl: string): MailContent {
  const name = escapeHtml(firstName);
  const url = `${publicUrl}/forgot-password`;
  return {
    subject: 'Your Luxe Valuations password was changed',
    html: layout(
      'Your password was changed',
      [
        `Dear ${name},`,
        'The password of your account was just changed, and your other signed-in devices were signed out.',
        'If this was not you, reset your password straight away and contact us.',
      ],
      { label: 'Reset my password', url },
    ),
    text: plainText([
      `Dear ${firstName},`,
      'The password of your account was just changed, and your other signed-in devices were signed out.',
      `If this was not you, reset your password straight away and contact us:\n${url}`,
      'Luxe Valuations, London',
    ]),
  };
}

/** Turns user-typed text into HTML: escaped, line breaks kept. */
function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

export interface EnquiryMailData {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
}

/** The contact form's message, to the team; replying answers the sender. */
export function contactTeamMail(enquiry: EnquiryMailData): MailContent {
  const subjectLine = enquiry.subject.replace(/\s+/g, ' ');
  const received = enquiry.createdAt.toISOString();
  return {
    subject: `Website enquiry: ${subjectLine}`,
    replyTo: enquiry.email,
    html: layout(
      'New enquiry from the website',
      [
        `<strong>From:</strong> ${escapeHtml(enquiry.name)} &lt;${escapeHtml(enquiry.email)}&gt;`,
        `<strong>Subject:</strong> ${escapeHtml(subjectLine)}`,
        escapeMultiline(enquiry.message),
      ],
      undefined,
      `Reply to this email to answer ${escapeHtml(enquiry.name)}. Received ${received}, reference ${escapeHtml(enquiry.id)}.`,
    ),
    text: plainText([
      `From: ${enquiry.name} <${enquiry.email}>`,
      `Subject: ${subjectLine}`,
      enquiry.message,
      `Reply to this email to answer ${enquiry.name}. Received ${received}, reference ${enquiry.id}.`,
    ]),
  };
}

/**
 * The short acknowledgement to the sender. It does not repeat the message (nor the subject), so
 * the form cannot be used to send arbitrary text to someone else's address.
 */
export function contactAcknowledgementMail(name: string): MailContent {
  return {
    subject: 'We have received your message',
    html: layout('Thank you for contacting us', [
      `Dear ${escapeHtml(name)},`,
      'Thank you for your message. A member of our valuation team will reply within one business day.',
      'Our hours are Monday to Friday 9:00 AM-6:00 PM and Saturday 10:00 AM-4:00 PM (London).',
    ]),
    text: plainText([
      `Dear ${name},`,
      'Thank you for your message. A member of our valuation team will reply within one business day.',
      'Our hours are Monday to Friday 9:00 AM-6:00 PM and Saturday 10:00 AM-4:00 PM (London).',
      'Luxe Valuations, London',
    ]),
  };
}

export function accountDeletedMail(firstName: string): MailContent {
  const name = escapeHtml(firstName);
  return {
    subject: 'Your Luxe Valuations account has been deleted',
    html: layout('Your account has been deleted', [
      `Dear ${name},`,
      'As you asked, your Luxe Valuations account and the personal data held with it (profile, sign-in sessions, passkeys and uploaded files) have been deleted.',
      'Thank you for having been with us. You are welcome to create a new account at any time.',
      'If you did not ask for this, please reply to this email straight away.',
    ]),
    text: plainText([
      `Dear ${firstName},`,
      'As you asked, your Luxe Valuations account and the personal data held with it (profile, sign-in sessions, passkeys and uploaded files) have been deleted.',
      'Thank you for having been with us. You are welcome to create a new account at any time.',
      'If you did not ask for this, please reply to this email straight away.',
      'Luxe Valuations, London',
    ]),
  };
}

// --- Valuation requests (contracts: Valuation requests, Payments) -------------------------------

export interface ValuationMailData {
  firstName: string;
  reference: string;
  /** e.g. "Watch valuation, Express" */
  description: string;
  /** Whole pounds. */
  total: number;
  /** The request's page, absolute. */
  url: string;
}

/** "£95" in HTML, "GBP 95" in the 7-bit text part. */
const poundsHtml = (amount: number) => `&pound;${amount}`;
const poundsText = (amount: number) => `GBP ${amount}`;

export function valuationReceivedMail(v: ValuationMailData, payUrl: string): MailContent {
  return {
    subject: `Valuation request ${v.reference} received`,
    html: layout(
      'We have received your valuation request',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Thank you for your request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}). The price is ${poundsHtml(v.total)}, paid in advance.`,
        'Our expert starts as soon as the payment is made. You can follow the request from your dashboard.',
      ],
      { label: 'Pay and follow your request', url: payUrl },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Thank you for your request ${v.reference} (${v.description}). The price is ${poundsText(v.total)}, paid in advance.`,
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
        `Your request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}) is ready for our experts once the payment of ${poundsHtml(v.total)} is made.`,
        `An unpaid request is cancelled, and its photos deleted, ${expiryDays} days after it was made.`,
      ],
      { label: 'Pay now', url: payUrl },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Your request ${v.reference} (${v.description}) is ready for our experts once the payment of ${poundsText(v.total)} is made.`,
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
  const paid = paidAt.toISOString().slice(0, 10);
  const due = dueAt
    ? `Our expert's valuation is due by ${dueAt.toISOString().slice(0, 10)}.`
    : 'Our expert will start shortly.';
  return {
    subject: `Payment receipt for valuation request ${v.reference}`,
    html: layout(
      'Payment received, thank you',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `We received your payment of ${poundsHtml(v.total)} on ${paid} for request <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}).`,
        escapeHtml(due),
        'You may cancel for a full refund within 14 days of payment, as long as our expert has not started.',
      ],
      { label: 'Follow your request', url: v.url },
      'Please keep this email as your receipt.',
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `We received your payment of ${poundsText(v.total)} on ${paid} for request ${v.reference} (${v.description}).`,
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
    ? `The full amount of ${poundsText(v.total)} has been refunded to your card; it usually appears within 5 to 10 business days.`
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
        ...(refund ? [escapeHtml(refund).replace('GBP ', '&pound;')] : []),
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

/**
 * An expert's chat reply left unread for a while by a customer with no live connection. It says
 * only that there is a reply (never the message, nor any item or value), with a link to /chat.
 */
export function chatReplyMail(firstName: string, publicUrl: string): MailContent {
  const name = escapeHtml(firstName);
  const url = `${publicUrl}/chat`;
  return {
    subject: 'A valuation expert has replied to you',
    html: layout(
      'An expert has replied',
      [
        `Dear ${name},`,
        'A valuation expert has replied to your message in Expert Chat.',
        'Sign in to read the reply and continue the conversation.',
      ],
      { label: 'Open Expert Chat', url },
      'You receive this because email notifications are on in your profile.',
    ),
    text: plainText([
      `Dear ${firstName},`,
      'A valuation expert has replied to your message in Expert Chat.',
      `Sign in to read the reply and continue the conversation:\n${url}`,
      'You receive this because email notifications are on in your profile.',
      'Luxe Valuations, London',
    ]),
  };
}

// --- Staff console and lifetime support (docs/product.md §2.20, §2.21) -------------------------

export interface CertificateMailData {
  reference: string;
  /** "12,450.00": the value without a currency sign (HTML adds £, the text part GBP). */
  value: string;
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
        `Our expert has completed your valuation <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}): <strong>&pound;${escapeHtml(c.value)}</strong>, ${escapeHtml(c.basis.toLowerCase())} basis.`,
        `Your certificate <strong>${escapeHtml(c.reference)}</strong> is ready to download from your request's page. Anyone you give the reference to (your insurer, for example) can check it at <a href="${escapeHtml(c.verifyUrl)}" style="color:${GOLD};">${escapeHtml(c.verifyUrl)}</a>.`,
      ],
      { label: 'Download your certificate', url: v.url },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Our expert has completed your valuation ${v.reference} (${v.description}): GBP ${c.value}, ${c.basis.toLowerCase()} basis.`,
      `Your certificate ${c.reference} is ready to download from your request's page:\n${v.url}`,
      `Anyone you give the reference to (your insurer, for example) can check it at:\n${c.verifyUrl}`,
      'Luxe Valuations, London',
    ]),
  };
}

export function revaluationRecommendedMail(v: ValuationMailData, reason: string): MailContent {
  return {
    subject: `We recommend updating your valuation ${v.reference}`,
    html: layout(
      'An updated valuation is advisable',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Our expert recommends updating the valuation <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}), so that your cover keeps pace with the market:`,
        escapeMultiline(reason),
      ],
      { label: 'See your valuation', url: v.url },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Our expert recommends updating the valuation ${v.reference} (${v.description}), so that your cover keeps pace with the market:`,
      reason,
      `See your valuation:\n${v.url}`,
      'Luxe Valuations, London',
    ]),
  };
}

/** A month before the prepaid revaluation (auto-revalue). */
export function revaluationReminderMail(v: ValuationMailData, dueDate: string): MailContent {
  return {
    subject: `Your revaluation of ${v.reference} is due on ${dueDate}`,
    html: layout(
      'Your revaluation is coming up',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `The revaluation you paid for with <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}) is due on <strong>${escapeHtml(dueDate)}</strong>. On that day we will open a new request for you, already filled in and paid: you will only need to add fresh photos of the item.`,
      ],
      { label: 'See your valuation', url: v.url },
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `The revaluation you paid for with ${v.reference} (${v.description}) is due on ${dueDate}. On that day we will open a new request for you, already filled in and paid: you will only need to add fresh photos of the item.`,
      `See your valuation:\n${v.url}`,
      'Luxe Valuations, London',
    ]),
  };
}

/** On the day: the prepaid revaluation request is open and waits for fresh photos. */
export function revaluationReadyMail(
  original: ValuationMailData,
  revaluation: ValuationMailData,
): MailContent {
  return {
    subject: `Your revaluation ${revaluation.reference}: please add fresh photos`,
    html: layout(
      'Your revaluation is ready to start',
      [
        `Dear ${escapeHtml(original.firstName)},`,
        `Two years have passed since your valuation <strong>${escapeHtml(original.reference)}</strong>. We have opened the revaluation you paid for as request <strong>${escapeHtml(revaluation.reference)}</strong>, filled in from the original.`,
        'Please add fresh photos of the item: our expert starts as soon as they arrive.',
      ],
      { label: 'Add fresh photos', url: revaluation.url },
    ),
    text: plainText([
      `Dear ${original.firstName},`,
      `Two years have passed since your valuation ${original.reference}. We have opened the revaluation you paid for as request ${revaluation.reference}, filled in from the original.`,
      'Please add fresh photos of the item: our expert starts as soon as they arrive.',
      `Add fresh photos:\n${revaluation.url}`,
      'Luxe Valuations, London',
    ]),
  };
}

/** A market movement that concerns a valued item (docs/product.md "Notifications"). */
export function marketMovementMail(
  v: ValuationMailData,
  movement: { changePercent: number; value: string; estimatedValue: string; note: string },
): MailContent {
  const direction = movement.changePercent >= 0 ? 'rise' : 'fall';
  const change = `${Math.abs(movement.changePercent)}%`;
  return {
    subject: `Market update for your valuation ${v.reference}: prices ${movement.changePercent >= 0 ? 'up' : 'down'} ${change}`,
    html: layout(
      'The market for your item has moved',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Our experts have seen prices for items like <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}) ${direction} by ${change}. Valued at &pound;${escapeHtml(movement.value)}, it is now probably worth about <strong>&pound;${escapeHtml(movement.estimatedValue)}</strong>.`,
        escapeMultiline(movement.note),
        'An updated valuation keeps your cover in step with the market: you can request one from your valuation’s page.',
      ],
      { label: 'See your valuation', url: v.url },
      'You receive this because email notifications are on in your profile.',
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Our experts have seen prices for items like ${v.reference} (${v.description}) ${direction} by ${change}. Valued at GBP ${movement.value}, it is now probably worth about GBP ${movement.estimatedValue}.`,
      movement.note,
      `An updated valuation keeps your cover in step with the market: you can request one from your valuation's page:\n${v.url}`,
      'You receive this because email notifications are on in your profile.',
      'Luxe Valuations, London',
    ]),
  };
}
