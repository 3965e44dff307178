import { CHAT_LIMITS, CHAT_TEXTS } from '@valuation/contracts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Clock } from '../src/infrastructure/clock/clock';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import {
  adminEmail,
  ADMIN_PASSWORD,
  bootAdmin,
  fakeDocx,
  makeExpert,
  pngImage,
  sendChat,
} from './helpers/chat';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import {
  bootApp,
  register,
  RegisteredUser,
  storedKeys,
  STRONG_PASSWORD,
  TestApp,
  waitForMail,
} from './helpers/test-app';

// A Wednesday 11:00 in London: within the experts' hours, so no automatic reply unless a test
// moves the clock out of hours.
const WEDNESDAY_MORNING = new Date('2026-11-25T11:00:00Z');

describe('chat (REST)', () => {
  let t: TestApp;
  let clock: Clock;
  let admin: { token: string; id: string };
  let expert: RegisteredUser;
  const email = adminEmail();

  beforeAll(async () => {
    t = await bootApp({
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD,
      PUBLIC_URL: 'https://lv.example.com',
      // the test runs due jobs itself, after moving the clock
      JOBS_POLL_MS: '0',
    });
    clock = t.app.get(Clock);
    admin = await bootAdmin(t, email);
    expert = await makeExpert(t, admin.token);
  });
  beforeEach(() => clock.set(WEDNESDAY_MORNING));
  afterAll(async () => {
    await t.close();
  });

  const staffSend = (conversationId: string, content: string, token = expert.token) =>
    sendChat(t, token, { content }, [], `/api/staff/conversations/${conversationId}/messages`);

  describe('who may call', () => {
    it('answers 401 without a token and 403 to customers on staff routes', async () => {
      const customer = await register(t);
      for (const [method, url] of [
        ['GET', '/api/chat/messages'],
        ['POST', '/api/chat/messages'],
        ['POST', '/api/chat/messages/read'],
        ['GET', '/api/staff/conversations'],
        ['GET', `/api/staff/conversations/${customer.id}`],
        ['POST', `/api/staff/conversations/${customer.id}/read`],
      ]) {
        const anonymous = await t.call(method, url);
        expect([method, url, anonymous.status]).toEqual([method, url, 401]);
      }
      for (const [method, url] of [
        ['GET', '/api/staff/conversations'],
        ['GET', `/api/staff/conversations/${customer.id}`],
        ['GET', `/api/staff/conversations/${customer.id}/messages`],
        ['PATCH', `/api/staff/conversations/${customer.id}`],
        ['POST', `/api/staff/conversations/${customer.id}/read`],
      ]) {
        const res = await t.call(method, url, { token: customer.token, body: {} });
        expect([method, url, res.status, res.body.error]).toEqual([
          method,
          url,
          403,
          'You do not have permission to do this.',
        ]);
      }
    });
  });

  describe('sending and paging', () => {
    it('refuses a blank message without attachments, stores a text one as sent', async () => {
      const customer = await register(t);
      const blank = await sendChat(t, customer.token, { content: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({
        error: CHAT_TEXTS.blankMessage,
        statusCode: 400,
        details: [{ field: 'content', message: CHAT_TEXTS.blankMessage }],
      });
      const notMultipart = await t.call('POST', '/api/chat/messages', {
        token: customer.token,
        body: { content: 'hello' },
      });
      expect(notMultipart.status).toBe(400);

      const sent = await sendChat(t, customer.token, { content: '  Is my ring insured?  ' });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toEqual({
        id: expect.any(String),
        conversationId: expect.any(String),
        content: 'Is my ring insured?',
        timestamp: WEDNESDAY_MORNING.toISOString(),
        senderId: customer.id,
        senderRole: 'customer',
        senderName: 'Jane',
        status: 'sent',
        attachments: [],
      });
      const one = await t.call('GET', `/api/chat/messages/${sent.body.message.id}`, {
        token: customer.token,
      });
      expect(one.status).toBe(200);
      expect(one.body.message).toEqual(sent.body.message);

      const tooLong = await sendChat(t, customer.token, {
        content: 'x'.repeat(CHAT_LIMITS.maxContentLength + 1),
      });
      expect(tooLong.status).toBe(400);
      const control = await sendChat(t, customer.token, { content: 'a\u0000b' });
      expect(control.status).toBe(400);
    });

    it('answers the newest page first, oldest first within it, and older pages with before', async () => {
      const customer = await register(t);
      const empty = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(empty.body).toEqual({ messages: [], hasMore: false });
      const ids: string[] = [];
      for (let i = 1; i <= 7; i++) {
        const res = await sendChat(t, customer.token, { content: `message ${i}` });
        ids.push(res.body.message.id);
      }
      const newest = await t.call('GET', '/api/chat/messages?limit=3', { token: customer.token });
      expect(newest.body.messages.map((m: { content: string }) => m.content)).toEqual([
        'message 5',
        'message 6',
        'message 7',
      ]);
      expect(newest.body.hasMore).toBe(true);
      const older = await t.call('GET', `/api/chat/messages?limit=3&before=${ids[4]}`, {
        token: customer.token,
      });
      expect(older.body.messages.map((m: { id: string }) => m.id)).toEqual(ids.slice(1, 4));
      expect(older.body.hasMore).toBe(true);
      const oldest = await t.call('GET', `/api/chat/messages?limit=3&before=${ids[1]}`, {
        token: customer.token,
      });
      expect(oldest.body).toMatchObject({ messages: [{ id: ids[0] }], hasMore: false });
      const all = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(all.body.messages).toHaveLength(7);
      expect(all.body.hasMore).toBe(false);

      for (const bad of ['limit=0', 'limit=101', 'limit=abc', 'before=nope']) {
        const res = await t.call('GET', `/api/chat/messages?${bad}`, { token: customer.token });
        expect([bad, res.status]).toEqual([bad, 400]);
      }
      // `before` must be a message of one's own conversation.
      const other = await register(t);
      const foreign = await t.call('GET', `/api/chat/messages?before=${ids[3]}`, {
        token: other.token,
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.details).toEqual([
        {
          field: 'before',
          message: 'The before parameter must be a message of this conversation.',
        },
      ]);
    });

    it('never shows another customer’s message (404)', async () => {
      const a = await register(t);
      const b = await register(t);
      const sent = await sendChat(t, a.token, { content: 'private' });
      const res = await t.call('GET', `/api/chat/messages/${sent.body.message.id}`, {
        token: b.token,
      });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Message not found');
      expect((await t.call('GET', '/api/chat/messages/not-an-id', { token: b.token })).status).toBe(
        404,
      );
    });

    it('links a message to one of the customer’s own valuation requests, shown by reference', async () => {
      const customer = await register(t);
      const other = await register(t);
      const form = multipart(VALID_FIELDS, [{ filename: 'dial.jpg', data: await jpeg() }]);
      const created = await t.call('POST', '/api/valuations', {
        raw: form.raw,
        headers: form.headers,
        token: customer.token,
      });
      expect(created.status).toBe(201);
      const valuation = created.body.valuation as { id: string; reference: string };

      const sent = await sendChat(t, customer.token, {
        content: 'about my watch',
        valuationId: valuation.id,
      });
      expect(sent.status).toBe(201);
      expect(sent.body.message).toMatchObject({
        valuationId: valuation.id,
        valuationReference: valuation.reference,
      });
      // beside the conversation, for staff
      const beside = await t.call(
        'GET',
        `/api/staff/conversations/${sent.body.message.conversationId}`,
        { token: expert.token },
      );
      expect(beside.body.valuations).toEqual([
        {
          id: valuation.id,
          reference: valuation.reference,
          serviceType: 'watch',
          status: 'awaiting_payment',
          createdAt: expect.any(String),
        },
      ]);

      for (const valuationId of [valuation.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await sendChat(t, other.token, { content: 'not mine', valuationId });
        expect([valuationId, res.status]).toEqual([valuationId, 400]);
        expect(res.body.details[0].field).toBe('valuationId');
      }
    });
  });

  describe('attachments', () => {
    it('judges files by content, serves them to the customer, staff and signed addresses only', async () => {
      const customer = await register(t);
      const png = await pngImage();
      const sent = await sendChat(t, customer.token, { content: '' }, [
        // named .pdf, but it is a PNG: the content decides
        { name: 'photo.pdf', type: 'application/pdf', data: png },
        { name: 'report.docx', data: fakeDocx() },
        { name: 'scan.pdf', data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\n') },
      ]);
      expect(sent.status).toBe(201);
      const [image, docx, pdf] = sent.body.message.attachments;
      // an image is re-encoded as a JPEG without metadata, like every photo (contracts: Files)
      expect(image).toMatchObject({ name: 'photo.pdf', type: 'image/jpeg' });
      expect(docx.type).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      expect(pdf.type).toBe('application/pdf');
      expect(image.previewUrl).toEqual(expect.stringContaining('variant=preview'));
      expect(docx.previewUrl).toBeUndefined();
      expect(await storedKeys(t, `chat/${customer.id}/`)).toEqual(
        [image.id, `${image.id}-preview.jpg`, docx.id, pdf.id]
          .map((name) => `chat/${customer.id}/${name}`)
          .sort(),
      );

      // signed address: no bearer header needed
      const signed = await t.call('GET', image.url);
      expect(signed.status).toBe(200);
      expect(signed.headers['content-type']).toBe('image/jpeg');
      expect(Number(signed.headers['content-length'])).toBe(image.size);
      expect(signed.headers['content-disposition']).toBe(`inline; filename*=UTF-8''photo.pdf`);
      expect(signed.headers['cache-control']).toBe('private, max-age=600');
      const word = await t.call('GET', docx.url);
      expect(word.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
      expect(word.headers['x-content-type-options']).toBe('nosniff');
      const preview = await t.call('GET', image.previewUrl);
      expect(preview.status).toBe(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      const tampered = await t.call('GET', image.url.replace(/sig=[^&]+/, 'sig=AAAA'));
      expect(tampered.status).toBe(404);
      // …and it expires
      clock.advance(33 * 60 * 1000);
      expect((await t.call('GET', image.url)).status).toBe(404);
      clock.set(WEDNESDAY_MORNING);

      const plain = `/api/chat/attachments/${image.id}`;
      expect((await t.call('GET', plain)).status).toBe(404);
      expect((await t.call('GET', plain, { token: customer.token })).status).toBe(200);
      expect((await t.call('GET', plain, { token: expert.token })).status).toBe(200);
      const other = await register(t);
      const foreign = await t.call('GET', plain, { token: other.token });
      expect(foreign.status).toBe(404);
      expect(foreign.body.error).toBe('Attachment not found');
    });

    it('refuses files that are not images, PDFs or Word documents', async () => {
      const customer = await register(t);
      const res = await sendChat(t, customer.token, { content: 'see file' }, [
        { name: 'ring.png', type: 'image/png', data: Buffer.from('#!/bin/sh\necho hi\n') },
      ]);
      expect(res.status).toBe(400);
      expect(res.body.error).toContain('ring.png');
      const empty = await sendChat(t, customer.token, { content: 'x' }, [
        { name: 'empty.png', data: Buffer.alloc(0) },
      ]);
      expect(empty.status).toBe(400);
      // nothing was kept
      const page = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(page.body.messages).toEqual([]);
      expect(await storedKeys(t, `chat/${customer.id}/`)).toEqual([]);
    });

    it('takes at most 5 files of at most 10 MB, naming the file too large (413)', async () => {
      const customer = await register(t);
      const png = await pngImage(8, 8);
      const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, data: png }));
      const tooMany = await sendChat(t, customer.token, { content: 'many' }, six);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error).toBe('You can add at most 5 attachments.');
      const five = await sendChat(t, customer.token, { content: 'five' }, six.slice(0, 5));
      expect(five.status).toBe(201);
      expect(five.body.message.attachments).toHaveLength(5);

      const big = Buffer.concat([png, Buffer.alloc(CHAT_LIMITS.maxAttachmentBytes)]);
      const tooLarge = await sendChat(t, customer.token, { content: 'big' }, [
        { name: 'huge.png', data: big },
      ]);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.error).toBe('"huge.png" is larger than 10MB.');
      const page = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(page.body.messages.map((m: { content: string }) => m.content)).toEqual(['five']);
    });
  });

  describe('read states', () => {
    it('marks only the other side’s messages read', async () => {
      const customer = await register(t);
      const mine = (await sendChat(t, customer.token, { content: 'hello' })).body.message;
      const reply = (await staffSend(mine.conversationId, 'Hello, how can I help?')).body.message;
      expect(reply).toMatchObject({ senderRole: 'expert', senderName: 'Edith', status: 'sent' });

      const read = await t.call('POST', '/api/chat/messages/read', {
        token: customer.token,
        body: { messageIds: [mine.id, reply.id] },
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ messageIds: [reply.id], status: 'read' });
      const page = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(page.body.messages.map((m: { status: string }) => m.status)).toEqual(['sent', 'read']);

      // Another customer cannot mark them.
      const other = await register(t);
      const foreign = await t.call('POST', '/api/chat/messages/read', {
        token: other.token,
        body: { messageIds: [mine.id] },
      });
      expect(foreign.body.messageIds).toEqual([]);

      // Staff read the customer's message; their own stays as it is.
      const staffRead = await t.call(
        'POST',
        `/api/staff/conversations/${mine.conversationId}/read`,
        {
          token: expert.token,
          body: {},
        },
      );
      expect(staffRead.body).toEqual({ messageIds: [mine.id], status: 'read' });

      const bad = await t.call('POST', '/api/chat/messages/read', {
        token: customer.token,
        body: { messageIds: ['x'] },
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('staff inbox', () => {
    it('lists conversations by view, status and customer search, with unread counts', async () => {
      const tag = `zq${Date.now().toString(36)}`;
      const a = await register(t, { firstName: 'Ada', lastName: `${tag}-a` });
      const b = await register(t, { firstName: 'Bea', lastName: `${tag}-b` });
      const first = (await sendChat(t, a.token, { content: 'one' })).body.message;
      await sendChat(t, a.token, { content: 'two' });
      const fromB = (await sendChat(t, b.token, { content: 'hi from b' })).body.message;

      const all = await t.call('GET', `/api/staff/conversations?search=${tag}`, {
        token: expert.token,
      });
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(2);
      const byCustomer = Object.fromEntries(
        all.body.items.map((c: { customer: { id: string } }) => [c.customer.id, c]),
      );
      expect(byCustomer[a.id]).toMatchObject({
        id: first.conversationId,
        status: 'open',
        unreadCount: 2,
        assignee: null,
        lastMessage: { content: 'two', senderRole: 'customer' },
        customer: { firstName: 'Ada', email: a.email },
      });
      expect(byCustomer[b.id].unreadCount).toBe(1);

      const byEmail = await t.call(
        'GET',
        `/api/staff/conversations?search=${encodeURIComponent(b.email.toUpperCase())}`,
        { token: expert.token },
      );
      expect(byEmail.body.items.map((c: { id: string }) => c.id)).toEqual([fromB.conversationId]);

      // assign A to me; resolve B
      const assign = await t.call('PATCH', `/api/staff/conversations/${first.conversationId}`, {
        token: expert.token,
        body: { assigneeId: expert.id },
      });
      expect(assign.status).toBe(200);
      expect(assign.body.conversation.assignee).toMatchObject({
        id: expert.id,
        firstName: 'Edith',
      });
      expect(assign.body.valuations).toEqual([]);
      await t.call('PATCH', `/api/staff/conversations/${fromB.conversationId}`, {
        token: admin.token,
        body: { status: 'resolved' },
      });
      const mine = await t.call('GET', `/api/staff/conversations?view=mine&search=${tag}`, {
        token: expert.token,
      });
      expect(mine.body.items.map((c: { id: string }) => c.id)).toEqual([first.conversationId]);
      const unassigned = await t.call(
        'GET',
        `/api/staff/conversations?view=unassigned&search=${tag}`,
        { token: expert.token },
      );
      expect(unassigned.body.items.map((c: { id: string }) => c.id)).toEqual([
        fromB.conversationId,
      ]);
      const resolved = await t.call(
        'GET',
        `/api/staff/conversations?status=resolved&search=${tag}`,
        {
          token: expert.token,
        },
      );
      expect(resolved.body.items.map((c: { id: string }) => c.id)).toEqual([fromB.conversationId]);
      // the customer writing again reopens it
      await sendChat(t, b.token, { content: 'one more thing' });
      const reopened = await t.call('GET', `/api/staff/conversations/${fromB.conversationId}`, {
        token: expert.token,
      });
      expect(reopened.body.conversation.status).toBe('open');

      // the conversation's messages, for staff
      const messages = await t.call(
        'GET',
        `/api/staff/conversations/${first.conversationId}/messages?limit=1`,
        { token: expert.token },
      );
      expect(messages.body).toMatchObject({ messages: [{ content: 'two' }], hasMore: true });

      // bad input
      const customerAssignee = await t.call(
        'PATCH',
        `/api/staff/conversations/${first.conversationId}`,
        { token: expert.token, body: { assigneeId: a.id } },
      );
      expect(customerAssignee.status).toBe(400);
      const unassign = await t.call('PATCH', `/api/staff/conversations/${first.conversationId}`, {
        token: expert.token,
        body: { assigneeId: null },
      });
      expect(unassign.body.conversation.assignee).toBeNull();
      for (const q of ['view=everyone', 'status=closed', 'page=0']) {
        const res = await t.call('GET', `/api/staff/conversations?${q}`, { token: expert.token });
        expect([q, res.status]).toEqual([q, 400]);
      }
      const missing = await t.call(
        'GET',
        '/api/staff/conversations/00000000-0000-4000-8000-000000000000',
        { token: expert.token },
      );
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('Conversation not found');
    });
  });

  describe('off hours', () => {
    it('answers the first customer message of an off-hours period automatically, once', async () => {
      const customer = await register(t);
      clock.set(new Date('2026-11-28T12:00:00Z')); // Saturday noon
      await sendChat(t, customer.token, { content: 'Anyone there?' });
      clock.advance(60_000);
      await sendChat(t, customer.token, { content: 'Hello?' });
      let page = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(page.body.messages.map((m: { senderRole: string }) => m.senderRole)).toEqual([
        'customer',
        'system',
        'customer',
      ]);
      const auto = page.body.messages[1];
      expect(auto.senderName).toBe('Luxe Valuations');
      expect(auto.senderId).toBe('system');
      expect(auto.content).toContain('Monday 30 November at 09:00');
      expect(auto.content).toContain('within one business day');

      // within hours: no reply; the next off-hours period: a new one
      clock.set(new Date('2026-11-30T10:00:00Z'));
      await sendChat(t, customer.token, { content: 'Monday question' });
      clock.set(new Date('2026-11-30T19:00:00Z'));
      await sendChat(t, customer.token, { content: 'Monday evening question' });
      page = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(page.body.messages.map((m: { senderRole: string }) => m.senderRole)).toEqual([
        'customer',
        'system',
        'customer',
        'customer',
        'customer',
        'system',
      ]);
      expect(page.body.messages[5].content).toContain('Tuesday 1 December at 09:00');
    });

    it('gives a live conversation no automatic reply: an expert wrote in the last 30 minutes', async () => {
      const customer = await register(t);
      clock.set(new Date('2026-11-25T20:00:00Z')); // Wednesday 20:00 UK, out of hours
      const first = await sendChat(t, customer.token, { content: 'Still there?' });
      const conversationId = first.body.message.conversationId as string;
      clock.set(new Date('2026-11-26T20:30:00Z')); // the next evening, an expert answers
      await staffSend(conversationId, 'Yes, looking at your photos now.');
      clock.set(new Date('2026-11-26T20:40:00Z'));
      await sendChat(t, customer.token, { content: 'Thank you!' });
      let page = await t.call('GET', '/api/chat/messages', { token: customer.token });
      const roles = (): string[] =>
        page.body.messages.map((m: { senderRole: string }) => m.senderRole);
      expect(roles()).toEqual(['customer', 'system', 'expert', 'customer']);
      expect(page.body.messages[1].content).toContain('Monday to Friday, 9am to 5pm UK time');

      // 31 minutes after the expert's last message the conversation is no longer live
      clock.set(new Date('2026-11-26T21:01:00Z'));
      await sendChat(t, customer.token, { content: 'One more thing' });
      page = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(roles()).toEqual(['customer', 'system', 'expert', 'customer', 'customer', 'system']);
    });
  });

  describe('offline mail', () => {
    const mailsTo = (to: string) => {
      const outbox = join(t.dataDir, 'outbox');
      if (!existsSync(outbox)) return [];
      return readdirSync(outbox).filter((n) => {
        const mail = readFileSync(join(outbox, n), 'utf8');
        return mail.includes(`To: ${to}`) && mail.includes('A valuation expert has replied');
      });
    };

    it('mails an expert reply left unread for 5 minutes (no content, a link to /chat), when notifications are on', async () => {
      const jobs = t.app.get(JobsService);
      const unread = await register(t, { firstName: 'Una' });
      const readsIt = await register(t);
      const noMail = await register(t);
      await t.call('PUT', '/api/profile', {
        token: noMail.token,
        body: { notificationPreferences: { email: false, sms: false, marketing: false } },
      });
      const replies: Record<string, string> = {};
      for (const c of [unread, readsIt, noMail]) {
        const first = (await sendChat(t, c.token, { content: 'my ring is worth £12,000?' })).body
          .message;
        replies[c.id] = (
          await staffSend(first.conversationId, 'Secret valuation details: £9,500')
        ).body.message.id;
      }
      await t.call('POST', '/api/chat/messages/read', {
        token: readsIt.token,
        body: { messageIds: [replies[readsIt.id]] },
      });

      clock.advance(4 * 60_000);
      await jobs.runDue();
      await new Promise((r) => setTimeout(r, 200));
      expect(mailsTo(unread.email)).toEqual([]);

      clock.advance(60_000 + 1000);
      await jobs.runDue();
      const mail = await waitForMail(t.dataDir, unread.email, 'A valuation expert has replied');
      expect(mail).toContain('Dear Una');
      expect(mail).toContain('https://lv.example.com/chat');
      expect(mail).not.toContain('9,500');
      expect(mail).not.toContain('Secret');
      await new Promise((r) => setTimeout(r, 200));
      expect(mailsTo(readsIt.email)).toEqual([]);
      expect(mailsTo(noMail.email)).toEqual([]);
      // once only
      clock.advance(10 * 60_000);
      await jobs.runDue();
      await new Promise((r) => setTimeout(r, 200));
      expect(mailsTo(unread.email)).toHaveLength(1);
    });
  });

  describe('account data', () => {
    it('exports the customer’s messages and deletes them with the account', async () => {
      const customer = await register(t);
      const png = await pngImage(8, 8);
      const sent = (
        await sendChat(t, customer.token, { content: 'keep this' }, [{ name: 'a.png', data: png }])
      ).body.message;
      const exported = await t.call('GET', '/api/profile/export', { token: customer.token });
      expect(exported.status).toBe(200);
      expect(exported.body.chatMessages).toMatchObject([{ id: sent.id, content: 'keep this' }]);

      expect(await storedKeys(t, `chat/${customer.id}/`)).toHaveLength(2);
      const del = await t.call('DELETE', '/api/profile', {
        token: customer.token,
        body: { password: STRONG_PASSWORD },
      });
      expect(del.status).toBe(200);
      expect(await storedKeys(t, `chat/${customer.id}/`)).toEqual([]);
      const gone = await t.call('GET', `/api/staff/conversations/${sent.conversationId}`, {
        token: expert.token,
      });
      expect(gone.status).toBe(404);
      const file = await t.call('GET', `/api/chat/attachments/${sent.attachments[0].id}`, {
        token: expert.token,
      });
      expect(file.status).toBe(404);
    });
  });
});
