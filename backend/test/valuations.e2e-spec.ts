import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { Clock } from '../src/infrastructure/clock/clock';
import { SIGNED_URL_TTL_SECONDS } from '../src/infrastructure/signing/signed-urls.service';
import { jpeg, jpegWithGps, multipart, png, VALID_FIELDS } from './helpers/multipart';
import { FileStore } from '../src/infrastructure/storage/file-store';
import {
  bootApp,
  register,
  RegisteredUser,
  storedKeys,
  TestApp,
  waitForMail,
} from './helpers/test-app';

/** POST /api/valuations and the customer's reading of requests and photos (contracts). */
describe('valuation requests', () => {
  let t: TestApp;
  let jane: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    t = await bootApp();
    jane = await register(t);
    other = await register(t);
  });
  afterAll(async () => {
    t.app.get(Clock).set(null);
    await t.close();
  });

  async function create(
    fields: Record<string, string | undefined>,
    files?: { filename: string; data: Buffer; name?: string; contentType?: string }[],
    user = jane,
  ) {
    const clean = Object.fromEntries(
      Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined),
    );
    const body = multipart(clean, files ?? [{ filename: 'dial.jpg', data: await jpeg() }]);
    return t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: user.token,
    });
  }

  const detail = (
    res: { body: { details?: { field: string; message: string }[] } },
    field: string,
  ) => res.body.details?.find((d) => d.field === field)?.message;

  it('creates a request awaiting payment with the catalogue price, a reference and a timeline', async () => {
    const res = await create(VALID_FIELDS, [
      { filename: 'dial.jpg', data: await jpeg(120, 80) },
      { filename: 'case.png', data: await png(), contentType: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    const v = res.body.valuation;
    expect(v.status).toBe('awaiting_payment');
    expect(v.reference).toMatch(/^LV-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(v.price).toEqual({ tier: 75, autoRevalue: 0, total: 75, currency: 'GBP' });
    expect(v.serviceType).toBe('watch');
    expect(v.watchBrand).toBe('Rolex');
    expect(v.address).toEqual({
      street: '1 Bond Street',
      city: 'London',
      state: '',
      postalCode: 'W1S 1AA',
      country: 'United Kingdom',
    });
    expect(v.photos).toHaveLength(2);
    expect(v.photos[0]).toMatchObject({
      name: 'dial.jpg',
      type: 'image/jpeg',
      width: 120,
      height: 80,
    });
    expect(v.photos[1].name).toBe('case.png');
    expect(v.timeline).toEqual([
      expect.objectContaining({ status: 'awaiting_payment', by: 'Jane Doe' }),
    ]);
    expect(v.payment).toBeNull();
    expect(v.result).toBeNull();
    expect(v.cancellableUntil).not.toBeNull();
    const mail = await waitForMail(
      t.dataDir,
      'jane@example.com',
      `Valuation request ${v.reference} received`,
    );
    expect(mail).toContain('£75.00');
    expect(mail).toContain(`/valuations/${v.id}`);
  });

  it('adds the auto-revalue price when chosen (paid in advance)', async () => {
    const res = await create({
      ...VALID_FIELDS,
      serviceType: 'art',
      serviceTier: 'standard',
      watchBrand: undefined,
      autoRevalue: 'true',
    });
    expect(res.status).toBe(201);
    expect(res.body.valuation.price).toEqual({
      tier: 135,
      autoRevalue: 20,
      total: 155,
      currency: 'GBP',
    });
    expect(res.body.valuation.autoRevalue).toBe(true);
  });

  it('records the purpose (insurance when absent) and the model, reference and serial number', async () => {
    const plain = await create(VALID_FIELDS);
    expect(plain.body.valuation).toMatchObject({
      purpose: 'insurance',
      itemModel: null,
      itemReference: null,
      itemSerial: null,
    });
    const res = await create({
      ...VALID_FIELDS,
      purpose: 'probate',
      itemModel: ' Submariner Date ',
      itemReference: '126610LN',
      itemSerial: '7Z41K9',
    });
    expect(res.status).toBe(201);
    const expected = {
      purpose: 'probate',
      itemModel: 'Submariner Date',
      itemReference: '126610LN',
      itemSerial: '7Z41K9',
    };
    expect(res.body.valuation).toMatchObject(expected);
    const read = await t.call('GET', `/api/valuations/${res.body.valuation.id}`, {
      token: jane.token,
    });
    expect(read.body.valuation).toMatchObject(expected);

    const bad = await create({
      ...VALID_FIELDS,
      purpose: 'resale',
      itemSerial: 'x'.repeat(101),
    });
    expect(bad.status).toBe(400);
    expect(detail(bad, 'purpose')).toBe(
      'Please choose what the valuation is for: insurance, probate or market value',
    );
    expect(detail(bad, 'itemSerial')).toBe('Serial number must be at most 100 characters');
  });

  it('accepts the address as address[...] parts', async () => {
    const { address: _a, ...rest } = VALID_FIELDS;
    const res = await create({
      ...rest,
      'address[street]': '2 King Street',
      'address[city]': 'Manchester',
      'address[postalCode]': 'M2 4WU',
      'address[country]': 'United Kingdom',
    });
    expect(res.status).toBe(201);
    expect(res.body.valuation.address).toEqual({
      street: '2 King Street',
      city: 'Manchester',
      state: '',
      postalCode: 'M2 4WU',
      country: 'United Kingdom',
    });
  });

  it('checks the fields against the catalogue', async () => {
    const res = await create({ ...VALID_FIELDS, serviceType: 'cars', serviceTier: 'premium' });
    expect(res.status).toBe(400);
    expect(detail(res, 'serviceType')).toBe('Please choose a service');
    expect(detail(res, 'serviceTier')).toBe('Please choose a service level');
    expect(res.body.error).toContain('Please choose a service');

    const brand = await create({ ...VALID_FIELDS, watchBrand: 'Swatchy' });
    expect(detail(brand, 'watchBrand')).toBe('Please choose a watch brand from the list');
  });

  it('takes brand fields only for their service, and "Other" needs the brand text', async () => {
    const handbagOnWatch = await create({ ...VALID_FIELDS, handbagBrand: 'Chanel' });
    expect(handbagOnWatch.status).toBe(400);
    expect(detail(handbagOnWatch, 'handbagBrand')).toBe(
      'A handbag brand only applies to a handbag valuation',
    );

    const other = await create({ ...VALID_FIELDS, watchBrand: 'Other' });
    expect(detail(other, 'otherWatchBrand')).toBe('Please enter the watch brand');

    const ok = await create({
      ...VALID_FIELDS,
      watchBrand: 'Other',
      otherWatchBrand: 'Grand Seiko',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.valuation.otherWatchBrand).toBe('Grand Seiko');

    const handbag = await create({
      ...VALID_FIELDS,
      serviceType: 'handbag',
      watchBrand: undefined,
      handbagBrand: 'Hermès',
      lastKnownValue: '£12,000',
      yearOfPurchase: '2015',
    });
    expect(handbag.status).toBe(201);
    expect(handbag.body.valuation).toMatchObject({
      handbagBrand: 'Hermès',
      lastKnownValue: '£12,000',
      yearOfPurchase: '2015',
    });
  });

  it('asks last known value and year only for jewellery and handbags, and a plausible year', async () => {
    const watch = await create({ ...VALID_FIELDS, lastKnownValue: '5000', yearOfPurchase: '2010' });
    expect(watch.status).toBe(400);
    expect(detail(watch, 'lastKnownValue')).toBe('Only asked for jewellery and handbag valuations');
    expect(detail(watch, 'yearOfPurchase')).toBe('Only asked for jewellery and handbag valuations');

    for (const year of ['15', '3015', '1700', 'abcd']) {
      const res = await create({
        ...VALID_FIELDS,
        serviceType: 'jewellery',
        watchBrand: undefined,
        yearOfPurchase: year,
      });
      expect(res.status).toBe(400);
      expect(detail(res, 'yearOfPurchase')).toBe('Year of purchase must be a year such as 2015');
    }
  });

  it('needs a description, name, email and postal address', async () => {
    const res = await create({
      ...VALID_FIELDS,
      itemDescription: '  ',
      firstName: '',
      email: 'nope',
      address: JSON.stringify({ street: '', city: 'London', postalCode: '', country: 'UK' }),
    });
    expect(res.status).toBe(400);
    expect(detail(res, 'itemDescription')).toBe('Please describe the item');
    expect(detail(res, 'firstName')).toBe('First name is required');
    expect(detail(res, 'email')).toBe('Invalid email address');
    expect(detail(res, 'address.street')).toBe('Street is required');
    expect(detail(res, 'address.postalCode')).toBe('Postal code is required');

    const bad = await create({ ...VALID_FIELDS, address: '{"street":' });
    expect(detail(bad, 'address')).toContain('JSON object');
  });

  it('refuses unknown fields, control characters and over-long text parts', async () => {
    const unknown = await create({ ...VALID_FIELDS, price: '1' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown field "price"');

    const nul = await create({ ...VALID_FIELDS, itemDescription: 'ring\u0000' });
    expect(nul.status).toBe(400);
    expect(detail(nul, 'itemDescription')).toBe(
      'Item description must not contain control characters.',
    );

    // busboy would silently cut a part over 20 KB; the route refuses it instead
    const long = await create({ ...VALID_FIELDS, itemDescription: 'x'.repeat(25_000) });
    expect(long.status).toBe(400);
    expect(detail(long, 'itemDescription')).toBe('Item description is too long');

    const tooLong = await create({ ...VALID_FIELDS, itemDescription: 'x'.repeat(5001) });
    expect(tooLong.status).toBe(400);
    expect(detail(tooLong, 'itemDescription')).toBe('Description must be at most 5000 characters');
  });

  it('needs at least one photo and takes at most five', async () => {
    const none = await create(VALID_FIELDS, []);
    expect(none.status).toBe(400);
    expect(detail(none, 'images')).toBe('Please add at least one photo of the item.');

    const image = await jpeg();
    const six = await create(
      VALID_FIELDS,
      Array.from({ length: 6 }, (_, i) => ({ filename: `p${i}.jpg`, data: image })),
    );
    expect(six.status).toBe(400);
    expect(six.body.error).toBe('You can add at most 5 photos.');

    const five = await create(
      VALID_FIELDS,
      Array.from({ length: 5 }, (_, i) => ({ filename: `p${i}.jpg`, data: image })),
    );
    expect(five.status).toBe(201);
    expect(five.body.valuation.photos).toHaveLength(5);
  });

  it('judges photos by their bytes: a text file named .jpg is refused', async () => {
    const res = await create(VALID_FIELDS, [
      { filename: 'holiday.jpg', data: Buffer.from('just some text, not a picture\n'.repeat(20)) },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('"holiday.jpg" is not a JPEG, PNG, GIF or WebP image.');
    const pdf = await create(VALID_FIELDS, [
      {
        filename: 'scan.png',
        data: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        contentType: 'image/png',
      },
    ]);
    expect(pdf.status).toBe(400);
  });

  it('takes GIF and WebP photos (stored as JPEG) and refuses bytes that only look like an image', async () => {
    const webp = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#123456' },
    })
      .webp()
      .toBuffer();
    const gif = await sharp({
      create: { width: 20, height: 20, channels: 3, background: '#654321' },
    })
      .gif()
      .toBuffer();
    const ok = await create(VALID_FIELDS, [
      { filename: 'a.webp', data: webp, contentType: 'image/webp' },
      { filename: 'b.gif', data: gif, contentType: 'image/gif' },
    ]);
    expect(ok.status).toBe(201);
    expect(ok.body.valuation.photos.map((p: { type: string }) => p.type)).toEqual([
      'image/jpeg',
      'image/jpeg',
    ]);

    // a JPEG signature followed by garbage: judged a JPEG, but it cannot be decoded
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
    const res = await create(VALID_FIELDS, [{ filename: 'broken.jpg', data: broken }]);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('"broken.jpg" could not be read as an image.');
  });

  it('refuses a photo over 10 MB with 413 naming it, and keeps no part of it', async () => {
    const before = countTmp();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(10 * 1024 * 1024 + 10, 1)]);
    const res = await create(VALID_FIELDS, [{ filename: 'huge.jpg', data: big }]);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('"huge.jpg" is larger than 10MB.');
    expect(countTmp()).toBe(before);
  });

  function countTmp(): number {
    const dir = join(t.dataDir, 'tmp', 'uploads');
    return existsSync(dir) ? readdirSync(dir).length : 0;
  }

  it('stores photos upright, re-encoded without EXIF or GPS, with a preview', async () => {
    // 300×200 pixels stored sideways (EXIF orientation 6 = rotate 90° to show upright)
    const original = await jpegWithGps(300, 200, 6);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from('SecretCam'))).toBe(true);
    const res = await create(VALID_FIELDS, [{ filename: 'phone.jpg', data: original }]);
    expect(res.status).toBe(201);
    const photo = res.body.valuation.photos[0];
    expect(photo).toMatchObject({ width: 200, height: 300, type: 'image/jpeg' });

    const full = await t.call('GET', photo.url);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toContain('private');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    const stored = full.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.width).toBe(200);
    expect(meta.height).toBe(300);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);

    // the stored files too (disk or bucket)
    const keys = await storedKeys(t, `${jane.id}/${res.body.valuation.id}/`);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      const m = await sharp((await t.app.get(FileStore).read(key))!).metadata();
      expect(m.exif).toBeUndefined();
    }

    const preview = await t.call('GET', photo.previewUrl);
    expect(preview.status).toBe(200);
    const pm = await sharp(preview.rawPayload).metadata();
    expect(Math.max(pm.width!, pm.height!)).toBeLessThanOrEqual(480);
  });

  it('serves photos only through URLs it signed, and only until they expire', async () => {
    const res = await create(VALID_FIELDS);
    const url: string = res.body.valuation.photos[0].url;
    expect((await t.call('GET', url)).status).toBe(200);

    const tampered = url.replace(/sig=([^&]{5})/, 'sig=AAAAA');
    expect((await t.call('GET', tampered)).status).toBe(403);
    const longer = url.replace(/exp=(\d+)/, (_, e: string) => `exp=${Number(e) + 3600}`);
    const forged = await t.call('GET', longer);
    expect(forged.status).toBe(403);
    expect(forged.body.error).toContain('not valid or has expired');
    const asPreview = url.replace('variant=full', 'variant=preview');
    expect((await t.call('GET', asPreview)).status).toBe(403);
    const otherPhoto = url.replace(/photos\/[0-9a-f-]+/, `photos/${randomUUID()}`);
    expect((await t.call('GET', otherPhoto)).status).toBe(403);
    expect((await t.call('GET', url.split('?')[0])).status).toBe(400);

    t.app.get(Clock).advance((SIGNED_URL_TTL_SECONDS + 65) * 1000);
    try {
      expect((await t.call('GET', url)).status).toBe(403);
      // a fresh answer carries a fresh URL
      const again = await t.call('GET', `/api/valuations/${res.body.valuation.id}`, {
        token: jane.token,
      });
      expect((await t.call('GET', again.body.valuation.photos[0].url)).status).toBe(200);
    } finally {
      t.app.get(Clock).set(null);
    }
  });

  it("lists the customer's own requests newest first; another customer's are 404", async () => {
    const first = await create(VALID_FIELDS, undefined, other);
    const second = await create(
      { ...VALID_FIELDS, serviceType: 'art', watchBrand: undefined },
      undefined,
      other,
    );
    const list = await t.call('GET', '/api/valuations', { token: other.token });
    expect(list.status).toBe(200);
    expect(list.body.valuations.map((v: { id: string }) => v.id)).toEqual([
      second.body.valuation.id,
      first.body.valuation.id,
    ]);
    expect(Object.keys(list.body.valuations[0]).sort()).toEqual([
      'createdAt',
      'expectedBy',
      'id',
      'price',
      'reference',
      'result',
      'revaluationRecommendation',
      'serviceTier',
      'serviceType',
      'status',
      'updatedAt',
    ]);

    const mine = await t.call('GET', `/api/valuations/${first.body.valuation.id}`, {
      token: other.token,
    });
    expect(mine.status).toBe(200);
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/checkout'],
      ['POST', '/cancel'],
    ] as const) {
      const theirs = await t.call(method, `/api/valuations/${first.body.valuation.id}${path}`, {
        token: jane.token,
      });
      expect(theirs.status).toBe(404);
      expect(theirs.body.error).toBe('Valuation request not found');
    }
    const photos = multipart({}, [{ filename: 'x.jpg', data: await jpeg() }]);
    const theirPhotos = await t.call('POST', `/api/valuations/${first.body.valuation.id}/photos`, {
      raw: photos.raw,
      headers: photos.headers,
      token: jane.token,
    });
    expect(theirPhotos.status).toBe(404);
    expect((await t.call('GET', '/api/valuations/not-a-uuid', { token: jane.token })).status).toBe(
      404,
    );
    expect((await t.call('GET', '/api/valuations')).status).toBe(401);
  });

  it('adds photos before payment, up to five in all', async () => {
    const created = await create(VALID_FIELDS, [
      { filename: 'a.jpg', data: await jpeg() },
      { filename: 'b.jpg', data: await jpeg() },
    ]);
    const id = created.body.valuation.id;
    const add = async (n: number) => {
      const image = await jpeg();
      const withImages = multipart(
        {},
        Array.from({ length: n }, (_, i) => ({ filename: `more${i}.jpg`, data: image })),
      );
      return t.call('POST', `/api/valuations/${id}/photos`, {
        raw: withImages.raw,
        headers: withImages.headers,
        token: jane.token,
      });
    };
    const four = await add(4);
    expect(four.status).toBe(400);
    expect(four.body.error).toBe('You can add at most 3 more photos.');
    const three = await add(3);
    expect(three.status).toBe(200);
    expect(three.body.valuation.photos).toHaveLength(5);
    const more = await add(1);
    expect(more.status).toBe(400);
    expect(more.body.error).toBe('You can add at most 5 photos.');
  });

  it('answers 415 to a multipart body on a JSON route and 400 to JSON on the upload route', async () => {
    const body = multipart({ name: 'x' });
    const res = await t.call('POST', '/api/contact', { raw: body.raw, headers: body.headers });
    expect(res.status).toBe(415);
    const json = await t.call('POST', '/api/valuations', { body: VALID_FIELDS, token: jane.token });
    expect(json.status).toBe(400);
    expect(json.body.error).toContain('multipart/form-data');
  });

  it('exports the requests with photo metadata; deleting the account deletes them and their photos, keeping payments without personal data', async () => {
    const leaver = await register(t);
    const created = await create(VALID_FIELDS, undefined, leaver);
    const id = created.body.valuation.id;
    const checkout = await t.call('POST', `/api/valuations/${id}/checkout`, {
      token: leaver.token,
    });
    const paid = await t.call(
      'POST',
      `/api/payments/test/${checkout.body.checkoutUrl.split('/').pop()}`,
      {
        body: { name: 'Jane Doe', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
        token: leaver.token,
      },
    );
    expect(paid.status).toBe(200);

    const exported = await t.call('GET', '/api/profile/export', { token: leaver.token });
    expect(exported.status).toBe(200);
    expect(exported.body.valuations).toHaveLength(1);
    const item = exported.body.valuations[0];
    expect(item).toMatchObject({ id, reference: created.body.valuation.reference, status: 'paid' });
    expect(item.photos[0]).toMatchObject({ name: 'dial.jpg', type: 'image/jpeg' });
    expect(item.photos[0].url).toBeUndefined();
    expect(item.payment).toMatchObject({ status: 'paid', amount: 75 });

    expect(await storedKeys(t, `${leaver.id}/${id}/`)).toHaveLength(2);
    const deleted = await t.call('DELETE', '/api/profile', {
      body: { password: leaver.password },
      token: leaver.token,
    });
    expect(deleted.status).toBe(200);
    expect(await storedKeys(t, `${leaver.id}/`)).toEqual([]);
    const db = t.app.get(DataSource);
    expect(await db.query('SELECT 1 FROM valuation_requests WHERE id = $1', [id])).toHaveLength(0);
    const payments = await db.query(
      'SELECT "userId", "valuationId", "valuationReference", "amountPence", status FROM payments WHERE "valuationReference" = $1',
      [created.body.valuation.reference],
    );
    expect(payments).toEqual([
      {
        userId: null,
        valuationId: null,
        valuationReference: created.body.valuation.reference,
        amountPence: 7500,
        status: 'paid',
      },
    ]);
  });
});
