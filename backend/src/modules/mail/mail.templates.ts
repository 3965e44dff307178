/** Branded HTML + plain-text mails (night background, gold accent; inline styles only). */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  /** Where replies go, when not to the sender (the contact form's team mail). */
  replyTo?: string;
}

const NIGHT = '#0B1020';
const PANEL = '#141B2E';
const GOLD = '#C9A227';
const TEXT = '#E8E6E1';
const MUTED = '#A4A8B5';

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

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function layout(
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
