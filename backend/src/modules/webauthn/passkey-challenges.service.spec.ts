import { IsNull, LessThan } from 'typeorm';
import { takeOne } from '../../database/atomic-claim';
import { CHALLENGE_TTL_MS, PasskeyChallengesService } from './passkey-challenges.service';

jest.mock('../../database/atomic-claim', () => ({ takeOne: jest.fn() }));
const take = takeOne as jest.MockedFunction<typeof takeOne>;

const NOW = new Date('2025-11-24T10:00:00Z');

function setup() {
  const repo = {
    delete: jest.fn(async () => ({ affected: 0 })),
    insert: jest.fn(async () => ({})),
  };
  const service = new PasskeyChallengesService(repo as never);
  service.now = () => NOW;
  return { service, repo };
}

describe('PasskeyChallengesService', () => {
  beforeEach(() => take.mockReset());

  it('stores a challenge for five minutes and drops the expired ones', async () => {
    const { service, repo } = setup();
    await service.store('abc', 'registration', 'user-1');
    expect(repo.delete).toHaveBeenCalledWith({ expiresAt: LessThan(NOW) });
    expect(repo.insert).toHaveBeenCalledWith({
      challenge: 'abc',
      kind: 'registration',
      userId: 'user-1',
      expiresAt: new Date(NOW.getTime() + CHALLENGE_TTL_MS),
    });
  });

  it('takes a sign-in challenge (owned by nobody) out of the table once', async () => {
    take.mockResolvedValueOnce({ expiresAt: new Date(NOW.getTime() + 1000) });
    const { service } = setup();
    expect(await service.consume('abc', 'authentication', null)).toBe(true);
    expect(take).toHaveBeenCalledWith(
      expect.anything(),
      { challenge: 'abc', kind: 'authentication', userId: IsNull() },
      ['expiresAt'],
    );
    take.mockResolvedValueOnce(null);
    expect(await service.consume('abc', 'authentication', null)).toBe(false);
  });

  it('refuses an expired challenge (and still takes it away)', async () => {
    take.mockResolvedValueOnce({ expiresAt: new Date(NOW.getTime() - 1) });
    const { service } = setup();
    expect(await service.consume('abc', 'registration', 'user-1')).toBe(false);
    expect(take).toHaveBeenCalledTimes(1);
  });
});
