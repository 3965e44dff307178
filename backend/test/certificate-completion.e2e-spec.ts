import { pdfText } from '../src/modules/certificates/testing/pdf-text';
import { jpeg, multipart, png } from './helpers/multipart';
import { register, RegisteredUser, TestApp } from './helpers/test-app';
import {
  bootWithAdmin,
  giveValuerProfile,
  paidRequest as paidRequestOf,
  registerExpert,
} from './helpers/valuation-requests';

/**
 * Issue 25's certificate: the valuer profile (qualification, signature), the preview, completing
 * with the item's identity, and what the PDF and /verify then show (docs/product.md §2.20, §2.21).
 */
describe('certificate: valuer profile, preview and identity', () => {
  let t: TestApp;
  let expert: RegisteredUser;
  let customer: RegisteredUser;
  let admin: { token: string; id: string };

  beforeAll(async () => {
    const booted = await bootWithAdmin();
    t = booted.t;
    admin = booted.admin;
    expert = await registerExpert(
      t,
      booted.admin.token,
      { firstName: 'Eleanor', lastName: 'Grant' },
      { valuerProfile: false },
    );
    customer = await register(t);
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  /** The customer's paid request, its photo upright (the certificate keeps its proportions). */
  const paidRequest = async (fields: Record<string, string> = {}) =>
    paidRequestOf(t, customer, fields, await jpeg(480, 640));

  it("keeps each expert's qualification and signature; customers may not", async () => {
    const empty = await t.call('GET', '/api/staff/me/profile', { token: expert.token });
    expect(empty.status).toBe(200);
    expect(empty.body.profile).toEqual({
      qualification: 'Certified valuer, Luxe Valuations, London',
      qualificationIsDefault: true,
      signatureUrl: null,
      updatedAt: null,
    });
    expect((await t.call('GET', '/api/staff/me/profile', { token: customer.token })).status).toBe(
      403,
    );
    const bad = await t.call('PUT', '/api/staff/me/profile', {
      token: expert.token,
      body: { qualification: 'x'.repeat(161) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Qualification must be at most 160 characters');
    const saved = await t.call('PUT', '/api/staff/me/profile', {
      token: expert.token,
      body: { qualification: ' FGA DGA (Gem-A), Registered Valuer ' },
    });
    expect(saved.body.profile).toMatchObject({
      qualification: 'FGA DGA (Gem-A), Registered Valuer',
      qualificationIsDefault: false,
    });

    const notImage = multipart({}, [
      { filename: 'sig.png', data: Buffer.from('not an image'), name: 'signature' },
    ]);
    const refused = await t.call('POST', '/api/staff/me/signature', {
      raw: notImage.raw,
      headers: notImage.headers,
      token: expert.token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('"sig.png" is not a JPEG, PNG, GIF or WebP image.');
    const form = multipart({}, [
      { filename: 'sig.png', data: await png(), contentType: 'image/png', name: 'signature' },
    ]);
    const uploaded = await t.call('POST', '/api/staff/me/signature', {
      raw: form.raw,
      headers: form.headers,
      token: expert.token,
    });
    expect(uploaded.status).toBe(200);
    const url = uploaded.body.profile.signatureUrl as string;
    expect(url).toMatch(/^\/api\/signatures\/[0-9a-f-]{36}\?variant=full&exp=\d+&sig=/);
    const image = await t.call('GET', url);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await t.call('GET', url.replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(43)))).status).toBe(
      403,
    );
  });

  it('previews without issuing, then completes with the identity the PDF and /verify show', async () => {
    const v = await paidRequest({
      purpose: 'probate',
      itemModel: 'Submariner',
      itemReference: '126610LN',
    });
    const staffRead = await t.call('GET', `/api/staff/valuations/${v.id}`, { token: expert.token });
    expect(staffRead.body.valuation).toMatchObject({
      purpose: 'probate',
      itemModel: 'Submariner',
      itemReference: '126610LN',
      itemSerial: null,
    });
    await t.call('POST', `/api/staff/valuations/${v.id}/assign`, { token: expert.token, body: {} });
    const identity = {
      brand: 'Rolex',
      model: 'Submariner Date',
      reference: '126610LN',
      serial: '7Z41K9',
      caseMaterial: 'Oystersteel',
      caseSize: '41 mm',
      condition: 'Excellent',
    };
    const body = {
      value: 12450,
      basis: 'probate',
      assessedDescription: 'Black dial, Cerachrom bezel, box and papers.',
      identity,
    };

    const wrong = await t.call('POST', `/api/staff/valuations/${v.id}/certificate-preview`, {
      token: expert.token,
      body: { ...body, identity: { artist: 'Lowry', condition: 'Good' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual(
      expect.arrayContaining([
        { field: 'identity.artist', message: '"artist" is not a detail of this kind of item' },
        { field: 'identity.brand', message: 'Maker is required' },
      ]),
    );
    const notText = await t.call('POST', `/api/staff/valuations/${v.id}/complete`, {
      token: expert.token,
      body: { ...body, identity: { brand: 5 } },
    });
    expect(notText.status).toBe(400);

    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/staff/valuations/${v.id}/certificate-preview`,
      headers: { authorization: `Bearer ${expert.token}` },
      payload: body,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    const previewText = await pdfText(preview.rawPayload);
    expect(previewText).toMatch(/PREVIEW · NOT\s+ISSUED/);
    expect(previewText).toContain('7Z41K9');
    // nothing was issued or changed
    const still = await t.call('GET', `/api/staff/valuations/${v.id}`, { token: expert.token });
    expect(still.body.valuation.status).toBe('in_review');
    expect(still.body.valuation.result).toBeNull();

    const done = await t.call('POST', `/api/staff/valuations/${v.id}/complete`, {
      token: expert.token,
      body,
    });
    expect(done.status).toBe(200);
    expect(done.body.valuation.result).toMatchObject({ identity, basis: 'probate' });
    const reference = done.body.valuation.result.certificateReference as string;

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/valuations/${v.id}/certificate.pdf`,
      headers: { authorization: `Bearer ${customer.token}` },
    });
    const text = await pdfText(pdf.rawPayload);
    for (const value of Object.values(identity)) expect(text).toContain(value);
    expect(text).toContain('FGA DGA (Gem-A), Registered Valuer');
    expect(text).toContain('£12,450.00');
    expect(text).not.toContain('PREVIEW');

    const verify = await t.call('GET', `/api/certificates/${reference}`);
    expect(verify.body.itemSummary).toBe(
      'Rolex · Submariner Date · 126610LN · ••••41K9 · Oystersteel · 41 mm · Excellent',
    );
    expect(verify.body.photoUrl).toBe(`/api/certificates/${reference}/photo.jpg`);
    // two PDFs rendered and parsed (the preview, the certificate): 47 s at a load of 32 on the
    // shared 2-core machine, near the 60 s default
  }, 120_000);

  it('completes without an identity (older clients) from what the request says', async () => {
    const v = await paidRequest({ itemModel: 'Daytona', itemSerial: 'K1' });
    await t.call('POST', `/api/staff/valuations/${v.id}/assign`, { token: expert.token, body: {} });
    const done = await t.call('POST', `/api/staff/valuations/${v.id}/complete`, {
      token: expert.token,
      body: { value: 100, basis: 'insurance', assessedDescription: 'A watch.' },
    });
    expect(done.status).toBe(200);
    expect(done.body.valuation.result.identity).toEqual({
      brand: 'Rolex',
      model: 'Daytona',
      serial: 'K1',
    });
  });

  it("refuses to issue a certificate without the valuer's own qualification and signature", async () => {
    const newcomer = await registerExpert(
      t,
      admin.token,
      { firstName: 'Nadia', lastName: 'Newcomer' },
      { valuerProfile: false },
    );
    const v = await paidRequest({ itemModel: 'Daytona', itemSerial: 'K2' });
    await t.call('POST', `/api/staff/valuations/${v.id}/assign`, {
      token: newcomer.token,
      body: {},
    });
    const complete = () =>
      t.call('POST', `/api/staff/valuations/${v.id}/complete`, {
        token: newcomer.token,
        body: { value: 100, basis: 'insurance', assessedDescription: 'A watch.' },
      });
    const bare = await complete();
    expect(bare.status).toBe(409);
    expect(bare.body.error).toBe(
      'Add your qualification and signature in Staff › Valuer profile before issuing a certificate.',
    );
    // The default line is not a qualification of their own.
    const named = await t.call('PUT', '/api/staff/me/profile', {
      token: newcomer.token,
      body: { qualification: 'FGA (Gem-A)' },
    });
    expect(named.status).toBe(200);
    const unsigned = await complete();
    expect(unsigned.status).toBe(409);
    expect(unsigned.body.error).toBe(
      'Add your signature in Staff › Valuer profile before issuing a certificate.',
    );
    const still = await t.call('GET', `/api/staff/valuations/${v.id}`, { token: newcomer.token });
    expect(still.body.valuation.result).toBeNull();
    expect(still.body.valuation.status).not.toBe('completed');
    await giveValuerProfile(t, newcomer.token, 'FGA (Gem-A)');
    const done = await complete();
    expect(done.status).toBe(200);
    expect(done.body.valuation.status).toBe('completed');
  });
});
