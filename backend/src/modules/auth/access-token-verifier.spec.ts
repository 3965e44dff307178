import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { AccessTokenVerifier, MAX_VERIFIED_TOKENS } from './access-token-verifier';

const claims = { sub: '6f1c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f', sid: 'session', role: 'customer' };

function jwtWith(secret: string) {
  return new JwtService({
    secret: createSecretKey(Buffer.from(secret)),
    signOptions: { algorithm: 'HS256', expiresIn: 900 },
    verifyOptions: { algorithms: ['HS256'] },
  });
}

describe('AccessTokenVerifier', () => {
  const jwt = jwtWith('s'.repeat(48));

  afterEach(() => jest.useRealTimers());

  it('answers the claims of a valid token, the second time too', () => {
    const verifier = new AccessTokenVerifier(jwt);
    const token = jwt.sign(claims);
    expect(verifier.verify(token)).toMatchObject(claims);
    expect(verifier.verify(token)).toMatchObject(claims);
  });

  it('refuses a token signed with another secret, a tampered one and garbage', () => {
    const verifier = new AccessTokenVerifier(jwt);
    const token = jwt.sign(claims);
    verifier.verify(token);
    const [header, , signature] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString(
      'base64url',
    );
    expect(verifier.verify(`${header}.${otherPayload}.${signature}`)).toBeNull();
    expect(verifier.verify(jwtWith('t'.repeat(48)).sign(claims))).toBeNull();
    expect(verifier.verify('not-a-token')).toBeNull();
  });

  it('refuses a remembered token once it has expired', () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const verifier = new AccessTokenVerifier(jwt);
    const token = jwt.sign(claims);
    expect(verifier.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-03-01T10:14:59Z'));
    expect(verifier.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-03-01T10:15:00Z'));
    expect(verifier.verify(token)).toBeNull();
    expect(verifier.verify(token)).toBeNull();
  });

  it('does not let a caller change the claims the next request gets', () => {
    const verifier = new AccessTokenVerifier(jwt);
    const token = jwt.sign(claims);
    const first = verifier.verify(token) as { role: string };
    expect(() => {
      first.role = 'admin';
    }).toThrow();
    expect(verifier.verify(token)).toMatchObject({ role: 'customer' });
  });

  it('keeps verifying correctly beyond the number of tokens it remembers', () => {
    const verifier = new AccessTokenVerifier(jwt);
    const first = jwt.sign({ ...claims, sid: 'first' });
    verifier.verify(first);
    for (let i = 0; i < MAX_VERIFIED_TOKENS; i++)
      verifier.verify(jwt.sign({ ...claims, sid: `${i}` }));
    expect(verifier.verify(first)).toMatchObject({ sid: 'first' });
  });
});
