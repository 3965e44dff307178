import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { checkKey, checkPrefix, FileStore, StoredObject } from './file-store';

/** Files under a folder of this machine (DATA_DIR/uploads): the embedded default. */
export class DiskFileStore extends FileStore {
  readonly kind = 'disk' as const;

  constructor(readonly root: string) {
    super();
  }

  /** The file's path on this machine. */
  pathOf(key: string): string {
    return join(this.root, checkKey(key));
  }

  async moveIn(key: string, localPath: string): Promise<void> {
    const path = this.pathOf(key);
    try {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      try {
        await rename(localPath, path);
      } catch (err) {
        // another file system: copy, then the finally removes the temp file
        if ((err as { code?: string }).code !== 'EXDEV') throw err;
        await copyFile(localPath, path);
      }
    } finally {
      await rm(localPath, { force: true });
    }
  }

  async copy(from: string, to: string): Promise<void> {
    const path = this.pathOf(to);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    await copyFile(this.pathOf(from), path);
  }

  /** Written beside and renamed into place, so a reader never sees half a file. */
  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temp = `${path}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await writeFile(temp, data, { mode: 0o600 });
      await rename(temp, path);
    } finally {
      await rm(temp, { force: true });
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const size = await this.sizeOf(key);
    return size === null ? null : { body: createReadStream(this.pathOf(key)), size };
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? s.size : null;
    } catch {
      return null;
    }
  }

  async delete(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async *list(prefix = ''): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (key.startsWith(prefix)) yield key;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(join(this.root, checkPrefix(prefix)), { recursive: true, force: true });
  }
}
