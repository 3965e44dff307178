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
export const GOLD = gold[400];
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

/** Turns user-typed text into HTML: escaped, line breaks kept. */
export function escapeMultiline(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}
