import { gold, night } from '@valuation/contracts';
import { ConfigService } from '@nestjs/config';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MailService } from './mail.service';
import { generateOpaqueToken } from '../signing/tokens';
import { passwordChangedMail, plainText, resetPasswordMail, welcomeMail } from './mail.templates';

function serviceWithOutbox(outboxDir: string): MailService {
  const config = { smtpUrl: null, outboxDir, from: '"Luxe Valuations" <no-reply@example.com>' };
  return new MailService({ getOrThrow: () => config } as unknown as ConfigService);
}

describe('MailService (outbox)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mail-spec-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml with HTML and plain-text parts, named <ISO time>-<random>.eml', async () => {
    const outbox = join(dir, 'outbox');
    const mail = serviceWithOutbox(outbox);
    mail.send(
      'jane@example.com',
      resetPasswordMail('Jane', 'https://x.example/reset-password?token=abc', 60),
    );
    await mail.flush();
    const [name] = readdirSync(outbox);
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const eml = readFileSync(join(outbox, name), 'utf8');
    expect(eml).toContain('To: jane@example.com');
    expect(eml).toContain('Subject: Reset your Luxe Valuations password');
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
  });

  it('keeps the plain-text part 7-bit, so the reset link reads as is in the raw .eml', async () => {
    const outbox = join(dir, 'outbox');
    const mail = serviceWithOutbox(outbox);
    const token = generateOpaqueToken(24);
    const link = `http://localhost:3000/reset-password?token=${token}`;
    mail.send('jane@example.com', resetPasswordMail('Jane', link, 60));
    await mail.flush();
    const eml = readFileSync(join(outbox, readdirSync(outbox)[0]), 'utf8');
    const textPart = eml.slice(eml.indexOf('text/plain'), eml.indexOf('text/html'));
    expect(textPart).toContain('Content-Transfer-Encoding: 7bit');
    expect(eml.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1]).toBe(token);
  });

  it('wraps plain text at 76 columns and keeps each address on its own line', () => {
    const text = plainText(['word '.repeat(40).trim(), 'Go here:\nhttps://example.com/a']);
    expect(text.split('\n').every((line) => line.length <= 76)).toBe(true);
    expect(text.split('\n')).toContain('https://example.com/a');
  });

  it('never throws or rejects when delivery fails; the failure is logged', async () => {
    const blocker = join(dir, 'file');
    writeFileSync(blocker, 'not a folder');
    const mail = serviceWithOutbox(join(blocker, 'outbox'));
    const logged = jest
      .spyOn((mail as unknown as { logger: { error: () => void } }).logger, 'error')
      .mockImplementation(() => undefined);
    expect(() =>
      mail.send('jane@example.com', welcomeMail('Jane', 'https://x.example')),
    ).not.toThrow();
    await expect(mail.flush()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Could not send "Welcome to Luxe Valuations"'),
    );
  });

  it('escapes names in the HTML and keeps brand colours inline', () => {
    const content = passwordChangedMail('<script>x</script>', 'https://x.example');
    expect(content.html).not.toContain('<script>');
    expect(content.html).toContain('&lt;script&gt;');
    expect(content.html).toContain(night[950]);
    expect(content.html).toContain(gold[400]);
    expect(content.text).toContain('https://x.example/forgot-password');
  });
});
