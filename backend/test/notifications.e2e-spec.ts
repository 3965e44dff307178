import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { PushSubscriptionEntity } from '../src/modules/notifications/entities/push-subscription.entity';
import { NotificationsService } from '../src/modules/notifications/notifications.service';
import { PushService } from '../src/modules/notifications/push/push.service';
import { LocalPushService } from './helpers/push-service';
import { bootApp, register, RegisteredUser, TestApp } from './helpers/test-app';

/** Notifications in the app and by web push (docs/product.md "Notifications"). */
describe('notifications and web push', () => {
  let t: TestApp;
  let pushService: LocalPushService;
  let customer: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    pushService = new LocalPushService();
    await pushService.start();
    t = await bootApp({ PUSH_ALLOWED_HOSTS: `${pushService.host},*.push.example.net` });
    customer = await register(t);
    other = await register(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await pushService.stop();
  });

  const notify = (userId: string, title: string, url = '/chat') =>
    t.app.get(NotificationsService).notify({
      userId,
      kind: 'chat_reply',
      title,
      body: `Body of ${title}`,
      url,
    });

  describe('the list and reading', () => {
    it('lists my notifications newest first, paged, with the unread count', async () => {
      const user = await register(t);
      for (let i = 1; i <= 5; i++) await notify(user.id, `N${i}`);
      await notify(other.id, 'Not yours');
      const first = await t.call('GET', '/api/notifications?limit=2', { token: user.token });
      expect(first.status).toBe(200);
      expect(first.body.unread).toBe(5);
      expect(first.body.hasMore).toBe(true);
      expect(first.body.notifications.map((n: { title: string }) => n.title)).toEqual(['N5', 'N4']);
      const n = first.body.notifications[0];
      expect(n).toEqual({
        id: expect.any(String),
        kind: 'chat_reply',
        title: 'N5',
        body: 'Body of N5',
        url: '/chat',
        createdAt: expect.any(String),
        readAt: null,
      });
      const next = await t.call(
        'GET',
        `/api/notifications?limit=10&before=${first.body.notifications[1].id}`,
        {
          token: user.token,
        },
      );
      expect(next.body.notifications.map((x: { title: string }) => x.title)).toEqual([
        'N3',
        'N2',
        'N1',
      ]);
      expect(next.body.hasMore).toBe(false);
    });

    it('marks chosen ones read, then all, and never another user’s', async () => {
      const user = await register(t);
      const a = await notify(user.id, 'A');
      await notify(user.id, 'B');
      const foreign = await notify(other.id, 'Foreign');
      const read = await t.call('POST', '/api/notifications/read', {
        token: user.token,
        body: { ids: [a!.id, foreign!.id] },
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({ unread: 1 });
      const list = await t.call('GET', '/api/notifications', { token: user.token });
      const byTitle = Object.fromEntries(
        list.body.notifications.map((n: { title: string; readAt: string | null }) => [
          n.title,
          n.readAt,
        ]),
      );
      expect(byTitle.A).toEqual(expect.any(String));
      expect(byTitle.B).toBeNull();
      const otherList = await t.call('GET', '/api/notifications', { token: other.token });
      expect(
        otherList.body.notifications.find((n: { id: string }) => n.id === foreign!.id).readAt,
      ).toBeNull();
      const all = await t.call('POST', '/api/notifications/read', {
        token: user.token,
        body: { all: true },
      });
      expect(all.body).toEqual({ unread: 0 });
    });

    it('answers 401 signed out and 400 with a sentence for bad input', async () => {
      expect((await t.call('GET', '/api/notifications')).status).toBe(401);
      for (const body of [
        {},
        { all: false },
        { ids: ['x'] },
        { ids: [], all: true },
        { all: true, x: 1 },
      ]) {
        const res = await t.call('POST', '/api/notifications/read', {
          token: customer.token,
          body,
        });
        expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
        expect(res.body.error).toEqual(expect.any(String));
      }
      const bad = await t.call('GET', '/api/notifications?limit=0', { token: customer.token });
      expect(bad.status).toBe(400);
    });
  });

  it('puts the notifications and push devices in the data export, never the address or keys', async () => {
    const user = await register(t);
    const phone = pushService.subscription(`/export-${user.id}`);
    const subscribed = await t.call('POST', '/api/push/subscriptions', {
      token: user.token,
      body: { endpoint: phone.endpoint, keys: phone.keys },
    });
    expect(subscribed.status).toBe(201);
    await notify(user.id, 'Your certificate is ready', '/valuations');
    await notify(other.id, 'Not yours');
    await t.app.get(PushService).flush();
    const res = await t.call('GET', '/api/profile/export', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.notifications).toEqual([
      expect.objectContaining({ title: 'Your certificate is ready', url: '/valuations' }),
    ]);
    expect(res.body.pushSubscriptions).toEqual([
      { service: `https://${pushService.host}`, createdAt: expect.any(String) },
    ]);
    expect(res.body.visits).toEqual([]);
    expect(res.text).not.toContain(`export-${user.id}`);
    expect(res.text).not.toContain(phone.keys.p256dh);
    expect(res.text).not.toContain(phone.keys.auth);
  });

  describe('web push', () => {
    it('serves the VAPID public key', async () => {
      const res = await t.call('GET', '/api/push/public-key');
      expect(res.status).toBe(200);
      expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
    });

    it.each([
      ['plain http', (h: string) => `http://${h}/s`],
      ['another port', () => 'https://localhost:1/s'],
      ['the host without its port', () => 'https://localhost/s'],
      ['loopback', () => 'https://127.0.0.1/s'],
      ['IPv6 loopback', () => 'https://[::1]/s'],
      ['a private address', () => 'https://10.1.2.3/s'],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data'],
      ['a decimal IP', () => 'https://2130706433/s'],
      ['an octal IP', () => 'https://0177.0.0.1/s'],
      ['a hex IP', () => 'https://0x7f.0.0.1/s'],
      ['a trailing dot', (h: string) => `https://${h.replace(':', '.:')}/s`],
      ['userinfo', (h: string) => `https://${h}@127.0.0.1/s`],
      ['userinfo on the allowed host', (h: string) => `https://me@${h}/s`],
      ['an IDN look-alike', () => 'https://fcm.googleapis.cоm/s'],
      ['the wildcard’s parent', () => 'https://push.example.net/s'],
      ['a look-alike suffix', () => 'https://a.push.example.net.evil.test/s'],
      ['not a URL', () => 'javascript:alert(1)'],
    ])('refuses a subscription to %s with 400', async (_, endpointOf) => {
      const { keys } = pushService.subscription('/unused');
      const res = await t.call('POST', '/api/push/subscriptions', {
        token: customer.token,
        body: { endpoint: endpointOf(pushService.host), keys },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/push service is not allowed/);
    });

    it('refuses malformed keys and needs a session', async () => {
      const { endpoint } = pushService.subscription('/bad-keys');
      const bad = await t.call('POST', '/api/push/subscriptions', {
        token: customer.token,
        body: { endpoint, keys: { p256dh: 'AAAA', auth: 'AAAA' } },
      });
      expect(bad.status).toBe(400);
      const anonymous = await t.call('POST', '/api/push/subscriptions', {
        body: { endpoint, keys: { p256dh: 'AAAA', auth: 'AAAA' } },
      });
      expect(anonymous.status).toBe(401);
    });

    it('delivers each notification encrypted and signed to every device of the user', async () => {
      const user = await register(t);
      const phone = pushService.subscription(`/phone-${user.id}`);
      const laptop = pushService.subscription(`/laptop-${user.id}`);
      for (const s of [phone, laptop]) {
        const res = await t.call('POST', '/api/push/subscriptions', {
          token: user.token,
          body: { endpoint: s.endpoint, keys: s.keys },
        });
        expect(res.status).toBe(201);
      }
      const before = pushService.received.length;
      await notify(user.id, 'Your expert replied', '/chat');
      await t.app.get(PushService).flush();
      const got = (await pushService.waitFor(before + 2)).filter((r) => r.path.endsWith(user.id));
      expect(pushService.failures).toEqual([]);
      expect(got.map((r) => r.path).sort()).toEqual([`/laptop-${user.id}`, `/phone-${user.id}`]);
      const publicKey = (await t.call('GET', '/api/push/public-key')).body.publicKey;
      for (const r of got) {
        expect(r.payload).toEqual({
          title: 'Your expert replied',
          body: 'Body of Your expert replied',
          url: '/chat',
          kind: 'chat_reply',
        });
        expect(r.vapidKey).toBe(publicKey);
        expect(r.claims.aud).toBe(`https://${pushService.host}`);
        expect(r.claims.sub).toMatch(/^mailto:/);
      }
    });

    it('deletes a subscription the push service answers 410 or 404 for, and keeps one that fails otherwise', async () => {
      const user = await register(t);
      const gone = pushService.subscription(`/gone-${user.id}`);
      const missing = pushService.subscription(`/missing-${user.id}`);
      const moved = pushService.subscription(`/moved-${user.id}`);
      pushService.answer(`/gone-${user.id}`, 410);
      pushService.answer(`/missing-${user.id}`, 404);
      // A redirect is never followed (to the cloud metadata address here): the push just fails.
      pushService.answer(`/moved-${user.id}`, 302, { location: 'http://169.254.169.254/' });
      for (const s of [gone, missing, moved]) {
        await t.call('POST', '/api/push/subscriptions', {
          token: user.token,
          body: { endpoint: s.endpoint, keys: s.keys },
        });
      }
      await notify(user.id, 'Gone?');
      await t.app.get(PushService).flush();
      const subs = t.app.get<Repository<PushSubscriptionEntity>>(
        getRepositoryToken(PushSubscriptionEntity),
      );
      const left = await subs.findBy({ userId: user.id });
      expect(left.map((s) => s.endpoint)).toEqual([moved.endpoint]);
    });

    it('never lets a slow push service delay the event', async () => {
      const user = await register(t);
      const slow = pushService.subscription(`/slow-${user.id}`);
      pushService.answer(`/slow-${user.id}`, 201, { delayMs: 3000 });
      await t.call('POST', '/api/push/subscriptions', {
        token: user.token,
        body: { endpoint: slow.endpoint, keys: slow.keys },
      });
      const started = Date.now();
      await notify(user.id, 'Quick');
      expect(Date.now() - started).toBeLessThan(1000);
      const list = await t.call('GET', '/api/notifications', { token: user.token });
      expect(list.body.notifications[0].title).toBe('Quick');
      await t.app.get(PushService).flush();
    });

    it('unsubscribes a device', async () => {
      const user = await register(t);
      const s = pushService.subscription(`/off-${user.id}`);
      await t.call('POST', '/api/push/subscriptions', {
        token: user.token,
        body: { endpoint: s.endpoint, keys: s.keys },
      });
      const off = await t.call('DELETE', '/api/push/subscriptions', {
        token: user.token,
        body: { endpoint: s.endpoint },
      });
      expect(off.status).toBe(200);
      const before = pushService.received.length;
      await notify(user.id, 'Silent');
      await t.app.get(PushService).flush();
      expect(pushService.received.slice(before).some((r) => r.path === `/off-${user.id}`)).toBe(
        false,
      );
    });
  });
});
