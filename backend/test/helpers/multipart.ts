import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export interface FilePart {
  name?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body (text fields, then files), as a browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[] = [],
): { raw: Buffer; headers: Record<string, string> } {
  const boundary = `----vbe${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'images'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    raw: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small JPEG of one colour. */
export function jpeg(width = 64, height = 48, colour = '#c9a227'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

export function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#0b1020' } })
    .png()
    .toBuffer();
}

/**
 * A phone photo's metadata: a camera make and GPS coordinates in EXIF, an XMP packet naming its
 * owner, an ICC profile, and an EXIF orientation.
 */
export function jpegWithGps(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 26/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 39/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="SecretOwner"/></rdf:RDF></x:xmpmeta>',
    )
    .withIccProfile('p3')
    .withMetadata({ orientation })
    .toBuffer();
}

export const VALID_FIELDS: Record<string, string> = {
  serviceType: 'watch',
  serviceTier: 'express',
  watchBrand: 'Rolex',
  itemDescription: 'A 1990s Submariner with box and papers.',
  autoRevalue: 'false',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+44 20 7946 0000',
  address: JSON.stringify({
    street: '1 Bond Street',
    city: 'London',
    state: '',
    postalCode: 'W1S 1AA',
    country: 'United Kingdom',
  }),
};
