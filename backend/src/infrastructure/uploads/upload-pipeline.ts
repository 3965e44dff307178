import '@fastify/multipart';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { UPLOAD_ERRORS } from '@valuation/contracts';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppConfig } from '../config/app.config';
import { DomainError } from '../../common/domain-error';
import { fieldLabel, unsafeTextProblem } from '../../common/validation/request-input';
import { cleanFileName, isImageType, sniffStoredFileType } from './file-kind';
import { normaliseImage } from './image-normaliser';

/** The longest text part a form can carry, in bytes (5,000 characters of up to 4 bytes). */
export const MAX_FIELD_BYTES = 20_000;
/** Defaults given to busboy (app.setup registers @fastify/multipart with them); routes narrow them. */
export const MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 6,
  fields: 40,
  fieldSize: MAX_FIELD_BYTES,
  parts: 50,
  headerPairs: 100,
};

/** What one route takes. */
export interface UploadRules {
  /** The name of the file parts ("images", "attachments"). */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** Media types taken, judged by content. */
  types: readonly string[];
  /** How a refusal names what is taken (UPLOAD_KINDS). */
  kinds: string;
  /** How "You can add at most N …" names the files ("photos", "attachments"). */
  noun: string;
  /** The text parts the route knows. */
  isKnownField: (name: string) => boolean;
}

/** A file of the upload, judged by content and, for an image, normalised; still on local disk. */
export interface UploadedFile {
  id: string;
  /** The name the user chose (display only: no path, no control characters). */
  name: string;
  /** The stored type: image/jpeg for every image (re-encoded), else the type judged by content. */
  type: string;
  size: number;
  /** The processed file, in the temp folder until the store takes it. */
  path: string;
  image: { width: number; height: number; previewPath: string; previewSize: number } | null;
}

/** A parsed multipart request: its text parts and its files (processed, on local disk). */
export class Upload {
  constructor(
    readonly fields: Record<string, string>,
    readonly files: UploadedFile[],
  ) {}

  /** The local paths of every file and preview (what the store must take, or discard drops). */
  get paths(): string[] {
    return this.files.flatMap((f) => (f.image ? [f.path, f.image.previewPath] : [f.path]));
  }

  /** Removes whatever is still in the temp folder (always call it once the request is done). */
  async discard(): Promise<void> {
    await Promise.all(this.paths.map((p) => rm(p, { force: true })));
  }
}

/**
 * The one way in for every file a user sends (ADR 013): the multipart request read
 * as a stream, each file written to the temp folder as it arrives (never whole in memory), cut at
 * the size limit (413 naming the file), counted, judged by its first bytes, and every image
 * normalised (upright, re-encoded without any metadata, a preview: normaliseImage) one at a time
 * while later files are still arriving. Text parts are checked like every JSON field (control
 * characters, lone surrogates: unsafeTextProblem), for truncation, for repetition and against the
 * route's known fields. Any failure removes every temp file before the DomainError is thrown.
 * Controllers call it and hand the Upload to their service; the service moves the files into the
 * FileStore, and the controller discards the Upload when done.
 */
@Injectable()
export class UploadPipeline {
  readonly tmpDir: string;

  constructor(config: ConfigService) {
    this.tmpDir = resolve(config.getOrThrow<AppConfig>('app').dataDir, 'tmp', 'uploads');
  }

  async read(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
    if (!request.isMultipart()) {
      throw new DomainError('INVALID_INPUT', UPLOAD_ERRORS.notMultipart(rules.fileField));
    }
    await mkdir(this.tmpDir, { recursive: true, mode: 0o700 });
    const upload = new Upload({}, []);
    let processing: Promise<void> = Promise.resolve();
    let failure: DomainError | null = null;
    try {
      const parts = request.parts({
        limits: {
          ...MULTIPART_LIMITS,
          fileSize: rules.maxFileBytes,
          // one more than allowed, so that the extra file is seen and refused with a sentence
          files: rules.maxFiles + 1,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          readField(part, upload.fields, rules);
          continue;
        }
        const file = await this.receive(part, upload, rules);
        if (file && isImageType(file.type)) {
          // normalised one after another, while the next file is still arriving
          processing = processing.then(async () => {
            if (failure) return;
            try {
              await this.normalise(file);
            } catch {
              failure = DomainError.onField(
                'INVALID_INPUT',
                rules.fileField,
                UPLOAD_ERRORS.unreadableImage(file.name),
              );
            }
          });
        }
      }
      await processing;
      if (failure) throw failure;
      return upload;
    } catch (err) {
      await processing.catch(() => undefined);
      await upload.discard();
      throw translateMultipartError(err, rules);
    }
  }

  /** Writes one file part to the temp folder; null for the empty part of an unused file input. */
  private async receive(
    part: MultipartFile,
    upload: Upload,
    rules: UploadRules,
  ): Promise<UploadedFile | null> {
    if (part.fieldname !== rules.fileField) {
      part.file.resume();
      throw unknownField(part.fieldname);
    }
    const name = cleanFileName(part.filename, `file-${upload.files.length + 1}`);
    if (upload.files.length >= rules.maxFiles) {
      part.file.resume();
      throw DomainError.onField(
        'INVALID_INPUT',
        rules.fileField,
        UPLOAD_ERRORS.tooMany(rules.maxFiles, rules.noun),
      );
    }
    const id = randomUUID();
    const file: UploadedFile = {
      id,
      name,
      type: '',
      size: 0,
      path: join(this.tmpDir, `${id}.upload`),
      image: null,
    };
    upload.files.push(file);
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        file.size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(part.file, counter, createWriteStream(file.path, { mode: 0o600 }));
    if (part.file.truncated) {
      throw DomainError.onField(
        'TOO_LARGE',
        rules.fileField,
        UPLOAD_ERRORS.tooLarge(name, rules.maxFileBytes),
      );
    }
    if (file.size === 0) {
      if (!part.filename) {
        // an empty file input sends an unnamed empty part: nothing was chosen
        upload.files.pop();
        await rm(file.path, { force: true });
        return null;
      }
      throw DomainError.onField('INVALID_INPUT', rules.fileField, UPLOAD_ERRORS.empty(name));
    }
    const type = await sniffStoredFileType(file.path, name);
    if (!type || !rules.types.includes(type)) {
      throw DomainError.onField(
        'INVALID_INPUT',
        rules.fileField,
        UPLOAD_ERRORS.wrongType(name, rules.kinds),
      );
    }
    file.type = type;
    return file;
  }

  /** Replaces the received image by its normalised master and adds its preview. */
  private async normalise(file: UploadedFile): Promise<void> {
    const received = file.path;
    const master = join(this.tmpDir, `${file.id}.jpg`);
    const preview = join(this.tmpDir, `${file.id}-preview.jpg`);
    try {
      const image = await normaliseImage(received, master, preview);
      file.path = master;
      file.type = 'image/jpeg';
      file.size = image.size;
      file.image = {
        width: image.width,
        height: image.height,
        previewPath: preview,
        previewSize: image.previewSize,
      };
    } finally {
      await rm(received, { force: true });
    }
  }
}

function unknownField(name: string): DomainError {
  return DomainError.onField(
    'INVALID_INPUT',
    name.slice(0, 60) || 'body',
    UPLOAD_ERRORS.unknownField(name.slice(0, 60)),
  );
}

function readField(part: MultipartValue, fields: Record<string, string>, rules: UploadRules) {
  const name = part.fieldname;
  if (part.fieldnameTruncated || !rules.isKnownField(name)) throw unknownField(name);
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  const label = fieldLabel(name);
  if (part.valueTruncated) {
    throw DomainError.onField('INVALID_INPUT', name, UPLOAD_ERRORS.fieldTooLong(label));
  }
  const problem = unsafeTextProblem(value, label);
  if (problem) throw DomainError.onField('INVALID_INPUT', name, problem);
  if (Object.hasOwn(fields, name)) {
    throw DomainError.onField('INVALID_INPUT', name, UPLOAD_ERRORS.fieldTwice(label));
  }
  fields[name] = value;
}

/** @fastify/multipart's and busboy's own errors (limits, malformed bodies) as sentences. */
function translateMultipartError(err: unknown, rules: UploadRules): unknown {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return DomainError.onField(
        'INVALID_INPUT',
        rules.fileField,
        UPLOAD_ERRORS.tooMany(rules.maxFiles, rules.noun),
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new DomainError('INVALID_INPUT', UPLOAD_ERRORS.tooManyFields);
    case 'FST_PROTO_VIOLATION':
      return new DomainError('INVALID_INPUT', UPLOAD_ERRORS.unknownField('__proto__'));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('INVALID_INPUT', UPLOAD_ERRORS.notMultipart(rules.fileField));
    case 'FST_REQ_FILE_TOO_LARGE':
      return DomainError.onField(
        'TOO_LARGE',
        rules.fileField,
        UPLOAD_ERRORS.tooLarge('A file', rules.maxFileBytes),
      );
    default:
      break;
  }
  // a system error (disk full, permissions) stays a 500: it is ours, not the caller's
  if (code && /^E[A-Z]+$/.test(code) && code !== 'ERR_STREAM_PREMATURE_CLOSE') return err;
  // busboy: malformed or cut-off bodies ("Unexpected end of form", "Malformed part header"…)
  return new DomainError('INVALID_INPUT', UPLOAD_ERRORS.malformed);
}
