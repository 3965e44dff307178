import { catalogueService, identityRows, VALUATION_BASIS_LABELS } from '@valuation/contracts';
import {
  CERTIFICATE_TERMS,
  CERTIFICATE_VALIDITY_YEARS,
  formatCertificateDate,
  formatCertificateValue,
  validUntil,
  type CertificateData,
  type PrintablePhoto,
} from './certificate-data';
import { createProductPdf, drawBrandHeader, PDF_PALETTE, pdfBuffer } from './product-pdf';

// The one palette (contracts, through the product's PDF stack), and a faint gold for the value's panel.
const INK = PDF_PALETTE.ink;
const GOLD = PDF_PALETTE.gold;
const MUTED = PDF_PALETTE.muted;
const PANEL = PDF_PALETTE.panel;
const SUPERSEDED_RED = PDF_PALETTE.supersededRed;

/** The tallest a photo prints, in points (about 4.9 cm); wide photos are as wide as they need. */
const PHOTO_HEIGHT = 140;
const PHOTO_GAP = 8;

/**
 * Lays the certificate out for an insurer (docs/product.md §2.21), in reading order: who issued
 * it and its references; the item's identity, then the assessed description and the photographs
 * at their own proportions; the value with its basis and date; the valuer's block (signature,
 * name, qualification) beside the validity; the terms and the QR code to /verify. One A4 page,
 * a second when the description is long.
 */
export function drawCertificate(
  data: CertificateData,
  images: { photos: PrintablePhoto[]; signature: PrintablePhoto | null; qr: Buffer },
): Promise<Buffer> {
  const doc = createProductPdf({
    margin: 48,
    bufferPages: true,
    info: {
      Title: `Valuation certificate ${data.reference}`,
      Subject: `Valuation ${data.valuationReference}`,
    },
  });
  const done = pdfBuffer(doc);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const half = width / 2;

  const caption = (text: string, x: number, y: number, w: number) =>
    doc.font('body').fontSize(7.5).fillColor(MUTED).text(text.toUpperCase(), x, y, {
      width: w,
      characterSpacing: 0.6,
    });
  const field = (name: string, value: string, x: number, y: number, w: number): number => {
    caption(name, x, y, w);
    doc
      .font('bodyBold')
      .fontSize(10)
      .fillColor(INK)
      .text(value, x, doc.y + 1, { width: w });
    return doc.y;
  };
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.6)
      .strokeColor(GOLD)
      .stroke();
  const section = (title: string) => {
    doc.font('display').fontSize(13).fillColor(INK).text(title, left, doc.y, { width });
    doc.y += 4;
  };
  const room = (needed: number) => {
    if (doc.y + needed > bottom()) doc.addPage();
  };

  // Header: the brand, the title, the references.
  drawBrandHeader(doc, 'Certificate of Valuation');
  doc.y = 86;
  const col = width / 3;
  const refTop = doc.y;
  const refEnds = [
    field('Certificate reference', data.reference, left, refTop, col - 8),
    field('Valuation reference', data.valuationReference, left + col, refTop, col - 8),
    field('Date of valuation', formatCertificateDate(data.issuedAt), left + 2 * col, refTop, col),
  ];
  doc.y = Math.max(...refEnds) + 8;
  rule(doc.y);
  doc.y += 10;

  // 1. The item: its identity first, in the service's order, two columns.
  const service = catalogueService(data.service)?.name ?? data.service;
  section(`The item · ${service}`);
  const rows = identityRows(data.service, data.identity);
  if (rows.length === 0 && data.brand)
    rows.push({ key: 'brand', label: 'Maker', value: data.brand });
  for (let i = 0; i < rows.length; i += 2) {
    const top = doc.y;
    const ends = [field(rows[i].label, rows[i].value, left, top, half - 12)];
    if (rows[i + 1]) ends.push(field(rows[i + 1].label, rows[i + 1].value, left + half, top, half));
    doc.y = Math.max(...ends) + 5;
  }
  caption('Description as assessed', left, doc.y + 2, width);
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(INK)
    .text(data.assessedDescription, left, doc.y + 1, { width });
  doc.y += 8;

  // 2. The photographs at their own proportions: one row, all the same height, no frames.
  if (images.photos.length > 0) {
    const natural = images.photos.map((p) => (PHOTO_HEIGHT * p.width) / p.height);
    const total = natural.reduce((a, b) => a + b, 0) + PHOTO_GAP * (natural.length - 1);
    const scale = Math.min(1, width / total);
    const height = PHOTO_HEIGHT * scale;
    room(height + 12);
    const y = doc.y;
    let x = left;
    images.photos.forEach((photo, i) => {
      doc.image(photo.jpeg, x, y, { width: natural[i] * scale, height });
      x += natural[i] * scale + PHOTO_GAP * scale;
    });
    doc.y = y + height + 12;
  }

  // 3. The value, its basis and its date, in a panel; the customer it was prepared for beside it.
  room(78);
  const panelTop = doc.y;
  const panelHeight = 66;
  doc.rect(left, panelTop, width, panelHeight).fill(PANEL);
  caption('Value', left + 12, panelTop + 10, half - 24);
  doc
    .font('display')
    .fontSize(24)
    .fillColor(INK)
    .text(formatCertificateValue(data.value), left + 12, doc.y + 1, { width: half - 24 });
  doc
    .font('body')
    .fontSize(9)
    .fillColor(INK)
    .text(
      `${VALUATION_BASIS_LABELS[data.basis]} · as at ${formatCertificateDate(data.issuedAt)}`,
      left + 12,
      doc.y,
      { width: half - 24 },
    );
  const a = data.customer.address;
  const address = [a.street, a.city, a.state, a.postalCode, a.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  field('Prepared for', data.customer.name, left + half, panelTop + 10, half - 12);
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text(address, left + half, doc.y + 1, { width: half - 12, height: 30, ellipsis: true });
  doc.y = panelTop + panelHeight + 14;

  // 4. The valuer's block (signature, name, qualification) and the validity side by side.
  room(92);
  const valuerTop = doc.y;
  caption('Valuer', left, valuerTop, half - 12);
  let y = doc.y + 2;
  if (images.signature) {
    const h = 34;
    const w = Math.min(half - 12, (h * images.signature.width) / images.signature.height);
    doc.image(images.signature.jpeg, left, y, { width: w, height: h });
    y += h + 2;
  } else {
    y += 14;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + 170, y)
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .stroke();
  doc
    .font('bodyBold')
    .fontSize(10)
    .fillColor(INK)
    .text(data.valuer.name, left, y + 4, { width: half - 12 });
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text(data.valuer.qualification, left, doc.y + 1, { width: half - 12 });
  doc.font('body').fontSize(8.5).fillColor(MUTED).text('For Luxe Valuations, London', left, doc.y);
  const valuerEnd = doc.y;
  caption('Validity', left + half, valuerTop, half);
  doc
    .font('bodyBold')
    .fontSize(10)
    .fillColor(INK)
    .text(
      `Valid until ${formatCertificateDate(validUntil(data.issuedAt))}`,
      left + half,
      doc.y + 1,
      {
        width: half,
      },
    );
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text(
      `Values of luxury items move: revalue every ${CERTIFICATE_VALIDITY_YEARS} years, or sooner after damage, repair or a marked change in the market.`,
      left + half,
      doc.y + 1,
      { width: half },
    );
  if (data.revaluationDueAt) {
    doc.y += 4;
    field(
      'Revaluation due',
      formatCertificateDate(data.revaluationDueAt),
      left + half,
      doc.y,
      half,
    );
  }
  doc.y = Math.max(valuerEnd, doc.y) + 12;

  // 5. The terms and the QR code with its URL, at the foot of the page.
  const qrSize = 84;
  room(qrSize + 30);
  const footerTop = Math.max(doc.y, bottom() - qrSize - 22);
  rule(footerTop - 8);
  caption('Terms', left, footerTop, width - qrSize - 16);
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor(INK)
    .text(CERTIFICATE_TERMS, left, doc.y + 1, { width: width - qrSize - 16 });
  doc.image(images.qr, left + width - qrSize, footerTop, { width: qrSize });
  doc
    .font('body')
    .fontSize(7)
    .fillColor(MUTED)
    .text(`Verify this certificate: `, left, footerTop + qrSize + 4, { width, continued: true })
    .fillColor(INK)
    .text(data.verifyUrl, { link: data.verifyUrl, underline: false });

  const mark = data.superseded ? 'SUPERSEDED' : data.preview ? 'PREVIEW · NOT ISSUED' : null;
  if (mark) {
    const range = doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page++) {
      doc.switchToPage(page);
      doc.save();
      doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
      doc
        .font('display')
        .fontSize(data.superseded ? 72 : 54)
        .fillColor(data.superseded ? SUPERSEDED_RED : MUTED)
        .fillOpacity(0.28)
        .text(mark, 0, doc.page.height / 2 - 40, {
          width: doc.page.width,
          align: 'center',
          lineBreak: false,
        });
      doc.restore();
    }
  }

  doc.end();
  return done;
}
