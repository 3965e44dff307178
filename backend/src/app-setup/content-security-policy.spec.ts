import { helmetHeaderSet } from '../common/security-headers';
import { pageCspHeaders, securityHeaderOptions } from './content-security-policy';

const HOME = 'sha256-aG9tZSBwYWdlJ3Mgc2NyaXB0';
const ABOUT = 'sha256-YWJvdXQgcGFnZSdzIHNjcmlwdA==';

const header = (headers: ReturnType<typeof helmetHeaderSet>, name: string) =>
  headers.find(([n]) => n === name)?.[1];

describe('securityHeaderOptions', () => {
  it('allows our own scripts and the given inline scripts by hash, nothing else', () => {
    const csp = header(
      helmetHeaderSet(securityHeaderOptions([HOME], false)),
      'content-security-policy',
    );
    expect(csp).toContain(`script-src 'self' '${HOME}'`);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sends HSTS only when the site is served over https', () => {
    expect(
      header(helmetHeaderSet(securityHeaderOptions([], true)), 'strict-transport-security'),
    ).toBe('max-age=15552000; includeSubDomains');
    expect(
      header(helmetHeaderSet(securityHeaderOptions([], false)), 'strict-transport-security'),
    ).toBeUndefined();
  });
});

describe('pageCspHeaders', () => {
  it('gives each prerendered page a CSP naming its own scripts only', () => {
    const headers = pageCspHeaders({ '/': [HOME], '/about': [ABOUT] }, false);
    expect([...headers.keys()]).toEqual(['/', '/about']);
    expect(headers.get('/')).toContain(`'${HOME}'`);
    expect(headers.get('/')).not.toContain(ABOUT);
    expect(headers.get('/about')).toContain(`'${ABOUT}'`);
    expect(headers.get('/about')).not.toContain(HOME);
  });
});
