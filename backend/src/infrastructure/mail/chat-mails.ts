/** The chat's mail: an expert's reply left unread. */
import { escapeHtml, layout, MailContent, plainText } from './mail-layout';

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
