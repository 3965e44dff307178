import { mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from './disk-file-store';

describe('DiskFileStore', () => {
  let dir: string;
  let store: DiskFileStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'disk-store-'));
    store = new DiskFileStore(join(dir, 'uploads'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const list = async (prefix?: string) => {
    const keys: string[] = [];
    for await (const key of store.list(prefix)) keys.push(key);
    return keys.sort();
  };

  it('moves a processed file in (the temp file is gone), reads, copies, lists and deletes it', async () => {
    const temp = join(dir, 'photo.tmp');
    writeFileSync(temp, 'jpeg bytes');
    await store.moveIn('u1/v1/a.jpg', temp);
    expect(existsSync(temp)).toBe(false);
    expect(await store.sizeOf('u1/v1/a.jpg')).toBe(10);
    expect((await store.read('u1/v1/a.jpg'))!.toString()).toBe('jpeg bytes');
    await store.copy('u1/v1/a.jpg', 'u1/v2/b.jpg');
    await store.put('chat/u1/c', Buffer.from('pdf'));
    expect(await list()).toEqual(['chat/u1/c', 'u1/v1/a.jpg', 'u1/v2/b.jpg']);
    expect(await list('u1/')).toEqual(['u1/v1/a.jpg', 'u1/v2/b.jpg']);
    await store.deletePrefix('u1/v1/');
    await store.delete(['chat/u1/c', 'chat/u1/missing']);
    expect(await list()).toEqual(['u1/v2/b.jpg']);
    expect(await store.open('u1/v1/a.jpg')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../etc/passwd', '/abs', 'a/../b', 'a//b', '', 'a/./b'])
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow('not a storage key');
    await expect(store.deletePrefix('u1')).rejects.toThrow('not a storage prefix');
    await expect(store.deletePrefix('../')).rejects.toThrow();
  });
});
