import { decodeEviction, encodeEviction, SessionMap } from './session-cache';

const user = (sessionId: string, id = 'user-1') => ({
  id,
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'customer',
  createdAt: new Date(0),
  disabledAt: null,
  sessionId,
});

describe('SessionMap', () => {
  it('answers a stored session until its time-to-live ends, as a copy', () => {
    const map = new SessionMap<ReturnType<typeof user>>(1000, 10);
    map.set(map.ticket(), user('s1'), 0);
    const got = map.get('s1', 999)!;
    got.role = 'admin';
    expect(map.get('s1', 999)?.role).toBe('customer');
    expect(map.get('s1', 1000)).toBeNull();
  });

  it('evicts one session, or every session of a user', () => {
    const map = new SessionMap<ReturnType<typeof user>>(1000, 10);
    for (const s of ['s1', 's2']) map.set(map.ticket(), user(s), 0);
    map.set(map.ticket(), user('s3', 'user-2'), 0);
    map.evict({ session: 's1' });
    expect(map.get('s1', 1)).toBeNull();
    expect(map.get('s2', 1)).not.toBeNull();
    map.evict({ user: 'user-1' });
    expect(map.get('s2', 1)).toBeNull();
    expect(map.get('s3', 1)).not.toBeNull();
  });

  it('refuses to store a read that began before an eviction', () => {
    const map = new SessionMap<ReturnType<typeof user>>(1000, 10);
    const ticket = map.ticket();
    map.evict({ user: 'someone-else' });
    map.set(ticket, user('s1'), 0);
    expect(map.get('s1', 1)).toBeNull();
  });

  it('is bypassed while the listener is down, and starts empty when it is back', () => {
    const map = new SessionMap<ReturnType<typeof user>>(1000, 10);
    map.set(map.ticket(), user('s1'), 0);
    map.setOnline(false);
    expect(map.get('s1', 1)).toBeNull();
    map.set(map.ticket(), user('s2'), 0);
    map.setOnline(true);
    expect(map.get('s2', 1)).toBeNull();
    expect(map.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const map = new SessionMap<ReturnType<typeof user>>(1000, 2);
    for (const s of ['s1', 's2', 's3']) map.set(map.ticket(), user(s, s), 0);
    expect(map.get('s1', 1)).toBeNull();
    expect(map.size).toBe(2);
  });

  it('encodes evictions for the channel and ignores anything else', () => {
    expect(decodeEviction(encodeEviction({ session: 'abc' }))).toEqual({ session: 'abc' });
    expect(decodeEviction(encodeEviction({ user: 'u' }))).toEqual({ user: 'u' });
    expect(decodeEviction('x:1')).toBeNull();
    expect(decodeEviction('s:')).toBeNull();
  });
});
