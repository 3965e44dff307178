import sharp from 'sharp';
import { renderCertificate, type CertificateData } from './certificate-renderer';
import { pdfText } from './testing/pdf-text';

async function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: seed * 40, g: 90, b: 120 } },
  })
    .jpeg()
    .toBuffer();
}

async function data(overrides: Partial<CertificateData> = {}): Promise<CertificateData> {
  return {
    reference: 'LVC-7K3Q-9M2D',
    valuationReference: 'LV-4F8H-2J6K',
    issuedAt: new Date('2026-11-20T10:00:00Z'),
    customer: {
      name: 'Jane Doe',
      address: {
        street: '1 Bond Street',
        city: 'London',
        state: '',
        postalCode: 'W1S 1AA',
        country: 'United Kingdom',
      },
    },
    service: 'watch',
    brand: 'Rolex',
    identity: {
      brand: 'Rolex',
      model: 'Submariner Date',
      reference: '126610LN',
      serial: '7Z41K9',
      caseMaterial: 'Oystersteel',
      caseSize: '41 mm',
      condition: 'Excellent',
    },
    assessedDescription: 'Rolex Submariner Date 126610LN, steel, 2021, box and papers.',
    photos: [await photo(1), await photo(2)],
    value: 12450,
    basis: 'insurance',
    valuer: { name: 'Eleanor Grant', qualification: 'FGA DGA, Registered Valuer', signature: null },
    revaluationDueAt: new Date('2028-11-20T10:00:00Z'),
    verifyUrl: 'https://luxe.example/verify/LVC-7K3Q-9M2D',
    ...overrides,
  };
}

describe('renderCertificate', () => {
  it('renders a PDF whose text holds the reference, the value, the basis and the verify URL', async () => {
    const pdf = await renderCertificate(await data());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('LVC-7K3Q-9M2D');
    expect(text).toContain('£12,450.00');
    expect(text).toContain('Insurance replacement');
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Eleanor Grant');
    expect(text).toContain('FGA DGA, Registered Valuer');
    for (const value of ['Submariner Date', '126610LN', '7Z41K9', 'Oystersteel', '41 mm'])
      expect(text).toContain(value);
    expect(text).toContain('Valid until 20 November 2028');
    expect(text).toContain('20 November 2028');
    expect(text).toContain('England and Wales');
    expect(text).toContain('https://luxe.example/verify/LVC-7K3Q-9M2D');
    expect(text).not.toContain('SUPERSEDED');
  });

  it('leaves out the revaluation date when auto-revalue was not chosen', async () => {
    const text = await pdfText(await renderCertificate(await data({ revaluationDueAt: null })));
    expect(text).not.toContain('Revaluation due'.toUpperCase());
  });

  it('prints up to five photos scaled for print and leaves out one it cannot read', async () => {
    const big = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    const withoutPhotos = images(await renderCertificate(await data({ photos: [] }))); // the QR
    const photos = [Buffer.from('not an image'), big, big, big, big, big, big];
    const pdf = await renderCertificate(await data({ photos }));
    expect(images(pdf) - withoutPhotos).toBe(5);
    expect(pdf.length).toBeLessThan(400_000);
    expect(await pdfText(pdf)).toContain('LVC-7K3Q-9M2D');
  });

  it('prints photos at their own proportions, and the signature', async () => {
    const tall = await sharp({
      create: { width: 300, height: 600, channels: 3, background: { r: 200, g: 20, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const pdf = await renderCertificate(
      await data({
        photos: [tall, await photo(1)],
        valuer: { name: 'Eleanor Grant', qualification: 'FGA', signature: await photo(3) },
      }),
    );
    const latin = pdf.toString('latin1');
    // the images keep their own sizes (no square boxes): 300×600 and 320×240, and the signature
    expect(latin).toMatch(/\/Width 300\s+\/Height 600|\/Height 600[\s\S]{0,80}\/Width 300/);
    expect(latin).toMatch(/\/Width 320/);
    const images = (text: string) => text.match(/\/Subtype \/Image/g)?.length ?? 0;
    const bare = (await renderCertificate(await data({ photos: [] }))).toString('latin1');
    expect(images(latin) - images(bare)).toBe(3); // two photos and the signature
  });

  it('marks a preview as not issued', async () => {
    const text = await pdfText(await renderCertificate(await data({ preview: true })));
    expect(text).toMatch(/PREVIEW · NOT\s+ISSUED/);
  });

  it('marks a superseded certificate', async () => {
    const text = await pdfText(await renderCertificate(await data({ superseded: true })));
    expect(text).toContain('SUPERSEDED');
  });

  it('embeds the product fonts', async () => {
    const pdf = (await renderCertificate(await data())).toString('latin1');
    expect(pdf).toMatch(/FontName \/[A-Z]{6}\+Inter/);
    expect(pdf).toMatch(/FontName \/[A-Z]{6}\+PlayfairDisplay/);
  });
});
