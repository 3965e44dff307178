import { randomUUID } from 'node:crypto';
import { Clock } from '../src/infrastructure/clock/clock';
import { pdfText } from '../src/modules/certificates/testing/pdf-text';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { sendChat } from './helpers/chat';
import { jpeg, multipart } from './helpers/multipart';
import { register, RegisteredUser, storedKeys, TestApp, waitForMail } from './helpers/test-app';
import {
  bootWithAdmin,
  giveValuerProfile,
  createRequest as createRequestOf,
  paidRequest as paidRequestOf,
  registerExpert,
} from './helpers/valuation-requests';

/** The staff console's API and the certificate (docs/product.md §2.20, §2.21). */
describe('staff console: valuation queue, actions and certificates', () => {
  let t: TestApp;
  let admin: { token: string; id: string };
  let expert: RegisteredUser;
  let expert2: RegisteredUser;
  let customer: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    const booted = await bootWithAdmin();
    t = booted.t;
    admin = booted.admin;
    await giveValuerProfile(t, admin.token);
    expert = await registerExpert(t, admin.token, { firstName: 'Eleanor', lastName: 'Grant' });
    expert2 = await registerExpert(t, admin.token, { firstName: 'Marcus', lastName: 'Reid' });
    customer = await register(t);
    other = await register(t);
  }, 240_000);
  afterAll(async () => {
    t.app.get(Clock).set(null);
    await t.close();
  });
  afterEach(() => t.app.get(Clock).set(null));

  const createRequest = (fields: Record<string, string> = {}, user = customer) =>
    createRequestOf(t, user, fields);
  const paidRequest = (fields: Record<string, string> = {}, user = customer) =>
    paidRequestOf(t, user, fields);

  const staffCall = (method: string, url: string, token?: string, body?: unknown) =>
    t.call(method, url, { token, body });

  describe('who may call', () => {
    it('answers 401 signed out and 403 to customers on every staff route', async () => {
      const v = await paidRequest();
      const calls: [string, string, unknown?][] = [
        ['GET', '/api/staff/valuations'],
        ['GET', `/api/staff/valuations/${v.id}`],
        ['GET', '/api/staff/experts'],
        ['POST', `/api/staff/valuations/${v.id}/assign`, {}],
        ['POST', `/api/staff/valuations/${v.id}/request-info`, { message: 'More photos please.' }],
        [
          'POST',
          `/api/staff/valuations/${v.id}/complete`,
          { value: 100, basis: 'insurance', assessedDescription: 'A watch.' },
        ],
        ['POST', `/api/staff/valuations/${v.id}/recommend-revaluation`, { reason: 'Prices rose.' }],
      ];
      for (const [method, url, body] of calls) {
        const anonymous = await staffCall(method, url, undefined, body);
        expect([url, anonymous.status]).toEqual([url, 401]);
        expect(typeof anonymous.body.error).toBe('string');
        const refused = await staffCall(method, url, customer.token, body);
        expect([url, refused.status]).toEqual([url, 403]);
        expect(refused.body.error).toMatch(/\.$/);
      }
      // nothing happened to the request
      const mine = await t.call('GET', `/api/valuations/${v.id}`, { token: customer.token });
      expect(mine.body.valuation.status).toBe('paid');
    });

    it('lets experts and admins read the queue, a request and the experts', async () => {
      const v = await paidRequest();
      for (const token of [expert.token, admin.token]) {
        expect((await staffCall('GET', '/api/staff/valuations', token)).status).toBe(200);
        const one = await staffCall('GET', `/api/staff/valuations/${v.id}`, token);
        expect(one.status).toBe(200);
        expect(one.body.valuation.customer).toEqual({
          id: customer.id,
          firstName: 'Jane',
          lastName: 'Doe',
          email: customer.email,
        });
        const experts = await staffCall('GET', '/api/staff/experts', token);
        expect(experts.body.experts.map((e: { id: string }) => e.id)).toEqual(
          expect.arrayContaining([expert.id, expert2.id, admin.id]),
        );
        expect(experts.body.experts.map((e: { id: string }) => e.id)).not.toContain(customer.id);
      }
      const missing = await staffCall('GET', `/api/staff/valuations/${randomUUID()}`, expert.token);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('Valuation request not found');
    });
  });

  describe('the queue', () => {
    it('lists paid first, express before standard, then by due date, with filters and search', async () => {
      const tag = randomUUID().slice(0, 8);
      const owner = await register(t, { firstName: 'Queue', lastName: `Owner${tag}` });
      const named = { firstName: 'Queue', lastName: `Owner${tag}` };
      const clock = t.app.get(Clock);
      clock.set(new Date('2026-11-16T10:00:00Z')); // a Monday
      const unpaid = await createRequest({ ...named, serviceTier: 'express' }, owner);
      const standard = await paidRequest(
        {
          ...named,
          serviceType: 'handbag',
          serviceTier: 'standard',
          watchBrand: '',
          handbagBrand: 'Hermès',
        },
        owner,
      );
      clock.set(new Date('2026-11-17T10:00:00Z'));
      const expressLater = await paidRequest({ ...named, serviceTier: 'express' }, owner);
      clock.set(new Date('2026-11-16T12:00:00Z'));
      const expressFirst = await paidRequest({ ...named, serviceTier: 'express' }, owner);
      clock.set(new Date('2026-11-20T10:00:00Z'));

      const page = await staffCall(
        'GET',
        `/api/staff/valuations?search=${encodeURIComponent(`Owner${tag}`)}`,
        expert.token,
      );
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(4);
      expect(page.body.items.map((r: { id: string }) => r.id)).toEqual([
        expressFirst.id,
        expressLater.id,
        standard.id,
        unpaid.id,
      ]);
      const first = page.body.items[0];
      expect(first).toMatchObject({
        reference: expressFirst.reference,
        serviceType: 'watch',
        serviceTier: 'express',
        status: 'paid',
        brand: 'Rolex',
        assignee: null,
        overdue: true,
        customer: { id: owner.id, email: owner.email },
      });
      expect(first.dueAt).toBe('2026-11-17T12:00:00.000Z');
      expect(page.body.items[3]).toMatchObject({
        status: 'awaiting_payment',
        dueAt: null,
        overdue: false,
      });

      const q = (params: string) =>
        staffCall(
          'GET',
          `/api/staff/valuations?search=${encodeURIComponent(`Owner${tag}`)}&${params}`,
          expert.token,
        );
      expect(
        (await q('status=awaiting_payment')).body.items.map((r: { id: string }) => r.id),
      ).toEqual([unpaid.id]);
      expect((await q('service=handbag')).body.items.map((r: { id: string }) => r.id)).toEqual([
        standard.id,
      ]);
      expect((await q('assignee=none')).body.total).toBe(4);
      expect((await q('assignee=me')).body.total).toBe(0);
      expect((await q('page=2&pageSize=3')).body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
      expect((await q('page=2&pageSize=3')).body.items.map((r: { id: string }) => r.id)).toEqual([
        unpaid.id,
      ]);
      // by reference, and by brand
      const byRef = await staffCall(
        'GET',
        `/api/staff/valuations?search=${standard.reference.toLowerCase()}`,
        expert.token,
      );
      expect(byRef.body.items.map((r: { id: string }) => r.id)).toEqual([standard.id]);
      const byBrand = await staffCall(
        'GET',
        `/api/staff/valuations?search=herm&service=handbag&status=paid&pageSize=100`,
        expert.token,
      );
      expect(byBrand.body.items.map((r: { id: string }) => r.id)).toContain(standard.id);
      expect(byBrand.body.items.every((r: { brand: string }) => /herm/i.test(r.brand))).toBe(true);

      await staffCall('POST', `/api/staff/valuations/${standard.id}/assign`, expert.token, {});
      expect((await q('assignee=me')).body.items.map((r: { id: string }) => r.id)).toEqual([
        standard.id,
      ]);
      expect((await q('assignee=none')).body.total).toBe(3);
      clock.set(null);
    });

    it('refuses bad filters with a sentence per field', async () => {
      const res = await staffCall(
        'GET',
        '/api/staff/valuations?status=lost&assignee=them&page=0',
        expert.token,
      );
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'assignee',
        'page',
        'status',
      ]);
    });
  });

  describe('working a request', () => {
    it('takes, asks for information, gets photos back, completes and issues a certificate', async () => {
      const v = await paidRequest({ autoRevalue: 'false' });
      const assigned = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/assign`,
        expert.token,
        {},
      );
      expect(assigned.status).toBe(200);
      expect(assigned.body.valuation).toMatchObject({
        status: 'in_review',
        assignee: { id: expert.id, firstName: 'Eleanor' },
      });
      expect(assigned.body.valuation.timeline.at(-1)).toMatchObject({
        status: 'in_review',
        by: 'Eleanor Grant',
        note: 'Assigned to Eleanor Grant',
      });

      // another expert can neither ask nor complete; the assignee can
      const notMine = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/request-info`,
        expert2.token,
        {
          message: 'Caseback please.',
        },
      );
      expect(notMine.status).toBe(403);
      expect(notMine.body.error).toBe('Only the assigned expert or an admin can do this.');

      const asked = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/request-info`,
        expert.token,
        {
          message: 'Please add a photo of the caseback.',
        },
      );
      expect(asked.status).toBe(200);
      expect(asked.body.valuation.status).toBe('info_requested');
      expect(asked.body.valuation.timeline.at(-1)).toMatchObject({
        status: 'info_requested',
        by: 'Eleanor Grant',
        note: 'Please add a photo of the caseback.',
      });
      await waitForMail(t.dataDir, customer.email, 'More information requested');
      // the message also reaches the customer's chat, as the expert's, linked to the request
      const chat = await t.call('GET', '/api/chat/messages', { token: customer.token });
      expect(chat.status).toBe(200);
      expect(chat.body.messages.at(-1)).toMatchObject({
        content: 'Please add a photo of the caseback.',
        senderRole: 'expert',
        senderId: expert.id,
        valuationId: v.id,
        valuationReference: v.reference,
      });

      // the customer adds a photo and sends it: back in review
      const body = multipart({}, [
        { filename: 'caseback.jpg', data: await jpeg(320, 240, '#445566') },
      ]);
      const added = await t.call('POST', `/api/valuations/${v.id}/photos`, {
        raw: body.raw,
        headers: body.headers,
        token: customer.token,
      });
      expect(added.status).toBeLessThan(300);
      expect(added.body.valuation.status).toBe('info_requested');
      const sent = await t.call('POST', `/api/valuations/${v.id}/respond`, {
        token: customer.token,
        body: {},
      });
      expect(sent.status).toBe(200);
      expect(sent.body.valuation.status).toBe('in_review');

      const completed = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/complete`,
        expert.token,
        {
          value: 12450.5,
          basis: 'insurance',
          assessedDescription: 'Rolex Submariner Date 126610LN, steel, 2021, box and papers.',
          notes: 'Serial checked against the papers.',
        },
      );
      expect(completed.status).toBe(200);
      const result = completed.body.valuation.result;
      expect(completed.body.valuation).toMatchObject({
        status: 'completed',
        internalNotes: 'Serial checked against the papers.',
        revaluationDueAt: null,
      });
      expect(result).toMatchObject({ value: 12450.5, basis: 'insurance', valuer: 'Eleanor Grant' });
      expect(result.certificateReference).toMatch(/^LVC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

      // the customer sees it completed, without the internal notes, and downloads the certificate
      const mine = await t.call('GET', `/api/valuations/${v.id}`, { token: customer.token });
      expect(mine.body.valuation.status).toBe('completed');
      expect(mine.text).not.toContain('Serial checked');
      const pdf = await t.app.inject({
        method: 'GET',
        url: `/api/valuations/${v.id}/certificate.pdf`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(result.certificateReference);
      expect(text).toContain('£12,450.50');
      expect(text).toContain(v.reference);
      expect(text).toContain(`https://luxe.example/verify/${result.certificateReference}`);
      // staff may download it too; another customer may not
      const staffPdf = await t.call('GET', `/api/valuations/${v.id}/certificate.pdf`, {
        token: expert2.token,
      });
      expect(staffPdf.status).toBe(200);
      const stranger = await t.call('GET', `/api/valuations/${v.id}/certificate.pdf`, {
        token: other.token,
      });
      expect(stranger.status).toBe(404);

      const mail = await waitForMail(
        t.dataDir,
        customer.email,
        `Your valuation ${v.reference} is complete`,
      );
      expect(mail).toContain(result.certificateReference);

      const verified = await t.call('GET', `/api/certificates/${result.certificateReference}`);
      expect(verified.body).toMatchObject({
        status: 'valid',
        value: 12450.5,
        valuer: 'Eleanor Grant',
      });

      // completed: no more work, but a revaluation can be recommended
      const again = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/complete`,
        expert.token,
        {
          value: 1,
          basis: 'market',
          assessedDescription: 'x',
        },
      );
      expect(again.status).toBe(409);
      const recommended = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/recommend-revaluation`,
        expert2.token,
        { reason: 'Steel sports models rose sharply this year.' },
      );
      expect(recommended.status).toBe(200);
      expect(recommended.body.valuation.revaluationRecommendation.reason).toBe(
        'Steel sports models rose sharply this year.',
      );
      expect(recommended.body.valuation.timeline.at(-1).by).toBe('Marcus Reid');
      const list = await t.call('GET', '/api/valuations', { token: customer.token });
      const summary = list.body.valuations.find((s: { id: string }) => s.id === v.id);
      expect(summary.revaluationRecommendation.reason).toBe(
        'Steel sports models rose sharply this year.',
      );
      await waitForMail(
        t.dataDir,
        customer.email,
        `We recommend updating your valuation ${v.reference}`,
      );
    });

    it('links a chat reply to the request without sending it back to review', async () => {
      const v = await paidRequest();
      expect(
        (await staffCall('POST', `/api/staff/valuations/${v.id}/assign`, expert.token, {})).status,
      ).toBe(200);
      const asked = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/request-info`,
        expert.token,
        { message: 'Is the bracelet original?' },
      );
      expect(asked.body.valuation.status).toBe('info_requested');
      const reply = await sendChat(t, customer.token, {
        content: 'Yes, it came with the watch.',
        valuationId: v.id,
      });
      expect(reply.status).toBe(201);
      expect(reply.body.message).toMatchObject({
        valuationId: v.id,
        valuationReference: v.reference,
      });
      // only "Send to the expert" on the request's page sends it back (docs/product.md)
      const after = (await t.call('GET', `/api/valuations/${v.id}`, { token: customer.token })).body
        .valuation as { status: string; timeline: unknown[] };
      expect(after.status).toBe('info_requested');
      expect(after.timeline.at(-1)).toMatchObject({ status: 'info_requested' });
    });

    it('refuses work on an unpaid request (409) and revaluation advice on an open one', async () => {
      const v = await createRequest();
      for (const [path, body] of [
        ['assign', {}],
        ['request-info', { message: 'Photos please.' }],
        ['complete', { value: 10, basis: 'market', assessedDescription: 'A watch.' }],
      ] as const) {
        const res = await staffCall(
          'POST',
          `/api/staff/valuations/${v.id}/${path}`,
          admin.token,
          body,
        );
        expect([path, res.status, res.body.error]).toEqual([
          path,
          409,
          'An unpaid request cannot be worked on.',
        ]);
      }
      const advice = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/recommend-revaluation`,
        admin.token,
        {
          reason: 'Prices rose.',
        },
      );
      expect(advice.status).toBe(409);
      const pdf = await t.call('GET', `/api/valuations/${v.id}/certificate.pdf`, {
        token: customer.token,
      });
      expect(pdf.status).toBe(409);
    });

    it('lets an admin assign another expert, but not an expert', async () => {
      const v = await paidRequest();
      const byExpert = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/assign`,
        expert.token,
        {
          expertId: expert2.id,
        },
      );
      expect(byExpert.status).toBe(403);
      const notStaff = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/assign`,
        admin.token,
        {
          expertId: customer.id,
        },
      );
      expect(notStaff.status).toBe(400);
      const byAdmin = await staffCall('POST', `/api/staff/valuations/${v.id}/assign`, admin.token, {
        expertId: expert2.id,
      });
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.valuation.assignee.id).toBe(expert2.id);
      // the admin may complete it though it is not theirs; the other expert may not
      const notAssignee = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/complete`,
        expert.token,
        {
          value: 900,
          basis: 'market',
          assessedDescription: 'A watch.',
        },
      );
      expect(notAssignee.status).toBe(403);
      const adminDone = await staffCall(
        'POST',
        `/api/staff/valuations/${v.id}/complete`,
        admin.token,
        {
          value: 900,
          basis: 'market',
          assessedDescription: 'A watch.',
        },
      );
      expect(adminDone.status).toBe(200);
    });
  });

  it("keeps the certificate beside the request's photos, so deleting the account deletes it", async () => {
    const owner = await register(t);
    const v = await paidRequest({}, owner);
    const done = await staffCall('POST', `/api/staff/valuations/${v.id}/complete`, expert.token, {
      value: 300,
      basis: 'market',
      assessedDescription: 'A steel watch.',
    });
    expect(done.status).toBe(200);
    const reference = done.body.valuation.result.certificateReference as string;
    const file = `${owner.id}/${v.id}/certificate-${reference}.pdf`;
    expect(await storedKeys(t, `${owner.id}/${v.id}/`)).toContain(file);
    const deleted = await t.call('DELETE', '/api/profile', {
      token: owner.token,
      body: { password: owner.password },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(await storedKeys(t, `${owner.id}/`)).toEqual([]);
    expect((await t.call('GET', `/api/certificates/${reference}`)).status).toBe(404);
  });

  describe('lifetime support (auto-revalue)', () => {
    it('mails a month before and on the day, opens a prepaid request for fresh photos, and supersedes the certificate', async () => {
      const clock = t.app.get(Clock);
      const jobs = t.app.get(JobsService);
      clock.set(new Date('2026-11-16T10:00:00Z'));
      const v = await paidRequest({ autoRevalue: 'true' });
      const done = await staffCall('POST', `/api/staff/valuations/${v.id}/complete`, expert.token, {
        value: 5000,
        basis: 'insurance',
        assessedDescription: 'Rolex Datejust 36, steel.',
      });
      expect(done.status).toBe(200);
      expect(done.body.valuation.revaluationDueAt).toBe('2028-11-16T10:00:00.000Z');
      const firstCert = done.body.valuation.result.certificateReference as string;
      const firstPdf = await t.call('GET', `/api/valuations/${v.id}/certificate.pdf`, {
        token: customer.token,
      });
      expect(firstPdf.status).toBe(200);

      clock.set(new Date('2028-10-18T10:00:00Z'));
      await jobs.runDue();
      await waitForMail(
        t.dataDir,
        customer.email,
        `Your revaluation of ${v.reference} is due on 16 November 2028`,
      );

      clock.set(new Date('2028-11-16T10:00:01Z'));
      await jobs.runDue();
      const list = await t.call('GET', '/api/valuations', { token: customer.token });
      const revaluation = list.body.valuations.find(
        (s: { id: string; status: string; reference: string }) =>
          s.id !== v.id && s.status === 'info_requested' && s.reference !== v.reference,
      );
      expect(revaluation).toBeDefined();
      const opened = await t.call('GET', `/api/valuations/${revaluation.id}`, {
        token: customer.token,
      });
      expect(opened.body.valuation).toMatchObject({
        status: 'info_requested',
        serviceType: 'watch',
        watchBrand: 'Rolex',
        itemDescription: 'Rolex Datejust 36, steel.',
        photos: [],
        autoRevalue: false,
      });
      expect(opened.body.valuation.price.total).toBe(20);
      await waitForMail(
        t.dataDir,
        customer.email,
        `Your revaluation ${opened.body.valuation.reference}: please add fresh photos`,
      );
      // running again opens nothing more
      await jobs.runDue();

      const body = multipart({}, [
        { filename: 'fresh.jpg', data: await jpeg(320, 240, '#778899') },
      ]);
      const added = await t.call('POST', `/api/valuations/${revaluation.id}/photos`, {
        raw: body.raw,
        headers: body.headers,
        token: customer.token,
      });
      expect(added.body.valuation.status).toBe('info_requested');
      const sent = await t.call('POST', `/api/valuations/${revaluation.id}/respond`, {
        token: customer.token,
        body: {},
      });
      expect(sent.body.valuation.status).toBe('in_review');
      const again = await staffCall(
        'POST',
        `/api/staff/valuations/${revaluation.id}/complete`,
        expert.token,
        {
          value: 6200,
          basis: 'insurance',
          assessedDescription: 'Rolex Datejust 36, steel, revalued.',
        },
      );
      expect(again.status).toBe(200);
      const secondCert = again.body.valuation.result.certificateReference as string;
      expect(secondCert).not.toBe(firstCert);

      expect((await t.call('GET', `/api/certificates/${firstCert}`)).body.status).toBe(
        'superseded',
      );
      expect((await t.call('GET', `/api/certificates/${secondCert}`)).body).toMatchObject({
        status: 'valid',
        value: 6200,
      });
      const oldPdf = await t.app.inject({
        method: 'GET',
        url: `/api/valuations/${v.id}/certificate.pdf`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(await pdfText(oldPdf.rawPayload)).toContain('SUPERSEDED');
      clock.set(null);
    });
  });
});
