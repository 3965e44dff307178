import type { FastifyReply } from 'fastify';
import type { StoredObject } from './file-store';

export interface SendFileOptions {
  /** The answer's media type (photos, previews and signatures are JPEG). */
  type?: string;
  /** `private` for a signed URL's file, `public` for what anyone may see (the /verify photo). */
  cache?: 'private' | 'public';
  /** The content-disposition value: `inline` by default. */
  disposition?: string;
}

/**
 * Sends a stored file as the answer of a signed or public URL: its type, a 10-minute cache (the
 * signed URLs live longer than that), nosniff so a browser never reinterprets it, its disposition
 * and length, the body streamed from the file store. One answer shape for every file URL.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  file: StoredObject,
  { type = 'image/jpeg', cache = 'private', disposition = 'inline' }: SendFileOptions = {},
): Promise<void> {
  await reply
    .type(type)
    .header('cache-control', `${cache}, max-age=600`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', disposition)
    .header('content-length', file.size)
    .send(file.body);
}
