/** The contact form's mails: to the team, and the acknowledgement to the sender. */
import { escapeHtml, escapeMultiline, layout, MailContent, plainText } from './mail-layout';

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
