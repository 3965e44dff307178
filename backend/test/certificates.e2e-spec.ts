import { DataSource } from 'typeorm';
import { formatUkDate } from '@valuation/contracts';
import { MaskCertificateSerials1795713000000 } from '../src/database/migrations/1795713000000-MaskCertificateSerials';
import { Clock } from '../src/infrastructure/clock/clock';
import { validUntil } from '../src/modules/certificates/certificate-data';
import { CertificatesService } from '../src/modules/certificates/certificates.service';
import { pdfText } from '../src/modules/certificates/testing/pdf-text';
import { jpeg, multipart, VALID_FIELDS } from './helpers/multipart';
import { bootApp, register, TestApp } from './helpers/test-app';

const content = {
  valuationReference: 'LV-4F8H-2J6K',
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
  service: 'watch' as const,
  brand: 'Rolex',
  identity: {
    brand: 'Rolex',
    model: 'Submariner Date',
    reference: '126610LN',
    condition: 'Excellent',
  },
  assessedDescription: 'Submariner Date 126610LN, steel, 2021, box and papers.',
  photos: [],
  value: 12450,
  basis: 'insurance' as const,
  valuer: { name: 'Eleanor Grant', qualification: 'FGA DGA', signature: null },
  revaluationDueAt: null,
};

describe('certificates: public verification', () => {
  let t: TestApp;
  let certificates: CertificatesService;

  /** A request to hang certificates on (certificates belong to a valuation request). */
  async function valuationId(): Promise<string> {
    const user = await register(t);
    const body = multipart({ ...VALID_FIELDS, email: user.email }, [
      { filename: 'dial.jpg', data: await jpeg() },
    ]);
    const res = await t.call('POST', '/api/valuations', {
      raw: body.raw,
      headers: body.headers,
      token: user.token,
    });
    expect(res.status).toBe(201);
    return res.body.valuation.id as string;
  }

  beforeAll(async () => {
    t = await bootApp({ PUBLIC_URL: 'https://luxe.example' });
    certificates = t.app.get(CertificatesService);
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('answers valid with the item, value, basis, valuer and photo, and nothing about the customer', async () => {
    const cert = await certificates.issue(await valuationId(), content);
    expect(cert.reference).toMatch(/^LVC-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const res = await t.call('GET', `/api/certificates/${cert.reference}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      reference: cert.reference,
      issuedAt: new Date(cert.issuedAt).toISOString(),
      validUntil: validUntil(new Date(cert.issuedAt)).toISOString(),
      service: 'watch',
      itemSummary: 'Rolex · Submariner Date · 126610LN · Excellent',
      value: 12450,
      currency: 'GBP',
      basis: 'insurance',
      valuer: 'Eleanor Grant',
      status: 'valid',
      photoUrl: `/api/certificates/${cert.reference}/photo.jpg`,
    });
    // the first photo's preview, public by the reference, without a bearer header
    const photo = await t.call('GET', res.body.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('public, max-age=600');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.length).toBeGreaterThan(100);
    const unknown = await t.call('GET', '/api/certificates/LVC-2222-2222/photo.jpg');
    expect(unknown.status).toBe(404);
    expect(res.text).not.toContain('Jane');
    expect(res.text).not.toContain('Bond Street');
    // a reference typed in lower case is the same reference
    const lower = await t.call('GET', `/api/certificates/${cert.reference.toLowerCase()}`);
    expect(lower.body.reference).toBe(cert.reference);

    const text = await pdfText(await certificates.pdf(cert));
    expect(text).toContain(cert.reference);
    expect(text).toContain('£12,450.00');
    expect(text).toContain(`https://luxe.example/verify/${cert.reference}`);
    // the validity date is the one the PDF prints: two years after issue
    expect(text).toContain(`Valid until ${formatUkDate(res.body.validUntil)}`);
    const issued = new Date(res.body.issuedAt);
    const until = new Date(res.body.validUntil);
    expect(until.getUTCFullYear() - issued.getUTCFullYear()).toBe(2);
  });

  it('answers expired once the validity date has passed, and valid up to it', async () => {
    const clock = t.app.get(Clock);
    try {
      clock.set(new Date('2026-03-02T10:00:00.000Z'));
      const cert = await certificates.issue(await valuationId(), content);
      clock.set(new Date('2028-03-02T09:59:59.000Z'));
      const before = await t.call('GET', `/api/certificates/${cert.reference}`);
      expect(before.body).toMatchObject({
        validUntil: '2028-03-02T10:00:00.000Z',
        status: 'valid',
      });
      clock.set(new Date('2028-03-02T10:00:01.000Z'));
      const after = await t.call('GET', `/api/certificates/${cert.reference}`);
      expect(after.status).toBe(200);
      expect(after.body.status).toBe('expired');
      // a superseded certificate stays superseded, however old
      await certificates.supersede(cert.valuationId, content);
      const replaced = await t.call('GET', `/api/certificates/${cert.reference}`);
      expect(replaced.body.status).toBe('superseded');
    } finally {
      clock.set(null);
    }
  });

  it('shows a serial number by its last four characters only; the PDF keeps it whole', async () => {
    const cert = await certificates.issue(await valuationId(), {
      ...content,
      identity: { ...content.identity, serial: '7Z41K9' },
    });
    const res = await t.call('GET', `/api/certificates/${cert.reference}`);
    expect(res.body.itemSummary).toBe('Rolex · Submariner Date · 126610LN · ••••41K9 · Excellent');
    expect(res.text).not.toContain('7Z41K9');
    expect(await pdfText(await certificates.pdf(cert))).toContain('7Z41K9');
    // a handbag's date code is its serial; four characters or fewer are hidden whole
    const bag = await certificates.issue(await valuationId(), {
      ...content,
      service: 'handbag',
      identity: { brand: 'Chanel', model: 'Classic Flap', dateCode: 'A1B2', condition: 'Good' },
    });
    const bagRes = await t.call('GET', `/api/certificates/${bag.reference}`);
    expect(bagRes.body.itemSummary).toBe('Chanel · Classic Flap · •••• · Good');
  });

  it('masks the serial of a certificate stored before the rule (the migration)', async () => {
    const id = await valuationId();
    const cert = await certificates.issue(id, content);
    const db = t.app.get(DataSource);
    await db.query(`UPDATE "valuation_requests" SET "resultIdentity" = $1 WHERE "id" = $2`, [
      JSON.stringify({ brand: 'Rolex', serial: ' 9Q77ZX12 ' }),
      id,
    ]);
    await db.query(`UPDATE "certificates" SET "itemSummary" = $1 WHERE "id" = $2`, [
      'Rolex · Submariner · 9Q77ZX12 · Excellent',
      cert.id,
    ]);
    const runner = db.createQueryRunner();
    try {
      await new MaskCertificateSerials1795713000000().up(runner);
      await new MaskCertificateSerials1795713000000().up(runner); // twice changes nothing more
    } finally {
      await runner.release();
    }
    const res = await t.call('GET', `/api/certificates/${cert.reference}`);
    expect(res.body.itemSummary).toBe('Rolex · Submariner · ••••ZX12 · Excellent');
  });

  it('answers superseded once a revaluation replaced it, and the PDF carries the mark', async () => {
    const id = await valuationId();
    const cert = await certificates.issue(id, content);
    expect(await certificates.supersede(id, content)).toBe(1);
    const res = await t.call('GET', `/api/certificates/${cert.reference}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('superseded');
    expect(await pdfText(await certificates.pdf(cert))).toContain('SUPERSEDED');
  });

  it.each(['LVC-2222-2222', 'nonsense', 'LVC-0000-0000', "x'or'1'='1", '%E2%80%A8'])(
    'answers 404 with a sentence for an unknown reference (%s)',
    async (reference) => {
      const res = await t.call('GET', `/api/certificates/${reference}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        error:
          'We could not find a certificate with this reference. Please check it and try again.',
        statusCode: 404,
      });
    },
  );
});
