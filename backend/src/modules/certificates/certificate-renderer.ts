import QRCode from 'qrcode';
import sharp from 'sharp';
import type { CertificateData, PrintablePhoto } from './certificate-data';
import { drawCertificate } from './certificate-layout';
import { PDF_PALETTE } from './product-pdf';

export * from './certificate-data';

// The one palette (contracts): the light scheme's ink on white paper (the product's PDF stack).
const INK = PDF_PALETTE.ink;
const PAPER = PDF_PALETTE.paper;

/** Photos print at most about 6 cm on their longest side: 640 px is over 270 dpi, and small. */
const PRINT_PHOTO_PX = 640;

/** A photo scaled for print, keeping its proportions; null for one that cannot be read. */
export async function printablePhoto(photo: Buffer): Promise<PrintablePhoto | null> {
  try {
    const { data, info } = await sharp(photo)
      .rotate()
      .resize(PRINT_PHOTO_PX, PRINT_PHOTO_PX, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: PAPER })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    // A photo that cannot be read is left out rather than failing the certificate.
    return null;
  }
}

/** The signature as a small JPEG (it prints about 4 cm wide), or null when unreadable. */
async function printableSignature(signature: Buffer | null): Promise<PrintablePhoto | null> {
  if (!signature) return null;
  try {
    const { data, info } = await sharp(signature)
      .resize(600, 200, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: PAPER })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Renders the certificate (certificate-layout.ts draws it). */
export async function renderCertificate(data: CertificateData): Promise<Buffer> {
  const photos = (await Promise.all(data.photos.map(printablePhoto)))
    .filter((photo): photo is PrintablePhoto => photo !== null)
    .slice(0, 5);
  const signature = await printableSignature(data.valuer.signature);
  const qr = await QRCode.toBuffer(data.verifyUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 240,
    color: { dark: INK, light: PAPER },
  });
  return drawCertificate(data, { photos, signature, qr });
}
