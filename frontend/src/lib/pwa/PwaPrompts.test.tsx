import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesignSystemProvider } from '@valuation/design-system';
import type { InstallPromptKind } from './installPrompt';
import { PwaProvider, type PwaServices } from './PwaContext';
import { PwaPrompts } from './PwaPrompts';

function fakeServices(kind: InstallPromptKind, updateAvailable: boolean) {
  const services = {
    installPrompt: {
      subscribe: () => () => {},
      getSnapshot: () => kind,
      install: jest.fn(() => Promise.resolve()),
      dismiss: jest.fn(),
      dispose: jest.fn(),
    },
    serviceWorker: {
      register: jest.fn(),
      subscribe: () => () => {},
      getSnapshot: () => updateAvailable,
      applyUpdate: jest.fn(),
      dismissUpdate: jest.fn(),
    },
  } satisfies PwaServices;
  return services;
}

function renderPrompts(services: PwaServices, installed = false, engage = true) {
  const result = render(
    <DesignSystemProvider defaultMode="dark" persistMode={false}>
      <PwaProvider services={services}>
        <PwaPrompts installed={installed} />
      </PwaProvider>
    </DesignSystemProvider>,
  );
  // The invitation waits for some engagement: a first tap on the page.
  if (engage) fireEvent.pointerDown(window);
  return result;
}

it('the install invitation waits for a tap, a key, a scroll or a few seconds on the page', async () => {
  jest.useFakeTimers();
  try {
    const services = fakeServices('install', false);
    const { unmount } = renderPrompts(services, false, false);
    expect(screen.queryByRole('button', { name: 'Install Now' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(3000));
    // Its code loads when it first shows.
    expect(await screen.findByRole('button', { name: 'Install Now' })).toBeInTheDocument();
    unmount();
    renderPrompts(services, false, false);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('button', { name: 'Install Now' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

it('Install Now and the close button reach the install controller', async () => {
  const user = userEvent.setup();
  const services = fakeServices('install', false);
  renderPrompts(services);
  await user.click(await screen.findByRole('button', { name: 'Install Now' }));
  expect(services.installPrompt.install).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Dismiss install prompt' }));
  expect(services.installPrompt.dismiss).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('the iOS hint; nothing in installed mode', async () => {
  const services = fakeServices('ios', false);
  const { unmount } = renderPrompts(services);
  expect(await screen.findByText(/Add to Home Screen/)).toBeInTheDocument();
  unmount();
  renderPrompts(services, true);
  expect(screen.queryByText(/Add to Home Screen/)).not.toBeInTheDocument();
});

it('"A new version is available" with Reload applying the update', async () => {
  const user = userEvent.setup();
  const services = fakeServices('hidden', true);
  renderPrompts(services);
  expect(await screen.findByRole('status')).toHaveTextContent('A new version is available');
  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(services.serviceWorker.applyUpdate).toHaveBeenCalledTimes(1);
});

it('renders nothing without the PWA services (tests, stories)', () => {
  const { container } = render(<PwaPrompts installed={false} />);
  expect(container).toBeEmptyDOMElement();
});
