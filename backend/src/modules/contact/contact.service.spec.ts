import { ConfigService } from '@nestjs/config';
import { loadMailConfig } from '../../infrastructure/config/mail.config';
import {
  contactAcknowledgementMail,
  contactTeamMail,
  MailContent,
} from '../../infrastructure/mail/mail.templates';
import { MailService } from '../../infrastructure/mail/mail.service';
import { RateLimitService } from '../../infrastructure/rate-limit/rate-limit.service';
import { ContactService, likePattern } from './contact.service';

function withEnv(env: Record<string, string | undefined>, fn: () => void) {
  const saved = { ...process.env };
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  try {
    fn();
  } finally {
    process.env = saved;
  }
}

describe('contact', () => {
  it('sends enquiries to CONTACT_EMAIL, else ADMIN_EMAIL, else the enquiries address', () => {
    withEnv({ CONTACT_EMAIL: ' Team@Example.co.uk ', ADMIN_EMAIL: 'boss@example.com' }, () =>
      expect(loadMailConfig().contactEmail).toBe('team@example.co.uk'),
    );
    withEnv({ CONTACT_EMAIL: '', ADMIN_EMAIL: 'Boss@Example.com' }, () =>
      expect(loadMailConfig().contactEmail).toBe('boss@example.com'),
    );
    withEnv({ CONTACT_EMAIL: undefined, ADMIN_EMAIL: undefined }, () =>
      expect(loadMailConfig().contactEmail).toBe('enquiries@luxevaluations.co.uk'),
    );
  });

  it('stops at boot on a CONTACT_EMAIL that is not an address', () => {
    withEnv({ CONTACT_EMAIL: 'team at example' }, () =>
      expect(loadMailConfig).toThrow('CONTACT_EMAIL must be a valid email address'),
    );
  });

  it('escapes search wildcards', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('mails the team the escaped message with Reply-To the sender, on one subject line', () => {
    const mail = contactTeamMail({
      id: '7d0f6f1e-9f7e-4d7e-8a53-3f4b2a1c0d9e',
      name: 'Eve <script>',
      email: 'eve@example.com',
      subject: 'Hello\r\nBcc: victim@example.com',
      message: 'Line one & <b>two</b>\nLine three',
      createdAt: new Date('2026-01-01T12:00:00Z'),
    });
    expect(mail.replyTo).toBe('eve@example.com');
    expect(mail.subject).toBe('Website enquiry: Hello Bcc: victim@example.com');
    expect(mail.html).toContain('Line one &amp; &lt;b&gt;two&lt;/b&gt;<br>Line three');
    expect(mail.html).toContain('Eve &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Line one & <b>two</b>\nLine three');
  });

  it('acknowledges the sender without repeating what they typed, apart from their name', () => {
    const mail = contactAcknowledgementMail('Jo "<i>"');
    expect(mail.subject).toBe('We have received your message');
    expect(mail.html).toContain('Dear Jo &quot;&lt;i&gt;&quot;,');
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toMatch(/reply within\s+one business day/);
  });

  it('counts the address before storing, then sends both mails', async () => {
    const calls: string[] = [];
    const repo = {
      create: (data: object) => data,
      save: jest.fn(async (data: object) => {
        calls.push('save');
        return { ...data, id: 'e1', createdAt: new Date() };
      }),
    };
    const mail = {
      send: jest.fn((to: string, content: MailContent) =>
        calls.push(`mail:${to}:${content.subject}`),
      ),
    };
    const rateLimit = { consume: jest.fn(async () => void calls.push('limit')) };
    const config = { getOrThrow: () => ({ contactEmail: 'team@example.com' }) };
    const service = new ContactService(
      repo as never,
      mail as unknown as MailService,
      rateLimit as unknown as RateLimitService,
      config as unknown as ConfigService,
    );
    const dto = { name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' };
    await expect(service.submit(dto, '10.0.0.1')).resolves.toMatchObject({ id: 'e1' });
    expect(rateLimit.consume).toHaveBeenCalledWith('contactIp', '10.0.0.1');
    expect(calls).toEqual([
      'limit',
      'save',
      'mail:team@example.com:Website enquiry: Hi',
      'mail:jo@example.com:We have received your message',
    ]);
    expect(mail.send.mock.calls[0][1]).toMatchObject({ replyTo: 'jo@example.com' });

    rateLimit.consume.mockImplementationOnce(async () => {
      throw new Error('429');
    });
    await expect(service.submit(dto, '10.0.0.1')).rejects.toThrow('429');
    expect(repo.save).toHaveBeenCalledTimes(1);
  });
});
