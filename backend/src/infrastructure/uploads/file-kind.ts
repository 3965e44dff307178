import { open } from 'node:fs/promises';

/**
 * The media type of an uploaded file (a valuation photo, a chat attachment) judged by its first bytes (never by its name or the browser's
 * word): JPEG, PNG, GIF, WebP, PDF, Word 97–2003 (an OLE compound file named .doc) and Word
 * 2007+ (a ZIP holding word/…). Anything else is refused.
 */
export function sniffFileType(head: Buffer, fileName: string): string | null {
  const starts = (bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.subarray(0, 6).toString('latin1') === 'GIF87a') return 'image/gif';
  if (head.subarray(0, 6).toString('latin1') === 'GIF89a') return 'image/gif';
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) && /\.doc$/i.test(fileName))
    return 'application/msword';
  if (starts([0x50, 0x4b, 0x03, 0x04])) {
    // Entry names are stored uncompressed in the local headers near the start.
    const text = head.toString('latin1');
    if (text.includes('word/') && text.includes('[Content_Types].xml'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (text.includes('word/document.xml'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  return null;
}

export const SNIFF_BYTES = 64 * 1024;

/** The media type of the file stored at `path`, judged by its first bytes (see sniffFileType). */
export async function sniffStoredFileType(path: string, fileName: string): Promise<string | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return sniffFileType(head.subarray(0, bytesRead), fileName);
  } finally {
    await handle.close();
  }
}

export function isImageType(type: string): boolean {
  return type.startsWith('image/');
}

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanFileName(name: string | undefined, fallback = 'attachment'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}
