import type { Readable } from 'node:stream';
import { renderSchedule, type SchedulePdfData, type SchedulePdfRow } from './schedule-renderer';
import { pdfPageTexts, pdfText } from './testing/pdf-text';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const watch: SchedulePdfRow = {
  title: 'Rolex Submariner Date',
  service: 'watch',
  identity: {
    brand: 'Rolex',
    model: 'Submariner Date',
    reference: '126610LN',
    serial: '7Z41K9',
  },
  value: 12450,
  basis: 'insurance',
  valuedAt: '2026-11-20T10:00:00.000Z',
  certificateReference: 'LVC-7K3Q-9M2D',
};
const ring: SchedulePdfRow = {
  title: 'Diamond solitaire ring',
  service: 'jewellery',
  identity: { metal: '18ct yellow gold', stones: 'one round brilliant diamond' },
  value: 8200.5,
  basis: 'market',
  valuedAt: '2026-03-02T09:00:00.000Z',
  certificateReference: 'LVC-2B4C-6D8F',
};

function data(overrides: Partial<SchedulePdfData> = {}): SchedulePdfData {
  return {
    customerName: 'Jane Doe',
    address: {
      street: '1 Bond Street',
      city: 'London',
      state: '',
      postalCode: 'W1S 1AA',
      country: 'United Kingdom',
    },
    date: new Date('2026-11-28T12:00:00Z'),
    items: [watch, ring],
    totals: {
      items: 2,
      value: 20651,
      byService: { watch: { items: 1, value: 12450 }, jewellery: { items: 1, value: 8201 } },
    },
    publicUrl: 'https://luxe.example',
    ...overrides,
  };
}

/** n items, some with long descriptions, so rows differ in height. */
function many(n: number): SchedulePdfData {
  const items = Array.from({ length: n }, (_, i) => ({
    ...watch,
    title:
      i % 7 === 0
        ? `Item ${i + 1}: Rolex Submariner Date with its original box, papers, spare links and the service card from 2024`
        : `Item ${i + 1}`,
    certificateReference: `LVC-${String(1000 + i)}-AAAA`,
  }));
  return data({
    items,
    totals: { items: n, value: n * 12450, byService: { watch: { items: n, value: n * 12450 } } },
  });
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderSchedule', () => {
  it('prints the customer, the address, the date, each row, the totals and the verify note, in that order', async () => {
    const pdf = await collect(renderSchedule(data()));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    const order = [
      'Insurance schedule',
      'Jane Doe',
      '1 Bond Street',
      'W1S 1AA',
      '28 November 2026',
      'Rolex Submariner Date',
      'Maker: Rolex',
      'Serial number: 7Z41K9',
      'LVC-7K3Q-9M2D',
      '20 Nov 2026',
      '£12,450.00',
      'Diamond solitaire ring',
      'Metal: 18ct yellow gold',
      'LVC-2B4C-6D8F',
      '2 Mar 2026',
      'Market value',
      '£8,200.50',
      'Totals',
      'Jewellery',
      '£8,201.00',
      'Watch',
      'Total insured value',
      '£20,651.00',
      'https://luxe.example/verify/<reference>',
      'Page 1 of 1',
    ];
    let from = 0;
    for (const part of order) {
      const at = text.indexOf(part, from);
      expect({ part, found: at >= 0 }).toEqual({ part, found: true });
      from = at + part.length;
    }
    expect(text).toMatch(/Insurance\s+replacement/);
  });

  it('links each certificate reference to its page on /verify', async () => {
    const pdf = (await collect(renderSchedule(data()))).toString('latin1');
    expect(pdf).toContain('(https://luxe.example/verify/LVC-7K3Q-9M2D)');
    expect(pdf).toContain('(https://luxe.example/verify/LVC-2B4C-6D8F)');
  });

  it('leaves the address out of the shared schedule and names its recipient', async () => {
    const text = await pdfText(
      await collect(renderSchedule(data({ address: null, recipient: 'Hiscox Private Clients' }))),
    );
    expect(text).toContain('Jane Doe');
    expect(text).toContain('Hiscox Private Clients');
    expect(text).not.toContain('Bond Street');
    expect(text).not.toContain('W1S');
  });

  it('breaks a long table across pages without splitting a row, the header on every page', async () => {
    const pdf = await collect(renderSchedule(many(120)));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(3);
    const texts = await pdfPageTexts(pdf);
    expect(texts).toHaveLength(pages);
    const seen: number[] = [];
    texts.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pages}`);
      expect(text).toMatch(/No\.\s+Description\s+Certificate\s+Valued on\s+Basis\s+Value/);
      // every row on a page is whole: its number's title and its reference on the same page
      for (const m of text.matchAll(/Item (\d+)\b/g)) {
        const n = Number(m[1]);
        seen.push(n);
        expect(text).toContain(`LVC-${1000 + n - 1}-AAAA`);
      }
    });
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  it('says so when no item is included, and still totals and numbers its page', async () => {
    const text = await pdfText(
      await collect(
        renderSchedule(data({ items: [], totals: { items: 0, value: 0, byService: {} } })),
      ),
    );
    expect(text).toContain('No items are included in this schedule.');
    expect(text).toContain('Total insured value');
    expect(text).toContain('£0.00');
    expect(text).toContain('Page 1 of 1');
  });

  it('cuts a description too long for a page instead of overflowing it', async () => {
    const long = { ...watch, title: 'A very long description. '.repeat(400) };
    const pdf = await collect(
      renderSchedule(
        data({
          items: [long, ring],
          totals: data().totals,
        }),
      ),
    );
    expect(pageCount(pdf)).toBe(1);
    expect(await pdfText(pdf)).toContain('LVC-2B4C-6D8F');
  });

  it('embeds the product fonts', async () => {
    const pdf = (await collect(renderSchedule(data()))).toString('latin1');
    expect(pdf).toMatch(/FontName \/[A-Z]{6}\+Inter/);
    expect(pdf).toMatch(/FontName \/[A-Z]{6}\+PlayfairDisplay/);
  });
});
