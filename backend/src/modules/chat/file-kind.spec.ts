import { AttachmentSigner } from './attachment-signer';
import { cleanFileName, isAllowedChatType, sniffChatFileType } from './file-kind';

describe('chat attachments judged by content', () => {
  const bytes = (...b: number[]) => Buffer.from(b);

  it('recognises the taken types from their first bytes, whatever the name says', () => {
    expect(sniffChatFileType(bytes(0xff, 0xd8, 0xff, 0xe0), 'x.pdf')).toBe('image/jpeg');
    expect(sniffChatFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x')).toBe(
      'image/png',
    );
    expect(sniffChatFileType(Buffer.from('GIF89a....'), 'x')).toBe('image/gif');
    expect(sniffChatFileType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'x')).toBe(
      'image/webp',
    );
    expect(sniffChatFileType(Buffer.from('%PDF-1.7\n'), 'x.doc')).toBe('application/pdf');
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
    expect(sniffChatFileType(ole, 'letter.DOC')).toBe('application/msword');
    // an OLE file that is not named .doc (an .xls, an .msi…) is not taken
    expect(sniffChatFileType(ole, 'sheet.xls')).toBeNull();
    const zip = Buffer.concat([
      bytes(0x50, 0x4b, 0x03, 0x04),
      Buffer.from('..[Content_Types].xml..word/document.xml'),
    ]);
    expect(sniffChatFileType(zip, 'a.zip')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // a plain ZIP, a script, an SVG are refused
    expect(
      sniffChatFileType(
        Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('data.csv')]),
        'a.docx',
      ),
    ).toBeNull();
    expect(sniffChatFileType(Buffer.from('#!/bin/sh'), 'a.png')).toBeNull();
    expect(
      sniffChatFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), 'a.svg'),
    ).toBeNull();
    expect(isAllowedChatType(null)).toBe(false);
    expect(isAllowedChatType('image/png')).toBe(true);
  });

  it('keeps file names printable and path-free', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\ring "big".jpg')).toBe('ring big.jpg');
    expect(cleanFileName('a\u0000b\u001f.png')).toBe('ab.png');
    expect(cleanFileName('')).toBe('attachment');
    expect(cleanFileName(undefined)).toBe('attachment');
  });
});

describe('signed attachment addresses', () => {
  const signer = new AttachmentSigner('a-jwt-secret-of-at-least-32-characters!!');
  const id = '8d3c3c1e-4f6a-4a55-9b8e-2f1d7c2b9a10';
  const parse = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('works until it expires, for that file and variant only', () => {
    const now = Date.UTC(2026, 10, 25, 11);
    const q = parse(signer.url(id, now));
    expect(signer.verify(id, q.expires, q.sig, false, now)).toBe(true);
    expect(signer.verify(id, q.expires, q.sig, true, now)).toBe(false);
    expect(signer.verify(id.replace('8d3', '9d3'), q.expires, q.sig, false, now)).toBe(false);
    expect(signer.verify(id, String(Number(q.expires) + 60000), q.sig, false, now)).toBe(false);
    expect(signer.verify(id, q.expires, q.sig, false, now + 33 * 60_000)).toBe(false);
    expect(signer.verify(id, undefined, q.sig, false, now)).toBe(false);
    expect(signer.verify(id, q.expires, ['x'], false, now)).toBe(false);
    const other = new AttachmentSigner('another-jwt-secret-of-32-characters-long');
    expect(other.verify(id, q.expires, q.sig, false, now)).toBe(false);
  });
});
