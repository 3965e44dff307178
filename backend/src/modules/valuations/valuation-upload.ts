import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  CATALOGUE,
  hasControlCharacters,
  VALUATION_ERRORS,
  VALUATION_IMAGES_FIELD,
} from '@valuation/contracts';
import { DomainError } from '../../common/domain-error';
import { fieldLabel } from '../../common/validation/request-input';

/** The longest text part the form can carry, in bytes (5,000 characters of up to 4 bytes). */
export const MAX_FIELD_BYTES = 20_000;
/** Multipart limits given to busboy (app.setup registers @fastify/multipart with them). */
export const MULTIPART_LIMITS = {
  fileSize: CATALOGUE.images.maxFileSizeBytes,
  // one more than allowed, so that the sixth file is seen and refused with a sentence
  files: CATALOGUE.images.maxFiles + 1,
  fields: 40,
  fieldSize: MAX_FIELD_BYTES,
  parts: 50,
  headerPairs: 100,
};

export interface UploadedFile {
  /** The name the customer chose (display only; no path, no control characters). */
  name: string;
  tmpPath: string;
  size: number;
  mime: string;
}

export interface ParsedUpload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

type FileTypeModule = { fileTypeFromFile: (path: string) => Promise<{ mime: string } | undefined> };
// file-type 21 is ESM only: a real dynamic import, kept from being compiled to require().
const importEsm = new Function('s', 'return import(s)') as (s: string) => Promise<FileTypeModule>;
let fileType: Promise<FileTypeModule> | null = null;

/** The type of a file judged by its bytes (JPEG, PNG, GIF, WebP…), or null. */
export async function sniffType(path: string): Promise<string | null> {
  fileType ??= importEsm('file-type');
  const result = await (await fileType).fileTypeFromFile(path);
  return result?.mime ?? null;
}

function displayName(filename: string | undefined, index: number): string {
  const clean = [...basename((filename ?? '').replace(/\\/g, '/'))]
    .filter((c) => !hasControlCharacters(c) && c !== '\n' && c !== '\r' && c !== '\t')
    .join('');
  return (clean.trim() || `photo-${index}`).slice(0, 200);
}

/**
 * Streams a multipart request: text parts are kept (checked for truncation and control
 * characters), each file part is written to a temp file while it arrives (never the whole request
 * in memory), cut at 10 MB (busboy flags it `truncated`: the temp file is deleted and the request
 * refused with 413 naming the file), and judged by its bytes. On any failure every temp file is
 * deleted before the error is thrown. `allowedFields` are the text parts the route knows.
 */
export async function parseValuationUpload(
  request: FastifyRequest,
  tmpDir: string,
  isKnownField: (name: string) => boolean,
  maxFiles: number = CATALOGUE.images.maxFiles,
  /** Called with each file once it is written and judged an image (processing may start). */
  onFile?: (file: UploadedFile) => void,
): Promise<ParsedUpload> {
  if (!request.isMultipart()) {
    throw new DomainError(
      'INVALID_INPUT',
      'Send the request as multipart/form-data with the photos in "images".',
    );
  }
  await mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const drop = () => Promise.all(files.map((f) => rm(f.tmpPath, { force: true })));
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        readField(part, fields, isKnownField);
        continue;
      }
      await readFile(part, files, tmpDir, maxFiles);
      const last = files.at(-1);
      if (onFile && last?.mime) onFile(last);
    }
  } catch (err) {
    await drop();
    throw translateMultipartError(err);
  }
  return { fields, files };
}

function readField(
  part: MultipartValue,
  fields: Record<string, string>,
  isKnownField: (name: string) => boolean,
): void {
  const name = part.fieldname;
  if (part.fieldnameTruncated || !isKnownField(name)) {
    throw DomainError.onField(
      'INVALID_INPUT',
      name.slice(0, 60),
      `Unknown field "${name.slice(0, 60)}"`,
    );
  }
  const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
  if (part.valueTruncated) {
    throw DomainError.onField('INVALID_INPUT', name, `${fieldLabel(name)} is too long`);
  }
  if (hasControlCharacters(value)) {
    throw DomainError.onField(
      'INVALID_INPUT',
      name,
      `${fieldLabel(name)} must not contain control characters`,
    );
  }
  if (name in fields) {
    throw DomainError.onField('INVALID_INPUT', name, `${fieldLabel(name)} was sent twice`);
  }
  fields[name] = value;
}

async function readFile(
  part: MultipartFile,
  files: UploadedFile[],
  tmpDir: string,
  maxFiles: number,
): Promise<void> {
  if (part.fieldname !== VALUATION_IMAGES_FIELD) {
    part.file.resume();
    throw DomainError.onField(
      'INVALID_INPUT',
      part.fieldname.slice(0, 60),
      `Unknown field "${part.fieldname.slice(0, 60)}"`,
    );
  }
  const name = displayName(part.filename, files.length + 1);
  if (files.length >= maxFiles) {
    part.file.resume();
    throw DomainError.onField(
      'INVALID_INPUT',
      VALUATION_IMAGES_FIELD,
      maxFiles === CATALOGUE.images.maxFiles
        ? VALUATION_ERRORS.tooManyPhotos
        : `You can add at most ${maxFiles} more photos.`,
    );
  }
  const tmpPath = join(tmpDir, `${randomUUID()}.upload`);
  const file: UploadedFile = { name, tmpPath, size: 0, mime: '' };
  files.push(file);
  await pipeline(part.file, createWriteStream(tmpPath, { mode: 0o600 }));
  file.size = (await stat(tmpPath)).size;
  if (part.file.truncated) {
    throw DomainError.onField(
      'TOO_LARGE',
      VALUATION_IMAGES_FIELD,
      `"${name}" ${VALUATION_ERRORS.fileTooLarge}`,
    );
  }
  if (file.size === 0 && !part.filename) {
    // an empty file input sends an unnamed empty part: nothing was chosen
    files.pop();
    await rm(tmpPath, { force: true });
    return;
  }
  const mime = await sniffType(tmpPath);
  if (!mime || !CATALOGUE.images.types.includes(mime)) {
    throw DomainError.onField(
      'INVALID_INPUT',
      VALUATION_IMAGES_FIELD,
      `"${name}" ${VALUATION_ERRORS.notAnImage}`,
    );
  }
  file.mime = mime;
}

/** @fastify/multipart's own errors (limits, malformed bodies) as sentences. */
function translateMultipartError(err: unknown): unknown {
  if (err instanceof DomainError) return err;
  const code = (err as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return DomainError.onField(
        'INVALID_INPUT',
        VALUATION_IMAGES_FIELD,
        VALUATION_ERRORS.tooManyPhotos,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new DomainError('INVALID_INPUT', 'The form has too many fields.');
    case 'FST_PROTO_VIOLATION':
      return new DomainError('INVALID_INPUT', 'The form has a field name that is not allowed.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new DomainError('INVALID_INPUT', 'A JSON part of the form is not valid JSON.');
    case 'FST_MP_PREMATURE_CLOSE':
      return new DomainError('INVALID_INPUT', 'The form data is incomplete or malformed.');
    case 'FST_REQ_FILE_TOO_LARGE':
      return DomainError.onField(
        'TOO_LARGE',
        VALUATION_IMAGES_FIELD,
        `A photo ${VALUATION_ERRORS.fileTooLarge}`,
      );
    default:
      break;
  }
  const message = (err as Error | null)?.message ?? '';
  if (
    /multipart|boundary|Unexpected end|terminated early|Premature close|Malformed/i.test(message) ||
    code === 'ERR_STREAM_PREMATURE_CLOSE'
  ) {
    return new DomainError('INVALID_INPUT', 'The form data is incomplete or malformed.');
  }
  return err;
}
