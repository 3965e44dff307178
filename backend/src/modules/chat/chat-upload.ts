import '@fastify/multipart';
import { CHAT_ATTACHMENTS_FIELD, CHAT_LIMITS } from '@valuation/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../../common/domain-error';
import { cleanFileName, isAllowedChatType, sniffChatFileType, SNIFF_BYTES } from './file-kind';

/** A file of the message, already written to its final place and judged by its content. */
export interface UploadedChatFile {
  id: string;
  path: string;
  name: string;
  type: string;
  size: number;
}

export interface ChatUpload {
  fields: { content?: string; valuationId?: string };
  files: UploadedChatFile[];
}

const MB = 1024 * 1024;
export const CHAT_UPLOAD_TEXTS = {
  notMultipart:
    'Send the message as multipart/form-data (fields content, valuationId, attachments).',
  tooMany: `A message can carry at most ${CHAT_LIMITS.maxAttachments} attachments.`,
  tooLarge: (name: string) =>
    `The file "${name}" is larger than ${CHAT_LIMITS.maxAttachmentBytes / MB} MB.`,
  badType: (name: string) =>
    `The file "${name}" is not an image, a PDF or a Word document (judged by its content).`,
  unknownField: (name: string) => `Unexpected field "${name.slice(0, 50)}".`,
  incomplete: 'The upload was interrupted. Please try again.',
  empty: (name: string) => `The file "${name}" is empty.`,
} as const;

const FIELDS = ['content', 'valuationId'] as const;

/**
 * Reads a chat message's multipart body as a stream: each file goes straight to
 * `dir/<new id>` (never whole in memory), is judged by its first bytes and counted; text fields
 * are collected. Any failure removes the files written so far and throws a DomainError: 400 (not
 * multipart, unknown field, too many files, a type we do not take, interrupted), 413 naming a file
 * over the size limit.
 */
export async function readChatUpload(req: FastifyRequest, dir: string): Promise<ChatUpload> {
  if (!req.isMultipart()) throw new DomainError('INVALID_INPUT', CHAT_UPLOAD_TEXTS.notMultipart);
  const fields: ChatUpload['fields'] = {};
  const files: UploadedChatFile[] = [];
  let current: string | null = null;
  try {
    const parts = req.parts({
      limits: {
        fileSize: CHAT_LIMITS.maxAttachmentBytes,
        files: CHAT_LIMITS.maxAttachments,
        fields: 10,
        parts: CHAT_LIMITS.maxAttachments + 10,
        fieldSize: CHAT_LIMITS.maxContentLength * 4 + 1024,
        fieldNameSize: 100,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = cleanFileName(part.filename);
        current = name;
        if (part.fieldname !== CHAT_ATTACHMENTS_FIELD) {
          part.file.resume();
          throw DomainError.onField(
            'INVALID_INPUT',
            part.fieldname.slice(0, 50) || 'body',
            CHAT_UPLOAD_TEXTS.unknownField(part.fieldname),
          );
        }
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const id = randomUUID();
        const path = join(dir, id);
        const file: UploadedChatFile = { id, path, name, type: '', size: 0 };
        files.push(file);
        const counter = new Transform({
          transform(chunk: Buffer, _enc, done) {
            file.size += chunk.length;
            done(null, chunk);
          },
        });
        await pipeline(part.file, counter, createWriteStream(path, { mode: 0o600 }));
        if (part.file.truncated) throw tooLarge(name);
        if (file.size === 0)
          throw DomainError.onField('INVALID_INPUT', 'attachments', CHAT_UPLOAD_TEXTS.empty(name));
        const type = sniffChatFileType(await readHead(path), name);
        if (!isAllowedChatType(type))
          throw DomainError.onField(
            'INVALID_INPUT',
            'attachments',
            CHAT_UPLOAD_TEXTS.badType(name),
          );
        file.type = type;
        current = null;
      } else {
        if (!(FIELDS as readonly string[]).includes(part.fieldname)) {
          throw DomainError.onField(
            'INVALID_INPUT',
            part.fieldname.slice(0, 50) || 'body',
            CHAT_UPLOAD_TEXTS.unknownField(part.fieldname),
          );
        }
        fields[part.fieldname as (typeof FIELDS)[number]] =
          typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
    return { fields, files };
  } catch (err) {
    await removeFiles(files);
    throw mapUploadError(err, current);
  }
}

function tooLarge(name: string): DomainError {
  return DomainError.onField('TOO_LARGE', 'attachments', CHAT_UPLOAD_TEXTS.tooLarge(name));
}

function mapUploadError(err: unknown, currentFile: string | null): unknown {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(currentFile ?? 'attachment');
    case 'FST_FILES_LIMIT':
      return DomainError.onField('INVALID_INPUT', 'attachments', CHAT_UPLOAD_TEXTS.tooMany);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new DomainError('INVALID_INPUT', CHAT_UPLOAD_TEXTS.tooMany);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('INVALID_INPUT', CHAT_UPLOAD_TEXTS.notMultipart);
    default:
      // a system error (disk full, permissions) stays a 500
      if (code && /^E[A-Z]+$/.test(code)) return err;
      // busboy: malformed or cut-off bodies ("Unexpected end of form", "Malformed part header"…)
      return new DomainError('INVALID_INPUT', CHAT_UPLOAD_TEXTS.incomplete);
  }
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function removeFiles(files: { path: string }[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.path, { force: true }).catch(() => undefined)));
}
