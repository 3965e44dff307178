import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AppProviders, makeStore } from '../../test/app';
import { sessionChecked, tokenStorage } from '../../lib/session';
import { TEST_TOKEN, testUser } from '../../test/handlers';
import { server } from '../../test/server';
import { PushSetting } from './PushSetting';

const LABEL = /Push notifications on this device/;
/** A P-256 public key's length (65 bytes), base64url: what the API serves. */
const PUBLIC_KEY = Buffer.alloc(65, 4).toString('base64url');
const ENDPOINT = 'https://push.example.net/device-1';

/** The browser's push: permission, the service worker's push manager, and what it was asked. */
function fakeBrowserPush(permission: NotificationPermission, answer: NotificationPermission) {
  const calls = { requested: 0, subscribed: [] as unknown[], unsubscribed: 0 };
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
    unsubscribe: async () => {
      calls.unsubscribed++;
      current = null;
      return true;
    },
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (options: unknown) => {
      calls.subscribed.push(options);
      current = subscription;
      return subscription;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { ready: Promise.resolve({ pushManager }) },
    configurable: true,
  });
  Object.defineProperty(window, 'PushManager', {
    value: function PushManager() {},
    configurable: true,
  });
  const notification = {
    permission,
    requestPermission: async () => {
      calls.requested++;
      notification.permission = answer;
      return answer;
    },
  };
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true });
  return calls;
}

function renderSetting() {
  const store = makeStore();
  tokenStorage.set(TEST_TOKEN);
  store.dispatch(sessionChecked({ token: TEST_TOKEN, user: testUser }));
  return render(
    <AppProviders store={store} colorMode="dark" persistColorMode={false}>
      <PushSetting />
    </AppProviders>,
  );
}

describe('Push notifications on this device', () => {
  afterEach(() => {
    for (const key of ['PushManager', 'Notification'] as const) {
      delete (window as unknown as Record<string, unknown>)[key];
    }
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  });

  it('asks the permission only when turned on, subscribes and sends the device to the API', async () => {
    const calls = fakeBrowserPush('default', 'granted');
    const sent: unknown[] = [];
    server.use(
      http.get('/api/push/public-key', () => HttpResponse.json({ publicKey: PUBLIC_KEY })),
      http.post('/api/push/subscriptions', async ({ request }) => {
        sent.push(await request.json());
        return new HttpResponse(null, { status: 201 });
      }),
      http.delete('/api/push/subscriptions', async ({ request }) => {
        sent.push({ deleted: await request.json() });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderSetting();
    const toggle = screen.getByRole('switch', { name: LABEL });
    expect(calls.requested).toBe(0);
    const user = userEvent.setup({ delay: null });
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.requested).toBe(1);
    expect(calls.subscribed).toEqual([
      expect.objectContaining({ userVisibleOnly: true, applicationServerKey: expect.anything() }),
    ]);
    expect(sent).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } },
    ]);
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.at(-1)).toEqual({ deleted: { endpoint: ENDPOINT } });
    expect(calls.unsubscribed).toBe(1);
  });

  it('says plainly when the browser refuses', async () => {
    fakeBrowserPush('default', 'denied');
    renderSetting();
    await userEvent.setup({ delay: null }).click(screen.getByRole('switch', { name: LABEL }));
    expect(await screen.findByText(/blocked for this site in your browser/)).toBeVisible();
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
  });

  it('says plainly when the browser cannot show push notifications', () => {
    renderSetting();
    expect(screen.getByText(/This browser cannot show push notifications/)).toBeVisible();
    expect(screen.getByRole('switch', { name: LABEL })).toBeDisabled();
  });
});
