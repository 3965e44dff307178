import { IsNull, Not } from 'typeorm';
import { SessionEndService } from './session-end.service';
import { SessionEnded } from './session.events';

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
  const heard: SessionEnded[] = [];
  const events = {
    publish: (event: SessionEnded) => {
      steps.push('announce');
      heard.push(event);
    },
  };
  const ending = new SessionEndService(sessions as never, cache as never, events as never);
  return { ending, sessions, cache, heard, steps };
}

describe('SessionEndService', () => {
  it('ends one session: revokes it, evicts it, then publishes SessionEnded', async () => {
    const { ending, sessions, cache, heard, steps } = setup();
    const at = new Date('2026-11-25T12:00:00Z');
    await ending.end(SESSION_ID, at);
    expect(sessions.update).toHaveBeenCalledWith(
      { id: SESSION_ID, revokedAt: IsNull() },
      { revokedAt: at },
    );
    expect(cache.evictSession).toHaveBeenCalledWith(SESSION_ID);
    expect(heard).toEqual([new SessionEnded({ sessionId: SESSION_ID })]);
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
    expect(heard).toEqual([
      new SessionEnded({ userId: USER_ID, exceptSessionId: SESSION_ID }),
      new SessionEnded({ userId: USER_ID }),
    ]);
    expect(steps).toEqual(['revoke', 'evict', 'announce', 'revoke', 'evict', 'announce']);
  });

  it('announces nothing when the revocation fails (the caller sees the error)', async () => {
    const { ending, sessions, heard } = setup();
    sessions.update.mockRejectedValueOnce(new Error('database down'));
    await expect(ending.end(SESSION_ID)).rejects.toThrow('database down');
    expect(heard).toEqual([]);
  });
});
