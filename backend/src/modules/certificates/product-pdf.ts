import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { gold, night, pure, status } from '@valuation/contracts';

/**
 * The one PDF stack of the product: the certificate and the insurance schedule are both made
 * here, with the product's fonts (WOFF from @fontsource, which pdfkit reads), the one palette
 * (contracts) and the same brand header, so an insurer sees one house style.
 */
export type FontName = 'body' | 'bodyBold' | 'display';

/** Resolved through Node, so the built API finds them too. */
const FONT_FILES: Record<FontName, string> = {
  body: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bodyBold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  display: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff',
};

/**
 * A WOFF font unpacked to the plain TrueType/OpenType file it wraps (each table inflated once with
 * zlib). pdfkit's font library would otherwise inflate the whole `glyf` table again with a
 * JavaScript inflater for every glyph it measures, in every document: most of a long schedule's
 * time. The glyphs, and so the printed result, are the same.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // 'wOFF'; anything else is used as it is
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const headerSize = 12 + 16 * count;
  const out = Buffer.alloc(headerSize + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const selector = Math.floor(Math.log2(count));
  const searchRange = 2 ** selector * 16;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(selector, 8);
  out.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    out.writeUInt32BE(table.tag, record);
    out.writeUInt32BE(table.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}

/**
 * The font without one of its OpenType layout features: the feature's tag in GSUB's FeatureList is
 * renamed to one no shaper asks for. Inter's contextual alternates (`calt`: a hyphen or colon
 * raised between capitals or figures) are most of the cost of laying out a word, and a long table
 * lays out thousands of distinct words (references, values, dates). The embedded subset is the
 * same (pdfkit keeps no GSUB in it).
 */
export function withoutLayoutFeature(sfnt: Buffer, tag: string): Buffer {
  const out = Buffer.from(sfnt);
  const count = out.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + 16 * i;
    if (out.toString('latin1', record, record + 4) !== 'GSUB') continue;
    const gsub = out.readUInt32BE(record + 8);
    const list = gsub + out.readUInt16BE(gsub + 6);
    const features = out.readUInt16BE(list);
    for (let j = 0; j < features; j++) {
      const at = list + 2 + 6 * j;
      if (out.toString('latin1', at, at + 4) === tag) out.write('zzzz', at, 'latin1');
    }
  }
  return out;
}

type FontSet = Record<FontName, Buffer>;
let fontFiles: FontSet | null = null;
let tableFontFiles: FontSet | null = null;
function fonts(contextualAlternates: boolean): FontSet {
  fontFiles ??= {
    body: woffToSfnt(readFileSync(require.resolve(FONT_FILES.body))),
    bodyBold: woffToSfnt(readFileSync(require.resolve(FONT_FILES.bodyBold))),
    display: woffToSfnt(readFileSync(require.resolve(FONT_FILES.display))),
  };
  if (contextualAlternates) return fontFiles;
  const full = fontFiles;
  tableFontFiles ??= {
    body: withoutLayoutFeature(full.body, 'calt'),
    bodyBold: withoutLayoutFeature(full.bodyBold, 'calt'),
    display: withoutLayoutFeature(full.display, 'calt'),
  };
  return tableFontFiles;
}

/** The one palette (contracts): the light scheme's ink, gold and muted text on white paper. */
export const PDF_PALETTE = {
  ink: night[900],
  gold: gold[600],
  muted: night[500],
  /** A faint gold for panels and the table's header. */
  panel: gold[50],
  paper: pure.white,
  supersededRed: status.errorLight,
} as const;

export const PDF_AUTHOR = 'Luxe Valuations';

/** An A4 document with the product's fonts registered as `body`, `bodyBold` and `display`. */
export function createProductPdf(options: {
  margin?: number;
  margins?: { top: number; left: number; bottom: number; right: number };
  bufferPages?: boolean;
  /** false for long tables: the same fonts without contextual alternates (withoutLayoutFeature). */
  contextualAlternates?: boolean;
  info: { Title: string; Subject?: string };
}): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    ...(options.margins ? { margins: options.margins } : { margin: options.margin ?? 48 }),
    bufferPages: options.bufferPages ?? false,
    info: { Author: PDF_AUTHOR, ...options.info },
  });
  const files = fonts(options.contextualAlternates ?? true);
  doc.registerFont('body', files.body);
  doc.registerFont('bodyBold', files.bodyBold);
  doc.registerFont('display', files.display);
  return doc;
}

/** The whole PDF as one buffer (the certificate is stored whole; the schedule is streamed). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The brand header of every product PDF: a gold band across the top, "Luxe Valuations" with its
 * line, and the document's title on the right. Leaves `doc.y` under the brand's line.
 */
export function drawBrandHeader(doc: PDFKit.PDFDocument, title: string): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.rect(0, 0, doc.page.width, 8).fill(PDF_PALETTE.gold);
  doc
    .font('display')
    .fontSize(17)
    .fillColor(PDF_PALETTE.ink)
    .text(title, left, 40, { width, align: 'right' });
  doc.fillColor(PDF_PALETTE.ink).font('display').fontSize(22).text(PDF_AUTHOR, left, 36);
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(PDF_PALETTE.muted)
    .text('Expert valuations of luxury items · London', left, doc.y + 1);
}
