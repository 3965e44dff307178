import { PasswordService } from './password.service';

describe('PasswordService', () => {
  const service = new PasswordService();
  beforeAll(async () => {
    await service.onModuleInit();
  });

  it('hashes with argon2id, 19456 KiB, 2 passes, 1 lane', async () => {
    const hash = await service.hash('Str0ng!pass');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(service.verify(hash, 'Str0ng!pass')).resolves.toBe(true);
    await expect(service.verify(hash, 'Str0ng!pasS')).resolves.toBe(false);
  });

  it('still does a full verification when there is no account, and says no', async () => {
    const started = process.hrtime.bigint();
    await expect(service.verify(null, 'whatever')).resolves.toBe(false);
    const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
    expect(elapsedMs).toBeGreaterThan(2); // an argon2 verification, not an early return
  });

  it('never throws on a corrupt hash', async () => {
    await expect(service.verify('not-a-hash', 'x')).resolves.toBe(false);
  });
});
