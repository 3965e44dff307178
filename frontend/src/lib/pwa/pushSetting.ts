import { useCallback, useEffect, useState } from 'react';
import type { PushSubscriptionRequest } from '@valuation/contracts';
import type { PushState } from '@valuation/design-system';
import { getErrorMessage } from '../apiError';
import { useAppDispatch } from '../hooks';
import { pushApi } from '../pushApi';

export const PUSH_FAILED = 'Push notifications could not be turned on. Please try again.';
export const PUSH_OFF_FAILED = 'Push notifications could not be turned off. Please try again.';

function supported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function asRequest(subscription: PushSubscription): PushSubscriptionRequest {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * "Push notifications on this device": the device's subscription is its setting. Asks the
 * browser's permission only when turned on; a subscription already there is sent again (so it
 * belongs to whoever is signed in now).
 */
export function usePushSetting() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PushState>(() =>
    !supported() ? 'unsupported' : Notification.permission === 'denied' ? 'denied' : 'off',
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!supported() || Notification.permission !== 'granted') return;
    let live = true;
    void (async () => {
      const registration = await navigator.serviceWorker.ready;
      const existing = await registration.pushManager.getSubscription();
      if (!existing || !live) return;
      setState('on');
      await dispatch(pushApi.endpoints.subscribePush.initiate(asRequest(existing))).unwrap();
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [dispatch]);

  const onChange = useCallback(
    async (enabled: boolean) => {
      if (!supported()) return;
      setBusy(true);
      setError(undefined);
      try {
        const registration = await navigator.serviceWorker.ready;
        if (enabled) {
          const permission = await Notification.requestPermission();
          if (permission !== 'granted') {
            setState(permission === 'denied' ? 'denied' : 'off');
            return;
          }
          const { publicKey } = await dispatch(
            pushApi.endpoints.pushPublicKey.initiate(undefined),
          ).unwrap();
          const subscription =
            (await registration.pushManager.getSubscription()) ??
            (await registration.pushManager.subscribe({
              userVisibleOnly: true,
              applicationServerKey: applicationServerKey(publicKey),
            }));
          await dispatch(
            pushApi.endpoints.subscribePush.initiate(asRequest(subscription)),
          ).unwrap();
          setState('on');
        } else {
          const subscription = await registration.pushManager.getSubscription();
          if (subscription) {
            await dispatch(
              pushApi.endpoints.unsubscribePush.initiate({ endpoint: subscription.endpoint }),
            ).unwrap();
            await subscription.unsubscribe();
          }
          setState('off');
        }
      } catch (err) {
        setError(getErrorMessage(err, enabled ? PUSH_FAILED : PUSH_OFF_FAILED));
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );

  return { state, busy, error, onChange };
}
