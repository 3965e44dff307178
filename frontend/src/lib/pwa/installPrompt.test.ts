import {
  createInstallPromptController,
  INSTALL_DISMISSED_KEY,
  type InstallPromptController,
} from './installPrompt';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

let standalone = false;
let controller: InstallPromptController | undefined;

function setUserAgent(ua: string) {
  jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}

beforeEach(() => {
  standalone = false;
  localStorage.clear();
  sessionStorage.clear();
  window.matchMedia = ((query: string) => ({
    matches: query === '(display-mode: standalone)' && standalone,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => controller?.dispose());

/** A synthetic beforeinstallprompt whose user answers `outcome`. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('install prompt', () => {
  it('iOS (not installed): the Add to Home Screen hint', () => {
    setUserAgent(IPHONE);
    controller = createInstallPromptController();
    expect(controller.getSnapshot()).toBe('ios');
  });

  it('never shows in standalone mode', () => {
    setUserAgent(IPHONE);
    standalone = true;
    controller = createInstallPromptController();
    expect(controller.getSnapshot()).toBe('hidden');
    window.dispatchEvent(installEvent('accepted').event);
    expect(controller.getSnapshot()).toBe('hidden');
  });

  it('other platforms: hidden until beforeinstallprompt, which is kept and prevented', () => {
    setUserAgent(ANDROID);
    controller = createInstallPromptController();
    expect(controller.getSnapshot()).toBe('hidden');
    const listener = jest.fn();
    controller.subscribe(listener);
    const { event } = installEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(controller.getSnapshot()).toBe('install');
    expect(listener).toHaveBeenCalled();
  });

  it('Install Now calls prompt() and hides once the user accepted', async () => {
    setUserAgent(ANDROID);
    controller = createInstallPromptController();
    const { event, prompt } = installEvent('accepted');
    window.dispatchEvent(event);
    await controller.install();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).toBe('hidden');
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull();
  });

  it('a dismissed browser prompt hides it and is remembered', async () => {
    setUserAgent(ANDROID);
    controller = createInstallPromptController({ now: () => 1_000 });
    window.dispatchEvent(installEvent('dismissed').event);
    await controller.install();
    expect(controller.getSnapshot()).toBe('hidden');
    expect(window.localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1000');
  });

  it('hides on appinstalled', async () => {
    setUserAgent(ANDROID);
    controller = createInstallPromptController();
    window.dispatchEvent(installEvent('accepted').event);
    window.dispatchEvent(new Event('appinstalled'));
    await flush();
    expect(controller.getSnapshot()).toBe('hidden');
  });

  it('the close button keeps it away for good', () => {
    setUserAgent(IPHONE);
    let now = Date.UTC(2026, 0, 1);
    controller = createInstallPromptController({ now: () => now });
    controller.dismiss();
    expect(controller.getSnapshot()).toBe('hidden');
    controller.dispose();

    sessionStorage.clear(); // another visit, a year later
    now += 365 * 24 * 3600 * 1000;
    controller = createInstallPromptController({ now: () => now });
    expect(controller.getSnapshot()).toBe('hidden');
  });

  it('shows at most once a visit: not again on the next page load of the same visit', () => {
    setUserAgent(IPHONE);
    controller = createInstallPromptController();
    expect(controller.getSnapshot()).toBe('ios');
    controller.dispose();
    controller = createInstallPromptController();
    expect(controller.getSnapshot()).toBe('hidden');
    controller.dispose();
    sessionStorage.clear(); // a new visit
    controller = createInstallPromptController();
    expect(controller.getSnapshot()).toBe('ios');
  });
});
