import {
  DEFAULT_PUSH_ALLOWED_HOSTS,
  parseAllowedHosts,
} from '../../../infrastructure/config/push.config';
import { pushEndpointAllowed } from './push-endpoint';

describe('pushEndpointAllowed', () => {
  const defaults = parseAllowedHosts(DEFAULT_PUSH_ALLOWED_HOSTS.join(','));
  const withLocal = parseAllowedHosts('push.test:3790,*.example.org');

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://wns2-par02p.notify.windows.com/w/?token=abc',
    'https://web.push.apple.com/QGl',
    'https://FCM.GOOGLEAPIS.COM/fcm/send/abc',
    'https://fcm.googleapis.com:443/fcm/send/abc',
  ])('accepts the browsers push service %s', (endpoint) => {
    expect(pushEndpointAllowed(endpoint, defaults)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['loopback', 'https://127.0.0.1/x'],
    ['IPv6 loopback', 'https://[::1]/x'],
    ['private network', 'https://10.0.0.5/x'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data'],
    ['decimal IP', 'https://2130706433/x'],
    ['octal IP', 'https://0177.0.0.1/x'],
    ['hex IP', 'https://0x7f000001/x'],
    ['trailing dot', 'https://fcm.googleapis.com./fcm/send/abc'],
    ['userinfo', 'https://fcm.googleapis.com@127.0.0.1/x'],
    ['userinfo on an allowed host', 'https://user:pw@fcm.googleapis.com/x'],
    ['look-alike suffix', 'https://fcm.googleapis.com.evil.test/x'],
    ['bare wildcard parent', 'https://push.services.mozilla.com/x'],
    ['wildcard look-alike', 'https://evilpush.services.mozilla.com/x'],
    ['IDN look-alike', 'https://fcm.googleapis.cоm/x'],
    ['backslash trick', 'https://fcm.googleapis.com\\@127.0.0.1/x'],
    ['not a URL', 'fcm.googleapis.com/x'],
    ['data URL', 'data:text/plain,hello'],
    ['localhost', 'https://localhost/x'],
  ])('refuses %s', (_, endpoint) => {
    expect(pushEndpointAllowed(endpoint, defaults)).toBe(false);
  });

  it('matches host:port entries on that port only, and wildcards on sub-domains only', () => {
    expect(pushEndpointAllowed('https://push.test:3790/s/1', withLocal)).toBe(true);
    expect(pushEndpointAllowed('https://push.test/s/1', withLocal)).toBe(false);
    expect(pushEndpointAllowed('https://push.test:3791/s/1', withLocal)).toBe(false);
    expect(pushEndpointAllowed('https://a.example.org/s', withLocal)).toBe(true);
    expect(pushEndpointAllowed('https://example.org/s', withLocal)).toBe(false);
  });

  it('refuses a malformed allow-list entry at start', () => {
    expect(() => parseAllowedHosts('fcm.googleapis.com,http://x')).toThrow(/PUSH_ALLOWED_HOSTS/);
  });
});
