import { formatGbp } from '@valuation/contracts';
import { escapeHtml, escapeMultiline, layout, MailContent, plainText } from './mail-layout';

import type { ValuationMailData } from './valuation-mails';

// --- Lifetime support: revaluation and market movements (docs/product.md §2.21) ------------------

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

/**
 * A market movement that concerns a valued item (docs/product.md "Notifications"); amounts in
 * pounds, written by contracts' formatGbp ("£12,450.00") in the HTML and the text part alike.
 */
export function marketMovementMail(
  v: ValuationMailData,
  movement: { changePercent: number; value: number; estimatedValue: number; note: string },
): MailContent {
  const direction = movement.changePercent >= 0 ? 'rise' : 'fall';
  const change = `${Math.abs(movement.changePercent)}%`;
  const value = formatGbp(movement.value);
  const estimated = formatGbp(movement.estimatedValue);
  return {
    subject: `Market update for your valuation ${v.reference}: prices ${movement.changePercent >= 0 ? 'up' : 'down'} ${change}`,
    html: layout(
      'The market for your item has moved',
      [
        `Dear ${escapeHtml(v.firstName)},`,
        `Our experts have seen prices for items like <strong>${escapeHtml(v.reference)}</strong> (${escapeHtml(v.description)}) ${direction} by ${change}. Valued at ${escapeHtml(value)}, it is now probably worth about <strong>${escapeHtml(estimated)}</strong>.`,
        escapeMultiline(movement.note),
        'An updated valuation keeps your cover in step with the market: you can request one from your valuation’s page.',
      ],
      { label: 'See your valuation', url: v.url },
      'You receive this because email notifications are on in your profile.',
    ),
    text: plainText([
      `Dear ${v.firstName},`,
      `Our experts have seen prices for items like ${v.reference} (${v.description}) ${direction} by ${change}. Valued at ${value}, it is now probably worth about ${estimated}.`,
      movement.note,
      `An updated valuation keeps your cover in step with the market: you can request one from your valuation's page:\n${v.url}`,
      'You receive this because email notifications are on in your profile.',
      'Luxe Valuations, London',
    ]),
  };
}
