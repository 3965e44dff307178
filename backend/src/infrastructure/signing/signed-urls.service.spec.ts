import { Clock } from '../clock/clock';
import { deriveKey } from './derive-key';
import { SignedFile, SignedUrlService } from './signed-urls.service';

const config = (secret: string) => ({ getOrThrow: () => ({ jwtSecret: secret }) }) as never;

describe('SignedUrlService', () => {
  const clock = new Clock();
  clock.set(new Date('2026-11-25T11:00:00Z'));
  const urls = new SignedUrlService(config('a-jwt-secret-of-at-least-32-characters!!'), clock);
  const photo: SignedFile = {
    kind: 'valuation-photo',
    id: '8d3c3c1e-4f6a-4a55-9b8e-2f1d7c2b9a10',
    variant: 'full',
  };
  const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

  it('signs the API path for at most an hour, and the signature works until it expires', () => {
    const url = urls.sign('/api/valuations/photos/x', photo);
    expect(url).toMatch(/^\/api\/valuations\/photos\/x\?variant=full&exp=\d+&sig=[\w-]{43}$/);
    const q = query(url);
    const ttl = Number(q.exp) - clock.nowMs() / 1000;
    expect(ttl).toBeGreaterThanOrEqual(30 * 60);
    expect(ttl).toBeLessThanOrEqual(60 * 60);
    expect(urls.verify(photo, q)).toBe(true);
    const later = new Clock();
    later.set(new Date(clock.nowMs() + 32 * 60_000));
    const tomorrow = new SignedUrlService(
      config('a-jwt-secret-of-at-least-32-characters!!'),
      later,
    );
    expect(tomorrow.verify(photo, q)).toBe(false);
  });

  it('refuses a changed signature, a later expiry, another file, variant or kind', () => {
    const q = query(urls.sign('/p', photo));
    const flipped = (q.sig[0] === 'A' ? 'B' : 'A') + q.sig.slice(1);
    expect(urls.verify(photo, { ...q, sig: flipped })).toBe(false);
    expect(urls.verify(photo, { ...q, exp: String(Number(q.exp) + 60) })).toBe(false);
    expect(urls.verify({ ...photo, id: photo.id.replace('8d3', '9d3') }, q)).toBe(false);
    expect(urls.verify({ ...photo, variant: 'preview' }, q)).toBe(false);
    expect(urls.verify({ ...photo, kind: 'chat-attachment' }, q)).toBe(false);
    expect(urls.verify(photo, { exp: q.exp })).toBe(false);
    expect(urls.verify(photo, { exp: [q.exp], sig: q.sig })).toBe(false);
    const other = new SignedUrlService(config('another-jwt-secret-of-32-characters-long'), clock);
    expect(other.verify(photo, q)).toBe(false);
  });

  it('derives one key per purpose, never the secret itself', () => {
    const a = deriveKey('secret', 'signed file urls v1');
    expect(a).toHaveLength(32);
    expect(a.equals(deriveKey('secret', 'refresh-token successor v1'))).toBe(false);
    expect(a.equals(deriveKey('secret', 'signed file urls v1'))).toBe(true);
  });
});
