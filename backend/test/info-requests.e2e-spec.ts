import { Clock } from '../src/infrastructure/clock/clock';
import { pngImage, sendChat } from './helpers/chat';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { register, RegisteredUser, TestApp, waitForMail } from './helpers/test-app';
import {
  bootWithAdmin,
  paidRequest as paidRequestOf,
  registerExpert,
} from './helpers/valuation-requests';

/**
 * The "more information" loop and the customer's view of progress (docs/product.md): photos
 * wait on the request until "Send to the expert", an expert adds a chat image to the request,
 * the expected-by date, names on the timeline, the value in the customer's list.
 */
describe('more information and progress', () => {
  let t: TestApp;
  let expert: RegisteredUser;
  let customer: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    const booted = await bootWithAdmin();
    t = booted.t;
    expert = await registerExpert(t, booted.admin.token, {
      firstName: 'Eleanor',
      lastName: 'Grant',
    });
    customer = await register(t, { firstName: 'Jane', lastName: 'Doe' });
    other = await register(t, { firstName: 'Olive', lastName: 'Other' });
  }, 240_000);
  afterAll(async () => {
    t.app.get(Clock).set(null);
    await t.close();
  });
  afterEach(() => t.app.get(Clock).set(null));

  const paidRequest = (user = customer, fields: Record<string, string> = {}) =>
    paidRequestOf(t, user, fields);

  async function askForMore(id: string, message: string) {
    expect(
      (
        await t.call('POST', `/api/staff/valuations/${id}/assign`, {
          token: expert.token,
          body: {},
        })
      ).status,
    ).toBe(200);
    const asked = await t.call('POST', `/api/staff/valuations/${id}/request-info`, {
      token: expert.token,
      body: { message },
    });
    expect(asked.status).toBe(200);
  }

  async function addPhoto(id: string, colour: string, user = customer) {
    const body = multipart({}, [
      { filename: `${colour.slice(1)}.jpg`, data: await jpeg(320, 240, colour) },
    ]);
    return t.call('POST', `/api/valuations/${id}/photos`, {
      raw: body.raw,
      headers: body.headers,
      token: user.token,
    });
  }

  const mine = async (id: string, user = customer) =>
    (await t.call('GET', `/api/valuations/${id}`, { token: user.token })).body.valuation;

  describe('the customer answers with two photos and a reply, in one action', () => {
    it('keeps the request waiting while photos are added, then sends it back to review', async () => {
      const v = await paidRequest();
      await askForMore(v.id, 'Please add photos of the caseback and the clasp.');

      // a photo alone does not send it back: the uploader stays for the second one
      const first = await addPhoto(v.id, '#445566');
      expect(first.status).toBe(200);
      expect(first.body.valuation.status).toBe('info_requested');
      const second = await addPhoto(v.id, '#665544');
      expect(second.body.valuation.status).toBe('info_requested');
      expect(second.body.valuation.photos).toHaveLength(3);

      const sent = await t.call('POST', `/api/valuations/${v.id}/respond`, {
        token: customer.token,
        body: { message: 'Here are the caseback and the clasp.' },
      });
      expect(sent.status).toBe(200);
      expect(sent.body.valuation.status).toBe('in_review');
      // the timeline names the customer, with what was sent
      expect(sent.body.valuation.timeline.at(-1)).toMatchObject({
        status: 'in_review',
        by: 'Jane Doe',
        note: '2 new photos added\nHere are the caseback and the clasp.',
      });
      // the expert reads it in the conversation, linked to the request
      const conversations = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(conversations.body.messages.at(-1)).toMatchObject({
        senderRole: 'customer',
        valuationId: v.id,
        content: `Here are the caseback and the clasp.\n\n(2 new photos added to ${v.reference})`,
      });
      const staffView = await t.call('GET', `/api/staff/valuations/${v.id}`, {
        token: expert.token,
      });
      expect(staffView.body.valuation.status).toBe('in_review');
      expect(staffView.body.valuation.photos).toHaveLength(3);

      // sent once: nothing is waiting any more
      const again = await t.call('POST', `/api/valuations/${v.id}/respond`, {
        token: customer.token,
        body: { message: 'And again?' },
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('Our expert is not waiting for an answer on this request.');
      // nor does a photo go on it now
      expect((await addPhoto(v.id, '#112233')).status).toBe(409);
    });

    it('needs a new photo or a reply, and answers bad input with a sentence', async () => {
      const v = await paidRequest();
      await askForMore(v.id, 'Is the bracelet original?');

      const empty = await t.call('POST', `/api/valuations/${v.id}/respond`, {
        token: customer.token,
        body: { message: '   ' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({
        statusCode: 400,
        error: 'Please add a photo or write a reply before sending it to the expert.',
      });
      for (const body of [
        { message: 42 },
        { message: 'x'.repeat(4001) },
        { message: 'a\u0000b' },
      ]) {
        const bad = await t.call('POST', `/api/valuations/${v.id}/respond`, {
          token: customer.token,
          body,
        });
        expect([JSON.stringify(body).slice(0, 30), bad.status]).toEqual([
          JSON.stringify(body).slice(0, 30),
          400,
        ]);
        // the reply's own rule, or the rule every text field follows (named by its field)
        expect(bad.body.error).toMatch(/^(Reply|Message) .*\.?$/);
      }
      // another customer's request does not exist for them
      const theirs = await t.call('POST', `/api/valuations/${v.id}/respond`, {
        token: other.token,
        body: { message: 'Hello' },
      });
      expect(theirs.status).toBe(404);
      expect((await mine(v.id)).status).toBe('info_requested');

      // a chat message about it does not send it back either: the one action does
      expect(
        (
          await sendChat(t, customer.token, {
            content: 'I will send it tonight.',
            valuationId: v.id,
          })
        ).status,
      ).toBe(201);
      expect((await mine(v.id)).status).toBe('info_requested');

      // a reply alone is enough
      const replied = await t.call('POST', `/api/valuations/${v.id}/respond`, {
        token: customer.token,
        body: { message: 'Yes, it came with the watch.' },
      });
      expect(replied.status).toBe(200);
      expect(replied.body.valuation.timeline.at(-1)).toMatchObject({
        by: 'Jane Doe',
        note: 'Yes, it came with the watch.',
      });
    });
  });

  describe('an expert adds a photo the customer sent in the chat', () => {
    it("adds an image of the customer's chat once, with its preview, and never another's", async () => {
      const v = await paidRequest();
      expect(
        (
          await t.call('POST', `/api/staff/valuations/${v.id}/assign`, {
            token: expert.token,
            body: {},
          })
        ).status,
      ).toBe(200);
      const sent = await sendChat(t, customer.token, { content: 'The box' }, [
        { name: 'box.png', type: 'image/png', data: await pngImage(200, 100) },
      ]);
      expect(sent.status).toBe(201);
      const attachmentId = sent.body.message.attachments[0].id as string;
      const foreign = await sendChat(t, other.token, { content: 'Mine' }, [
        { name: 'mine.png', type: 'image/png', data: await pngImage(90, 90) },
      ]);
      const foreignId = foreign.body.message.attachments[0].id as string;

      const listed = await t.call('GET', `/api/staff/valuations/${v.id}/chat-images`, {
        token: expert.token,
      });
      expect(listed.status).toBe(200);
      const ids = listed.body.images.map((i: { attachmentId: string }) => i.attachmentId);
      expect(ids).toContain(attachmentId);
      expect(ids).not.toContain(foreignId);
      expect(
        listed.body.images.find((i: { attachmentId: string }) => i.attachmentId === attachmentId),
      ).toMatchObject({ name: 'box.png', senderRole: 'customer', added: false });

      // another customer's image is refused as not in this chat (IDOR), and nothing is added
      const stolen = await t.call('POST', `/api/staff/valuations/${v.id}/photos/from-chat`, {
        token: expert.token,
        body: { attachmentId: foreignId },
      });
      expect(stolen.status).toBe(400);
      expect(stolen.body.error).toBe("This image is not in the customer's chat.");
      // a customer cannot call it, not even about their own request
      const byCustomer = await t.call('POST', `/api/staff/valuations/${v.id}/photos/from-chat`, {
        token: customer.token,
        body: { attachmentId },
      });
      expect(byCustomer.status).toBe(403);
      expect((await mine(v.id)).photos).toHaveLength(1);

      const added = await t.call('POST', `/api/staff/valuations/${v.id}/photos/from-chat`, {
        token: expert.token,
        body: { attachmentId },
      });
      expect(added.status).toBe(200);
      expect(
        added.body.images.find((i: { attachmentId: string }) => i.attachmentId === attachmentId)
          .added,
      ).toBe(true);
      const after = await mine(v.id);
      expect(after.photos).toHaveLength(2);
      expect(after.photos[1]).toMatchObject({ name: 'box.png', width: 200, height: 100 });
      expect(after.timeline.at(-1)).toMatchObject({
        by: 'Eleanor Grant',
        note: 'Photo box.png added from the chat',
      });
      // the copy and its preview are served by their signed URLs
      for (const url of [after.photos[1].url, after.photos[1].previewUrl]) {
        const file = await t.call('GET', url);
        expect(file.status).toBe(200);
        expect(file.headers['content-type']).toBe('image/jpeg');
      }

      const twice = await t.call('POST', `/api/staff/valuations/${v.id}/photos/from-chat`, {
        token: expert.token,
        body: { attachmentId },
      });
      expect(twice.status).toBe(409);
      const malformed = await t.call('POST', `/api/staff/valuations/${v.id}/photos/from-chat`, {
        token: expert.token,
        body: { attachmentId: 'nope' },
      });
      expect(malformed.status).toBe(400);
    });
  });

  describe("the customer's view of progress", () => {
    it('gives the expected-by date from the tier, names people and shows the value when done', async () => {
      // Friday 20 November 2026, 10:00 in London: an express watch (1 business day) → Monday 23
      t.app.get(Clock).set(new Date('2026-11-20T10:00:00Z'));
      const v = await paidRequest();
      const paid = await mine(v.id);
      expect(paid.expectedBy).toBe('2026-11-23T10:00:00.000Z');
      const staffView = await t.call('GET', `/api/staff/valuations/${v.id}`, {
        token: expert.token,
      });
      expect(staffView.body.valuation.dueAt).toBe(paid.expectedBy);
      // the clock stands still here: entries are found by status, not by order
      const created = paid.timeline.find(
        (e: { status: string }) => e.status === 'awaiting_payment',
      );
      expect(created).toMatchObject({ by: 'Jane Doe' });
      const listed = await t.call('GET', '/api/valuations', { token: customer.token });
      expect(listed.body.valuations.find((s: { id: string }) => s.id === v.id)).toMatchObject({
        expectedBy: '2026-11-23T10:00:00.000Z',
        result: null,
      });
      // the receipt writes the date and the amount the UK way
      const receipt = await waitForMail(
        t.dataDir,
        customer.email,
        `Payment receipt for valuation request ${v.reference}`,
      );
      expect(receipt).toContain("Our expert's valuation is expected by Monday 23 November.");
      expect(receipt).toContain('£75.00');
      expect(receipt).not.toContain('GBP');

      t.app.get(Clock).advance(60 * 60 * 1000);
      const completed = await t.call('POST', `/api/staff/valuations/${v.id}/complete`, {
        token: expert.token,
        body: { value: 12450.5, basis: 'insurance', assessedDescription: 'Rolex Submariner.' },
      });
      expect(completed.status).toBe(200);
      const done = await mine(v.id);
      expect(done.expectedBy).toBeNull();
      expect(done.timeline.find((e: { status: string }) => e.status === 'completed')).toMatchObject(
        { by: 'Eleanor Grant' },
      );
      const list = await t.call('GET', '/api/valuations', { token: customer.token });
      expect(list.body.valuations.find((s: { id: string }) => s.id === v.id).result).toMatchObject({
        value: 12450.5,
        currency: 'GBP',
        certificateReference: done.result.certificateReference,
      });
      // unpaid: no date yet
      const body = multipart({ ...VALID_FIELDS, email: customer.email }, [
        { filename: 'dial.jpg', data: await jpeg(64, 64) },
      ]);
      const unpaid = await t.call('POST', '/api/valuations', {
        raw: body.raw,
        headers: body.headers,
        token: customer.token,
      });
      expect(unpaid.body.valuation.expectedBy).toBeNull();
    });
  });
});
