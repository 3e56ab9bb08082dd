/**
 * The page side of the service worker: where it registers, and how an update takes over: the new
 * worker is told to take over, and the page reloads, only while the page has focus; in the background both
 * wait, polling for focus every 100 ms.
 */

type Listener = (event?: unknown) => void;

class FakeTarget {
  listeners: Record<string, Listener[]> = {};
  addEventListener(type: string, listener: Listener) {
    (this.listeners[type] ??= []).push(listener);
  }
  emit(type: string) {
    for (const listener of this.listeners[type] ?? []) listener();
  }
}

class FakeWorker extends FakeTarget {
  state = 'installing';
  postMessage = jest.fn();
}

class FakeRegistration extends FakeTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  update = jest.fn(async () => undefined);
}

class FakeContainer extends FakeTarget {
  controller: object | null = null;
  registration = new FakeRegistration();
  register = jest.fn(async () => this.registration);
}

let container: FakeContainer;
let focused: boolean;
const reload = jest.fn();

async function load(controller: object | null = { scriptURL: '/sw.js' }) {
  jest.resetModules();
  container = new FakeContainer();
  container.controller = controller;
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const { startServiceWorker } = await import('./serviceWorker');
  return startServiceWorker;
}

beforeEach(() => {
  jest.useFakeTimers();
  focused = true;
  jest.spyOn(document, 'hasFocus').mockImplementation(() => focused);
  reload.mockReset();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload, host: 'mui-docs.example.com' }, configurable: true });
  sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('registration', () => {
  test('on the production host: /sw.js for the whole site', async () => {
    const start = await load();
    expect(await start('mui-docs.example.com')).toBe(container.registration);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
  test.each(['localhost:8000', '127.0.0.1:9000', 'preview.mui-docs.example.com'])('not on %s', async (host) => {
    const start = await load();
    expect(await start(host)).toBeNull();
    expect(container.register).not.toHaveBeenCalled();
  });
  test('once per page load', async () => {
    const start = await load();
    await start('mui-docs.example.com');
    await start('mui-docs.example.com');
    expect(container.register).toHaveBeenCalledTimes(1);
  });
});

/** An update found and installed while this page is controlled by the previous worker. */
function installUpdate() {
  const worker = new FakeWorker();
  container.registration.installing = worker;
  container.registration.emit('updatefound');
  worker.state = 'installed';
  container.registration.installing = null;
  container.registration.waiting = worker;
  worker.emit('statechange');
  return worker;
}

describe('an update', () => {
  test('focused page: the new worker takes over at once, and the page reloads once when it has', async () => {
    const start = await load();
    await start('mui-docs.example.com');
    const worker = installUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.emit('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('page in the background: nothing until it has focus, then take-over and one reload', async () => {
    const start = await load();
    await start('mui-docs.example.com');
    focused = false;
    const worker = installUpdate();
    jest.advanceTimersByTime(5000);
    expect(worker.postMessage).not.toHaveBeenCalled();
    focused = true;
    jest.advanceTimersByTime(100);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    // Another tab made it take over while this one is in the background: reload on focus only.
    focused = false;
    container.emit('controllerchange');
    jest.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    focused = true;
    jest.advanceTimersByTime(100);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a worker already waiting when the page loads is told to take over', async () => {
    const start = await load();
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    await start('mui-docs.example.com');
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  test('the first worker taking control of a page is no update: no reload', async () => {
    const start = await load(null);
    await start('mui-docs.example.com');
    const worker = installUpdate();
    expect(worker.postMessage).not.toHaveBeenCalled();
    container.emit('controllerchange');
    expect(reload).not.toHaveBeenCalled();
    // A later update is one.
    container.emit('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('two take-overs within seconds (DevTools "Update on reload"): one reload, no loop', async () => {
    const start = await load();
    await start('mui-docs.example.com');
    container.emit('controllerchange');
    container.emit('controllerchange');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('coming back to the page looks for a new version, at most once a minute', async () => {
    const start = await load();
    await start('mui-docs.example.com');
    jest.setSystemTime(Date.now() + 61_000);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(container.registration.update).toHaveBeenCalledTimes(1);
  });
});
