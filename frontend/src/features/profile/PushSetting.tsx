import { PushNotificationSwitch } from '@valuation/design-system';
import { usePushSetting } from '../../lib/pwa/pushSetting';

/** Profile > Notification Preferences > "Push notifications on this device". */
export function PushSetting() {
  const { state, busy, error, onChange } = usePushSetting();
  return (
    <PushNotificationSwitch
      state={state}
      busy={busy}
      error={error}
      onChange={(enabled) => void onChange(enabled)}
    />
  );
}
