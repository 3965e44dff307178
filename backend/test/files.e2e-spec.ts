import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import sharp from 'sharp';
import { Clock } from '../src/infrastructure/clock/clock';
import { FileStore } from '../src/infrastructure/storage/file-store';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { sendChat } from './helpers/chat';
import { jpeg, jpegWithGps, multipart, VALID_FIELDS } from './helpers/multipart';
import { bootApp, register, RegisteredUser, storedKeys, TestApp } from './helpers/test-app';

/**
 * Files (ADR 013), against the store the run gives:
 * the disk by default, a real S3 gateway when scripts/test.mjs sets TEST_S3_ENDPOINT. One
 * pipeline for valuation photos and chat attachments (no metadata survives), files only in the
 * store, signed URLs that cannot be altered, and objects deleted with what they belong to.
 */
describe(`uploaded files (${process.env.TEST_S3_ENDPOINT ? 'S3 bucket' : 'disk'})`, () => {
  let t: TestApp;
  let store: FileStore;
  let clock: Clock;

  beforeAll(async () => {
    t = await bootApp({ JOBS_POLL_MS: '0' });
    store = t.app.get(FileStore);
    clock = t.app.get(Clock);
  });
  afterAll(async () => {
    clock.set(null);
    await t.close();
  });
  afterEach(() => clock.set(null));

  /** Fails unless `bytes` is an upright JPEG without any metadata. */
  async function expectNoMetadata(bytes: Buffer, width?: number, height?: number) {
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ['SecretCam', 'SecretOwner', 'GPS', 'xmpmeta', 'ICC_PROFILE', 'Exif'])
      expect([secret, bytes.includes(Buffer.from(secret))]).toEqual([secret, false]);
    if (width) expect([meta.width, meta.height]).toEqual([width, height]);
  }

  async function createValuation(user: RegisteredUser, files: Buffer[], fields = VALID_FIELDS) {
    const body = multipart(
      fields,
      files.map((data, i) => ({ filename: `photo-${i}.jpg`, data })),
    );
    return t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: user.token,
    });
  }

  /** Every file under DATA_DIR/<folder>, as keys. */
  function filesOnDisk(folder: string): string[] {
    const root = join(t.dataDir, folder);
    if (!existsSync(root)) return [];
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
      .sort();
  }

  it('strips every metadata from a valuation photo and a chat image alike, in the store and in answers', async () => {
    const customer = await register(t);
    // a phone photo: EXIF with the camera and a GPS position, XMP, an ICC profile, sideways
    const original = await jpegWithGps(120, 80, 6);
    const before = await sharp(original).metadata();
    expect([before.exif, before.xmp, before.icc].every(Boolean)).toBe(true);

    const created = await createValuation(customer, [original]);
    expect(created.status).toBe(201);
    const photo = created.body.valuation.photos[0];
    const chat = await sendChat(t, customer.token, { content: 'my ring' }, [
      { name: 'ring.jpg', data: original },
    ]);
    expect(chat.status).toBe(201);
    const attachment = chat.body.message.attachments[0];
    expect(attachment).toMatchObject({ name: 'ring.jpg', type: 'image/jpeg' });

    // through the signed URLs, without a bearer header: upright (sideways 120×80 → 80×120)
    for (const url of [photo.url, attachment.url]) {
      const res = await t.call('GET', url);
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.headers['content-type']).toBe('image/jpeg');
      await expectNoMetadata(res.rawPayload, 80, 120);
    }
    for (const url of [photo.previewUrl, attachment.previewUrl]) {
      const res = await t.call('GET', url);
      expect([url, res.status]).toEqual([url, 200]);
      await expectNoMetadata(res.rawPayload);
    }

    // and as stored, original and preview of each
    const keys = [
      ...(await storedKeys(t, `${customer.id}/`)),
      ...(await storedKeys(t, `chat/${customer.id}/`)),
    ];
    expect(keys).toHaveLength(4);
    for (const key of keys) await expectNoMetadata((await store.read(key))!);

    // with a bucket nothing stays on the server's disk; no temp file is left either way
    expect(filesOnDisk('uploads')).toEqual(store.kind === 'disk' ? keys.sort() : []);
    expect(filesOnDisk('tmp')).toEqual([]);
  });

  it('refuses a signed URL that was altered, has expired, or belongs to another file or variant', async () => {
    const customer = await register(t);
    const created = await createValuation(customer, [await jpeg(), await jpeg(32, 32)]);
    expect(created.status).toBe(201);
    const [a, b] = created.body.valuation.photos;
    const chat = await sendChat(t, customer.token, { content: 'two' }, [
      { name: 'a.jpg', data: await jpeg() },
      { name: 'b.jpg', data: await jpeg() },
    ]);
    const [ca, cb] = chat.body.message.attachments;
    const query = (url: string) => url.slice(url.indexOf('?'));
    const path = (url: string) => url.slice(0, url.indexOf('?'));
    const flip = (url: string) =>
      url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const later = (url: string) => url.replace(/exp=(\d+)/, (_, e: string) => `exp=${+e + 60}`);

    // photos answer 403 with a sentence; attachments 404 (their existence is not revealed)
    for (const [ok, other, refused] of [
      [a.url, b.url, 403],
      [ca.url, cb.url, 404],
    ] as const) {
      expect((await t.call('GET', ok)).status).toBe(200);
      for (const bad of [
        flip(ok),
        later(ok),
        path(other) + query(ok), // another file's signature
        ok.replace('variant=full', 'variant=preview'), // another variant
      ]) {
        const res = await t.call('GET', bad);
        expect([bad, res.status]).toEqual([bad, refused]);
        expect(typeof res.body.error).toBe('string');
      }
    }
    // no signature: a photo's query is incomplete (400), an attachment needs a bearer (404)
    expect((await t.call('GET', path(a.url))).status).toBe(400);
    expect((await t.call('GET', path(ca.url))).status).toBe(404);
    // a photo's signature does not open a chat file, nor the reverse
    expect((await t.call('GET', path(ca.url) + query(a.url))).status).toBe(404);
    expect((await t.call('GET', path(a.url) + query(ca.url))).status).toBe(403);

    // at most an hour: an hour and a minute later, every URL is refused
    clock.set(new Date(Date.now() + 61 * 60 * 1000));
    expect((await t.call('GET', a.url)).status).toBe(403);
    expect((await t.call('GET', ca.url)).status).toBe(404);
  });

  it('deletes the objects of a deleted account, an expired request and a refused upload', async () => {
    const customer = await register(t);
    const kept = await createValuation(customer, [await jpeg()]);
    const expiring = await createValuation(customer, [await jpeg(), await jpeg()]);
    expect([kept.status, expiring.status]).toEqual([201, 201]);
    await sendChat(t, customer.token, { content: 'doc' }, [
      { name: 'scan.pdf', data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n') },
      { name: 'ring.jpg', data: await jpeg() },
    ]);
    const expiringId = expiring.body.valuation.id as string;
    expect(await storedKeys(t, `${customer.id}/${expiringId}/`)).toHaveLength(4);
    expect(await storedKeys(t, `chat/${customer.id}/`)).toHaveLength(3);

    // a request refused for its fields keeps none of its photos
    const refused = await createValuation(customer, [await jpeg()], {
      ...VALID_FIELDS,
      serviceType: 'spaceship',
    });
    expect(refused.status).toBe(400);
    expect(await storedKeys(t, `${customer.id}/`)).toHaveLength(6);
    // a chat message refused for its valuation keeps none of its files
    const foreign = await sendChat(
      t,
      customer.token,
      { content: 'x', valuationId: '00000000-0000-4000-8000-000000000000' },
      [{ name: 'x.jpg', data: await jpeg() }],
    );
    expect(foreign.status).toBe(400);
    expect(await storedKeys(t, `chat/${customer.id}/`)).toHaveLength(3);

    // 30 days unpaid: the request is cancelled and its photos deleted (both requests expire)
    clock.set(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    await t.app.get(JobsService).runDue();
    expect(await storedKeys(t, `${customer.id}/${expiringId}/`)).toEqual([]);
    clock.set(null);

    const more = await createValuation(customer, [await jpeg()]);
    expect(more.status).toBe(201);
    expect(await storedKeys(t, `${customer.id}/`)).toHaveLength(2);
    const deleted = await t.call('DELETE', '/api/profile', {
      token: customer.token,
      body: { password: customer.password },
    });
    expect(deleted.status).toBe(200);
    expect(await storedKeys(t, `${customer.id}/`)).toEqual([]);
    expect(await storedKeys(t, `chat/${customer.id}/`)).toEqual([]);
    expect(filesOnDisk('tmp')).toEqual([]);
  });
});
