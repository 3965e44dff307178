import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import {
  catalogueService,
  gold,
  night,
  pure,
  status,
  VALUATION_BASIS_LABELS,
  type PostalAddress,
  type ServiceType,
  type ValuationBasis,
} from '@valuation/contracts';

/**
 * Everything printed on a valuation certificate (docs/product.md §2.21). The renderer is pure:
 * data in, PDF bytes out; no database, no clock, no file system beyond the bundled fonts.
 */
export interface CertificateData {
  /** The certificate's public reference (LVC-XXXX-XXXX), printed and encoded in the QR. */
  reference: string;
  /** The valuation request's reference (LV-XXXX-XXXX). */
  valuationReference: string;
  issuedAt: Date;
  customer: { name: string; address: PostalAddress };
  service: ServiceType;
  brand: string | null;
  assessedDescription: string;
  /** The item's photos (JPEG masters, any size); at most five are printed, scaled down for print. */
  photos: Buffer[];
  /** Pounds. */
  value: number;
  basis: ValuationBasis;
  valuer: { name: string; certification: string };
  /** Printed when auto-revalue was chosen. */
  revaluationDueAt: Date | null;
  /** PUBLIC_URL/verify/:reference */
  verifyUrl: string;
  /** Marks the certificate as replaced by a later revaluation. */
  superseded?: boolean;
}

/** The product's fonts, as WOFF from @fontsource (pdfkit reads WOFF); resolved through Node, so the built API finds them too. */
const FONT_FILES = {
  body: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bodyBold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  display: '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff',
} as const;

type FontName = keyof typeof FONT_FILES;
let fontPaths: Record<FontName, string> | null = null;
function fonts(): Record<FontName, string> {
  fontPaths ??= {
    body: require.resolve(FONT_FILES.body),
    bodyBold: require.resolve(FONT_FILES.bodyBold),
    display: require.resolve(FONT_FILES.display),
  };
  return fontPaths;
}

// The brand's colours (design-system tokens: night 900, gold 600, night 500).
// The one palette (contracts): the light scheme's ink, gold and muted text on white paper.
const INK = night[900];
const GOLD = gold[600];
const MUTED = night[500];
const SUPERSEDED_RED = status.errorLight;
const PAPER = pure.white;

export const CERTIFICATE_TERMS =
  'This certificate states the opinion of value of the named valuer on the date of issue, on the basis shown, ' +
  'from the photographs and description supplied. It is not a guarantee of authenticity or of a sale price. ' +
  "Luxe Valuations' liability in connection with this valuation is limited to the fee paid for it. " +
  'This certificate and any dispute about it are governed by the law of England and Wales.';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export function formatCertificateValue(value: number): string {
  return pounds.format(value);
}

export function formatCertificateDate(date: Date): string {
  return longDate.format(date);
}

/** Photos print about 2.6 cm wide: 480 px is over 400 dpi, and keeps the PDF small. */
const PRINT_PHOTO_PX = 480;

async function printablePhoto(photo: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(photo)
      .rotate()
      .resize(PRINT_PHOTO_PX, PRINT_PHOTO_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: PAPER })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    // A photo that cannot be read is left out rather than failing the certificate.
    return null;
  }
}

/** Renders the certificate: one A4 page (a second when the description is long). */
export async function renderCertificate(data: CertificateData): Promise<Buffer> {
  const photos = (await Promise.all(data.photos.map(printablePhoto)))
    .filter((photo): photo is Buffer => photo !== null)
    .slice(0, 5);
  const qr = await QRCode.toBuffer(data.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
    color: { dark: INK, light: PAPER },
  });
  const f = fonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `Valuation certificate ${data.reference}`,
      Author: 'Luxe Valuations',
      Subject: `Valuation ${data.valuationReference}`,
    },
  });
  doc.registerFont('body', f.body);
  doc.registerFont('bodyBold', f.bodyBold);
  doc.registerFont('display', f.display);

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Header: the brand and the title.
  doc.rect(0, 0, doc.page.width, 8).fill(GOLD);
  doc.fillColor(INK).font('display').fontSize(24).text('Luxe Valuations', left, 40);
  doc
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Expert valuations of luxury items · London', left, doc.y + 2);
  doc.moveDown(1.2);
  doc.font('display').fontSize(18).fillColor(INK).text('Certificate of Valuation');
  doc.moveDown(0.4);

  const label = (name: string, value: string, x: number, y: number, w: number): number => {
    doc.font('body').fontSize(8).fillColor(MUTED).text(name.toUpperCase(), x, y, { width: w });
    doc
      .font('bodyBold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(value, x, doc.y + 1, { width: w });
    return doc.y;
  };

  // Reference block.
  const top = doc.y + 4;
  const col = width / 3;
  const ends = [
    label('Certificate reference', data.reference, left, top, col - 8),
    label('Valuation reference', data.valuationReference, left + col, top, col - 8),
    label('Date of issue', formatCertificateDate(data.issuedAt), left + 2 * col, top, col - 8),
  ];
  doc.y = Math.max(...ends) + 10;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.6)
    .strokeColor(GOLD)
    .stroke();
  doc.y += 10;

  // The customer and the value side by side.
  const half = width / 2;
  const rowTop = doc.y;
  const a = data.customer.address;
  const address = [a.street, a.city, a.state, a.postalCode, a.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  let leftEnd = label('Prepared for', data.customer.name, left, rowTop, half - 12);
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(INK)
    .text(address, left, leftEnd + 1, { width: half - 12 });
  leftEnd = doc.y;
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text('VALUE', left + half, rowTop, { width: half });
  doc
    .font('display')
    .fontSize(22)
    .fillColor(INK)
    .text(formatCertificateValue(data.value), left + half, doc.y + 1, { width: half });
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(`Basis: ${VALUATION_BASIS_LABELS[data.basis]}`, left + half, doc.y, { width: half });
  doc.y = Math.max(leftEnd, doc.y) + 12;

  // The item.
  const service = catalogueService(data.service)?.name ?? data.service;
  const itemTop = doc.y;
  const itemEnds = [
    label('Service', `${service} valuation`, left, itemTop, half - 12),
    label('Brand', data.brand?.trim() || 'Not stated', left + half, itemTop, half),
  ];
  doc.y = Math.max(...itemEnds) + 6;
  doc.font('body').fontSize(8).fillColor(MUTED).text('DESCRIPTION AS ASSESSED', left, doc.y);
  doc
    .font('body')
    .fontSize(10)
    .fillColor(INK)
    .text(data.assessedDescription, left, doc.y + 1, { width, align: 'left' });
  doc.y += 8;

  // Photos: up to five in a row.
  if (photos.length > 0) {
    const gap = 8;
    const size = (width - gap * 4) / 5;
    if (doc.y + size > doc.page.height - 250) doc.addPage();
    const y = doc.y;
    photos.forEach((photo, i) => {
      const x = left + i * (size + gap);
      doc.image(photo, x, y, { fit: [size, size], align: 'center', valign: 'center' });
      doc.rect(x, y, size, size).lineWidth(0.4).strokeColor(MUTED).stroke();
    });
    doc.y = y + size + 10;
  }

  // The valuer and the revaluation date.
  if (doc.y > doc.page.height - 230) doc.addPage();
  const valuerTop = doc.y;
  const valuerEnds = [
    label('Valuer', data.valuer.name, left, valuerTop, half - 12),
    label('Certification', data.valuer.certification, left + half, valuerTop, half),
  ];
  doc.y = Math.max(...valuerEnds) + 6;
  if (data.revaluationDueAt) {
    label('Revaluation due', formatCertificateDate(data.revaluationDueAt), left, doc.y, width);
    doc.y += 6;
  }

  // Terms in brief, and the QR code with its URL.
  const qrSize = 92;
  const footerTop = Math.max(doc.y + 8, doc.page.height - doc.page.margins.bottom - qrSize - 40);
  doc
    .font('body')
    .fontSize(8)
    .fillColor(MUTED)
    .text('TERMS IN BRIEF', left, footerTop, { width: width - qrSize - 16 });
  doc
    .font('body')
    .fontSize(7.5)
    .fillColor(INK)
    .text(CERTIFICATE_TERMS, left, doc.y + 1, { width: width - qrSize - 16 });
  doc.image(qr, left + width - qrSize, footerTop, { width: qrSize });
  doc
    .font('body')
    .fontSize(7)
    .fillColor(MUTED)
    .text('Verify this certificate:', left, footerTop + qrSize + 4, { width })
    .fillColor(INK)
    .text(data.verifyUrl, { width, link: data.verifyUrl, underline: false });

  if (data.superseded) {
    doc.save();
    doc.rotate(-30, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc
      .font('display')
      .fontSize(72)
      .fillColor(SUPERSEDED_RED)
      .fillOpacity(0.28)
      .text('SUPERSEDED', 0, doc.page.height / 2 - 40, {
        width: doc.page.width,
        align: 'center',
        lineBreak: false,
      });
    doc.restore();
  }

  doc.end();
  return done;
}
