import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Clock } from '../src/infrastructure/clock/clock';
import type { UploadedFile } from '../src/infrastructure/uploads/upload-pipeline';
import { ChatAttachmentsService } from '../src/modules/chat/chat-attachments.service';
import { JobsService } from '../src/infrastructure/jobs/jobs.module';
import { PhotoStorageService } from '../src/modules/valuations/photo-storage.service';
import { multipart as chatForm } from './helpers/chat';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { bootApp, register, RegisteredUser, storedKeys, TestApp } from './helpers/test-app';

const HOUR = 60 * 60 * 1000;

/**
 * A process killed (SIGKILL) after an upload's files reached the store and before their rows were
 * committed leaves files that nothing names; an hour later a job deletes them, on any process.
 * The kill is played by storing files the way a request does and never writing their rows.
 */
describe('files of an upload whose rows were never committed', () => {
  let t: TestApp;
  let jane: RegisteredUser;
  let clock: Clock;
  let jobs: JobsService;
  const temp = mkdtempSync(join(tmpdir(), 'unclaimed-'));

  beforeAll(async () => {
    t = await bootApp({ JOBS_POLL_MS: '0' });
    jane = await register(t);
    clock = t.app.get(Clock);
    jobs = t.app.get(JobsService);
  });
  afterAll(async () => {
    clock.set(null);
    await t.close();
  });
  beforeEach(() => clock.set(new Date()));

  /** A processed image as the upload pipeline leaves it in the temp folder. */
  async function processedImage(): Promise<UploadedFile> {
    const id = randomUUID();
    const data = await jpeg();
    const path = join(temp, id);
    const previewPath = join(temp, `${id}-preview`);
    writeFileSync(path, data);
    writeFileSync(previewPath, data);
    return {
      id,
      name: 'dial.jpg',
      type: 'image/jpeg',
      size: data.length,
      path,
      image: { width: 64, height: 48, previewPath, previewSize: data.length },
    };
  }

  it('deletes valuation photos no row names, an hour later, and keeps those of a stored request', async () => {
    const body = multipart(VALID_FIELDS, [{ filename: 'kept.jpg', data: await jpeg() }]);
    const kept = await t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: jane.token,
    });
    expect(kept.status).toBe(201);
    const keptId: string = kept.body.valuation.id;

    const orphanId = randomUUID();
    await t.app
      .get(PhotoStorageService)
      .storePhotos(jane.id, orphanId, [await processedImage(), await processedImage()]);
    const orphanPrefix = `${jane.id}/${orphanId}/`;
    expect(await storedKeys(t, orphanPrefix)).toHaveLength(4);

    clock.advance(HOUR - 60_000);
    await jobs.runDue();
    expect(await storedKeys(t, orphanPrefix)).toHaveLength(4);

    clock.advance(60_000);
    await jobs.runDue();
    expect(await storedKeys(t, orphanPrefix)).toEqual([]);
    expect(await storedKeys(t, `${jane.id}/${keptId}/`)).toHaveLength(2);
    // (its URL signed an hour ago has expired: ask for the request again)
    const again = await t.call('GET', `/api/valuations/${keptId}`, { token: jane.token });
    expect((await t.call('GET', again.body.valuation.photos[0].url)).status).toBe(200);
  });

  it('deletes chat files no message names, an hour later, and keeps those of a stored message', async () => {
    const form = chatForm({ content: 'The papers' }, [
      { name: 'papers.jpg', type: 'image/jpeg', data: await jpeg() },
    ]);
    const sent = await t.call('POST', '/api/chat/messages', {
      raw: form.raw,
      headers: form.headers,
      token: jane.token,
    });
    expect(sent.status).toBe(201);

    const orphan = await processedImage();
    await t.app.get(ChatAttachmentsService).storeFiles(jane.id, [orphan]);
    const prefix = `chat/${jane.id}/`;
    expect(await storedKeys(t, prefix)).toHaveLength(4);

    clock.advance(HOUR);
    await jobs.runDue();
    const left = await storedKeys(t, prefix);
    expect(left).toHaveLength(2);
    expect(left.some((key) => key.includes(orphan.id))).toBe(false);
    const attachment = sent.body.message.attachments[0];
    expect(
      (await t.call('GET', `/api/chat/attachments/${attachment.id}`, { token: jane.token })).status,
    ).toBe(200);
  });
});
