import { IsNull, Not } from 'typeorm';
import { SessionEnded, SessionEndService } from './session-end.service';

const USER_ID = '6f1c2a4e-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const SESSION_ID = '0b7d4c1e-2f3a-4b5c-9d8e-7f6a5b4c3d2e';

function setup() {
  const steps: string[] = [];
  const sessions = {
    update: jest.fn(async () => {
      steps.push('revoke');
      return { affected: 1 };
    }),
  };
  const cache = {
    evictSession: jest.fn(async () => void steps.push('evict')),
    evictUser: jest.fn(async () => void steps.push('evict')),
  };
  const ending = new SessionEndService(sessions as never, cache as never);
  const heard: SessionEnded[] = [];
  ending.onEnded((event) => {
    steps.push('announce');
    heard.push(event);
  });
  return { ending, sessions, cache, heard, steps };
}

describe('SessionEndService', () => {
  it('ends one session: revokes it, evicts it, then announces it', async () => {
    const { ending, sessions, cache, heard, steps } = setup();
    const at = new Date('2026-11-25T12:00:00Z');
    await ending.end(SESSION_ID, at);
    expect(sessions.update).toHaveBeenCalledWith(
      { id: SESSION_ID, revokedAt: IsNull() },
      { revokedAt: at },
    );
    expect(cache.evictSession).toHaveBeenCalledWith(SESSION_ID);
    expect(heard).toEqual([{ sessionId: SESSION_ID }]);
    expect(steps).toEqual(['revoke', 'evict', 'announce']);
  });

  it('ends every session of an account, or every other one', async () => {
    const { ending, sessions, cache, heard, steps } = setup();
    await ending.endAll(USER_ID, SESSION_ID);
    await ending.endAll(USER_ID);
    expect(sessions.update.mock.calls.map((c: unknown[]) => c[0])).toEqual([
      { userId: USER_ID, revokedAt: IsNull(), id: Not(SESSION_ID) },
      { userId: USER_ID, revokedAt: IsNull() },
    ]);
    expect(cache.evictUser).toHaveBeenCalledTimes(2);
    expect(heard).toEqual([{ userId: USER_ID, exceptSessionId: SESSION_ID }, { userId: USER_ID }]);
    expect(steps).toEqual(['revoke', 'evict', 'announce', 'revoke', 'evict', 'announce']);
  });

  it('a failing listener does not fail the ending; an unsubscribed one hears nothing', async () => {
    const { ending, heard } = setup();
    const off = ending.onEnded(() => {
      throw new Error('listener broke');
    });
    await expect(ending.end(SESSION_ID)).resolves.toBeUndefined();
    off();
    await ending.end(SESSION_ID);
    expect(heard).toHaveLength(2);
  });

  it('announces nothing when the revocation fails (the caller sees the error)', async () => {
    const { ending, sessions, heard } = setup();
    sessions.update.mockRejectedValueOnce(new Error('database down'));
    await expect(ending.end(SESSION_ID)).rejects.toThrow('database down');
    expect(heard).toEqual([]);
  });
});
