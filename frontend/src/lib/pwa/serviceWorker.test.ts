import {
  createServiceWorkerController,
  registerOnLoad,
  SKIP_WAITING_MESSAGE,
  type ServiceWorkerController,
} from './serviceWorker';

/** A minimal EventTarget-based stand-in for ServiceWorker / registration / container. */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = jest.fn();
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = jest.fn(() => Promise.resolve());
}

class FakeContainer extends EventTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = jest.fn(() => Promise.resolve(this.registration));
}

function setup(container = new FakeContainer()) {
  const reload = jest.fn();
  const log = jest.fn();
  const controller = createServiceWorkerController({
    container: container as unknown as ServiceWorkerContainer,
    reload,
    log,
  });
  return { container, controller, reload, log };
}

describe('service worker registration and updates', () => {
  it('registers /sw.js for the whole site', async () => {
    const { container, controller, log } = setup();
    await controller.register();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(log).not.toHaveBeenCalled();
  });

  it('only logs a registration failure', async () => {
    const container = new FakeContainer();
    container.register.mockRejectedValueOnce(new Error('SecurityError'));
    const { controller, log } = setup(container);
    await expect(controller.register()).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    expect(controller.getSnapshot()).toBe(false);
  });

  it('the first install is not an update', async () => {
    const { container, controller } = setup();
    await controller.register();
    const worker = new FakeWorker();
    container.registration.installing = worker;
    container.registration.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    expect(controller.getSnapshot()).toBe(false);
  });

  it('a new version that installed while the page is controlled waits; Reload activates it once', async () => {
    const { container, controller, reload } = setup();
    container.controller = {};
    await controller.register();
    const listener = jest.fn();
    controller.subscribe(listener);
    const worker = new FakeWorker();
    container.registration.installing = worker;
    container.registration.dispatchEvent(new Event('updatefound'));
    expect(controller.getSnapshot()).toBe(false);
    worker.become('installed');
    expect(controller.getSnapshot()).toBe(true);
    expect(listener).toHaveBeenCalled();

    controller.applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('finds a version already waiting at registration; dismissing hides the message', async () => {
    const container = new FakeContainer();
    container.controller = {};
    const worker = new FakeWorker();
    worker.state = 'installed';
    container.registration.waiting = worker;
    const { controller } = setup(container);
    await controller.register();
    expect(controller.getSnapshot()).toBe(true);
    controller.dismissUpdate();
    expect(controller.getSnapshot()).toBe(false);
  });

  it('does nothing where the browser has no service workers', async () => {
    const controller = createServiceWorkerController({ container: undefined, log: jest.fn() });
    await expect(controller.register()).resolves.toBeUndefined();
    expect(controller.getSnapshot()).toBe(false);
  });
});

describe('registerOnLoad', () => {
  function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
    const win = new EventTarget() as EventTarget & {
      document: { readyState: DocumentReadyState };
      requestIdleCallback?: (callback: () => void, options?: object) => number;
    };
    win.document = { readyState };
    const idleCallbacks: (() => void)[] = [];
    if (idle)
      win.requestIdleCallback = (callback) => {
        idleCallbacks.push(callback);
        return idleCallbacks.length;
      };
    const controller = { register: jest.fn(() => Promise.resolve()) };
    registerOnLoad(controller as unknown as ServiceWorkerController, win as unknown as Window);
    return { win, controller, runIdle: () => idleCallbacks.splice(0).forEach((run) => run()) };
  }

  it('registers once the page has loaded and the main thread is idle', () => {
    const { win, controller, runIdle } = fakeWindow('loading', true);
    runIdle();
    expect(controller.register).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(controller.register).not.toHaveBeenCalled();
    runIdle();
    expect(controller.register).toHaveBeenCalledTimes(1);
  });

  it('waits for idle time when the scripts run after the load event (a prerendered page)', () => {
    const { controller, runIdle } = fakeWindow('complete', true);
    expect(controller.register).not.toHaveBeenCalled();
    runIdle();
    expect(controller.register).toHaveBeenCalledTimes(1);
  });

  it('registers at once where the browser has no idle callbacks', () => {
    const { controller } = fakeWindow('complete', false);
    expect(controller.register).toHaveBeenCalledTimes(1);
  });
});
