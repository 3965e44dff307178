import {
  COLLECTION_TEXTS,
  CATALOGUE,
  formatGbp,
  formatUkDate,
  formatUkShortDate,
  VALUATION_BASIS_LABELS,
} from '@valuation/contracts';
import { createProductPdf, drawBrandHeader, PDF_PALETTE } from './product-pdf';
import type { SchedulePdfData, SchedulePdfRow } from './schedule-data';
import {
  type Block,
  type ColumnKey,
  CELL_PAD_X,
  CELL_PAD_Y,
  cellWidth,
  COLUMNS,
  columnX,
  fullWidth,
  identityLine,
  MARGIN,
  planPages,
} from './schedule-table';

export type { SchedulePdfData, SchedulePdfRow } from './schedule-data';

const { ink: INK, gold: GOLD, muted: MUTED, panel: PANEL } = PDF_PALETTE;

/** pdfkit adds a page by itself when text passes the bottom margin: the footer sits above it. */
const PDF_BOTTOM_MARGIN = 20;
/** Where the page's content ends and the footer's band begins. */
const CONTENT_BOTTOM_GAP = 52;
const FOOTER_GAP = 34;
/** A description taller than this is cut with an ellipsis, so no row is ever taller than a page. */
const MAX_DESCRIPTION_HEIGHT = 120;

/**
 * Renders the insurance schedule for an insurer, in the contracts' order: who it is for (name,
 * address unless shared, date); one row per included item (number, description with its identity,
 * certificate reference linking to /verify, valuation date, basis, value); the totals per
 * category and in all; the note on checking each certificate; "Page N of M" on every page.
 *
 * Every row's height is measured first (heightOfString), the pages are planned, and then each
 * page is drawn whole and handed on: a row never splits, the header repeats on every page of the
 * table, the page count is known before the first page is written, and nothing is buffered (no
 * `bufferPages`). The returned document is a stream the caller pipes to the answer; drawing gives
 * the event loop back between pages.
 */
export function renderSchedule(data: SchedulePdfData): PDFKit.PDFDocument {
  const doc = createProductPdf({
    contextualAlternates: false,
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: PDF_BOTTOM_MARGIN },
    info: { Title: COLLECTION_TEXTS.scheduleHeading, Subject: data.customerName },
  });
  const date = formatUkDate(data.date);
  const contentBottom = doc.page.height - CONTENT_BOTTOM_GAP;

  const verifyUrl = (reference: string) =>
    `${data.publicUrl}/verify/${encodeURIComponent(reference)}`;
  const caption = (text: string, x: number, y: number, w: number) =>
    doc.font('body').fontSize(7).fillColor(MUTED).text(text.toUpperCase(), x, y, {
      width: w,
      characterSpacing: 0.5,
    });
  const rule = (y: number, color: string = GOLD, weight = 0.6) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + fullWidth, y)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke();

  // The first page's header: brand, title, who the schedule is for and its date.
  const drawFirstHeader = (): number => {
    drawBrandHeader(doc, COLLECTION_TEXTS.scheduleHeading);
    const top = 86;
    const half = fullWidth / 2;
    caption('Prepared for', MARGIN, top, half - 12);
    doc
      .font('bodyBold')
      .fontSize(11)
      .fillColor(INK)
      .text(data.customerName, MARGIN, doc.y + 1, { width: half - 12 });
    if (data.address) {
      const a = data.address;
      const lines = [a.street, a.city, a.state, a.postalCode, a.country]
        .map((part) => part.trim())
        .filter(Boolean)
        .join('\n');
      doc
        .font('body')
        .fontSize(9)
        .fillColor(INK)
        .text(lines, MARGIN, doc.y + 1, { width: half - 12, height: 70, ellipsis: true });
    }
    const leftEnd = doc.y;
    caption('Date of schedule', MARGIN + half, top, half);
    doc
      .font('bodyBold')
      .fontSize(11)
      .fillColor(INK)
      .text(date, MARGIN + half, doc.y + 1, { width: half });
    caption('Items', MARGIN + half, doc.y + 4, half);
    doc
      .font('bodyBold')
      .fontSize(11)
      .fillColor(INK)
      .text(String(data.totals.items), MARGIN + half, doc.y + 1, { width: half });
    if (data.recipient) {
      caption('Shared with', MARGIN + half, doc.y + 4, half);
      doc
        .font('bodyBold')
        .fontSize(11)
        .fillColor(INK)
        .text(data.recipient, MARGIN + half, doc.y + 1, {
          width: half,
          height: 28,
          ellipsis: true,
        });
    }
    const y = Math.max(leftEnd, doc.y) + 10;
    rule(y);
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(INK)
      .text(
        'The items below at the values of their latest certificates from Luxe Valuations, in pounds sterling. Market movements shown in the app are estimates and are not part of this schedule.',
        MARGIN,
        y + 8,
        { width: fullWidth },
      );
    return doc.y + 12;
  };

  // Later pages: one line saying whose schedule it is.
  const drawLaterHeader = (): number => {
    doc.rect(0, 0, doc.page.width, 8).fill(GOLD);
    doc
      .font('body')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`${COLLECTION_TEXTS.scheduleHeading} · ${data.customerName} · ${date}`, MARGIN, 24, {
        width: fullWidth,
      });
    return 46;
  };

  const drawFooter = (page: number, pages: number) => {
    const y = doc.page.height - FOOTER_GAP;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + fullWidth, y - 6)
      .lineWidth(0.4)
      .strokeColor(MUTED)
      .stroke();
    doc
      .font('body')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(`Luxe Valuations · ${COLLECTION_TEXTS.scheduleHeading} · ${date}`, MARGIN, y, {
        width: fullWidth / 2,
        lineBreak: false,
      });
    doc.text(`Page ${page} of ${pages}`, MARGIN + fullWidth / 2, y, {
      width: fullWidth / 2,
      align: 'right',
      lineBreak: false,
    });
  };

  // The table's header row.
  doc.font('bodyBold').fontSize(7.5);
  const headerHeight = doc.currentLineHeight(true) + 2 * CELL_PAD_Y;
  const drawTableHeader = (y: number) => {
    doc.rect(MARGIN, y, fullWidth, headerHeight).fill(PANEL);
    doc.font('bodyBold').fontSize(7.5).fillColor(INK);
    for (const c of COLUMNS)
      doc.text(c.label, columnX[c.key] + CELL_PAD_X, y + CELL_PAD_Y, {
        width: c.width - 2 * CELL_PAD_X,
        align: 'align' in c ? c.align : 'left',
        lineBreak: false,
      });
  };

  /** A cell's height: one line when the text fits its width (no line breaking to run), else wrapped. */
  const cellHeight = (text: string, width: number) =>
    doc.widthOfString(text) <= width
      ? doc.currentLineHeight(true)
      : doc.heightOfString(text, { width });
  /**
   * A cell on one line when it fits, drawn without pdfkit's line wrapper (the cheap path, most of
   * a long table); wrapped within its width when it does not.
   */
  const cell = (
    text: string,
    x: number,
    y: number,
    width: number,
    options: { align?: 'right'; link?: string } = {},
  ) => {
    const w = doc.widthOfString(text);
    if (w > width) {
      doc.text(text, x, y, { width, align: options.align ?? 'left', link: options.link });
      return;
    }
    doc.text(text, options.align === 'right' ? x + width - w : x, y, {
      lineBreak: false,
      link: options.link,
    });
  };

  // One block per row, measured before anything is drawn.
  const rowBlock = (row: SchedulePdfRow, index: number): Block => {
    const at = (key: ColumnKey) => columnX[key] + CELL_PAD_X;
    const descWidth = cellWidth('description');
    const detail = identityLine(row);
    const basis = VALUATION_BASIS_LABELS[row.basis] ?? row.basis;
    const valuedOn = formatUkShortDate(row.valuedAt);
    const value = formatGbp(row.value);
    doc.font('bodyBold').fontSize(8.5);
    const titleHeight = Math.min(cellHeight(row.title, descWidth), MAX_DESCRIPTION_HEIGHT / 2);
    const valueHeight = cellHeight(value, cellWidth('value'));
    doc.font('body').fontSize(7.5);
    const detailHeight = Math.min(cellHeight(detail, descWidth), MAX_DESCRIPTION_HEIGHT / 2);
    doc.font('body').fontSize(8);
    const height =
      Math.max(
        titleHeight + 1 + detailHeight,
        cellHeight(basis, cellWidth('basis')),
        cellHeight(row.certificateReference, cellWidth('certificate')),
        cellHeight(valuedOn, cellWidth('date')),
        valueHeight,
      ) +
      2 * CELL_PAD_Y;
    return {
      height,
      row: true,
      draw: (y) => {
        const top = y + CELL_PAD_Y;
        doc.font('body').fontSize(8).fillColor(INK);
        cell(String(index + 1), at('number'), top, cellWidth('number'));
        doc.font('bodyBold').fontSize(8.5);
        if (titleHeight <= doc.currentLineHeight(true))
          cell(row.title, at('description'), top, descWidth);
        else
          doc.text(row.title, at('description'), top, {
            width: descWidth,
            height: titleHeight + 1,
            ellipsis: true,
          });
        doc.font('body').fontSize(7.5).fillColor(MUTED);
        doc.text(detail, at('description'), top + titleHeight + 1, {
          width: descWidth,
          height: detailHeight + 1,
          ellipsis: true,
        });
        doc.font('body').fontSize(8).fillColor(INK);
        cell(row.certificateReference, at('certificate'), top, cellWidth('certificate'), {
          link: verifyUrl(row.certificateReference),
        });
        cell(valuedOn, at('date'), top, cellWidth('date'));
        cell(basis, at('basis'), top, cellWidth('basis'));
        doc.font('bodyBold').fontSize(8.5);
        cell(value, at('value'), top, cellWidth('value'), { align: 'right' });
        rule(y + height, MUTED, 0.25);
      },
    };
  };

  // The totals, per category in the catalogue's order and in all, kept together.
  const totalsBlock = (): Block => {
    const lines = CATALOGUE.services
      .map((s) => ({ name: s.name, total: data.totals.byService[s.type] }))
      .filter((l): l is { name: string; total: { items: number; value: number } } => !!l.total);
    const lineHeight = 15;
    const height = 24 + lines.length * lineHeight + 26;
    const itemsText = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
    return {
      height,
      row: false,
      draw: (y) => {
        doc
          .font('display')
          .fontSize(13)
          .fillColor(INK)
          .text('Totals', MARGIN, y + 4, { width: fullWidth });
        let ly = y + 24;
        for (const line of lines) {
          doc.font('body').fontSize(9).fillColor(INK).text(line.name, MARGIN, ly, { width: 200 });
          doc.text(itemsText(line.total.items), MARGIN + 220, ly, { width: 120 });
          doc.text(formatGbp(line.total.value), MARGIN + fullWidth - 160, ly, {
            width: 160 - CELL_PAD_X,
            align: 'right',
          });
          ly += lineHeight;
        }
        rule(ly + 2);
        doc
          .font('bodyBold')
          .fontSize(10)
          .text(COLLECTION_TEXTS.total, MARGIN, ly + 8, { width: 200 });
        doc.text(itemsText(data.totals.items), MARGIN + 220, ly + 8, { width: 120 });
        doc.text(formatGbp(data.totals.value), MARGIN + fullWidth - 160, ly + 8, {
          width: 160 - CELL_PAD_X,
          align: 'right',
        });
      },
    };
  };

  const textBlock = (text: string, size: number, gapAbove: number): Block => {
    doc.font('body').fontSize(size);
    const height = doc.heightOfString(text, { width: fullWidth }) + gapAbove;
    return {
      height,
      row: false,
      draw: (y) =>
        doc
          .font('body')
          .fontSize(size)
          .fillColor(INK)
          .text(text, MARGIN, y + gapAbove, { width: fullWidth }),
    };
  };

  const verifyNote = COLLECTION_TEXTS.verifyNote.replace('/verify/', `${data.publicUrl}/verify/`);
  const blocks: Block[] = [
    ...(data.items.length > 0
      ? data.items.map(rowBlock)
      : [textBlock('No items are included in this schedule.', 10, 4)]),
    totalsBlock(),
    textBlock(verifyNote, 8.5, 14),
  ];

  // The plan: which blocks go on which page, and where. The first page's header is drawn now
  // (its height depends on the name, address and recipient); nothing is written out before the
  // page is complete.
  const firstTop = drawFirstHeader();
  const laterTop = 46;
  const pages = planPages(blocks, { firstTop, laterTop, contentBottom, headerHeight });

  void (async () => {
    for (let p = 0; p < pages.length; p++) {
      if (p > 0) {
        doc.addPage();
        drawLaterHeader();
      }
      for (const { block, y: at, header } of pages[p]) {
        if (header) drawTableHeader(at - headerHeight);
        block.draw(at);
      }
      drawFooter(p + 1, pages.length);
      // Give the event loop back between pages (other requests go on while a long schedule is made).
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    doc.end();
  })().catch((error: Error) => doc.destroy(error));

  return doc;
}
