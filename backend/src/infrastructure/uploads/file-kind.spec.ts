import { cleanFileName, sniffFileType } from './file-kind';

describe('chat attachments judged by content', () => {
  const bytes = (...b: number[]) => Buffer.from(b);

  it('recognises the taken types from their first bytes, whatever the name says', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0), 'x.pdf')).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'x')).toBe(
      'image/png',
    );
    expect(sniffFileType(Buffer.from('GIF89a....'), 'x')).toBe('image/gif');
    expect(sniffFileType(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'x')).toBe(
      'image/webp',
    );
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'), 'x.doc')).toBe('application/pdf');
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0);
    expect(sniffFileType(ole, 'letter.DOC')).toBe('application/msword');
    // an OLE file that is not named .doc (an .xls, an .msi…) is not taken
    expect(sniffFileType(ole, 'sheet.xls')).toBeNull();
    const zip = Buffer.concat([
      bytes(0x50, 0x4b, 0x03, 0x04),
      Buffer.from('..[Content_Types].xml..word/document.xml'),
    ]);
    expect(sniffFileType(zip, 'a.zip')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    // a plain ZIP, a script, an SVG are refused
    expect(
      sniffFileType(
        Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.from('data.csv')]),
        'a.docx',
      ),
    ).toBeNull();
    expect(sniffFileType(Buffer.from('#!/bin/sh'), 'a.png')).toBeNull();
    expect(
      sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'), 'a.svg'),
    ).toBeNull();
  });

  it('keeps file names printable and path-free', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\me\\ring "big".jpg')).toBe('ring big.jpg');
    expect(cleanFileName('a\u0000b\u001f.png')).toBe('ab.png');
    expect(cleanFileName('')).toBe('attachment');
    expect(cleanFileName(undefined)).toBe('attachment');
  });
});
