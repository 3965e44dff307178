/** Account mails: welcome, password reset and change, account deleted. */
import { escapeHtml, layout, MailContent, plainText } from './mail-layout';

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
