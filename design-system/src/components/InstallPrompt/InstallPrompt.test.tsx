import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { InstallPrompt } from './InstallPrompt';

describe('InstallPrompt', () => {
  it('install variant: Install Now and a named close button', async () => {
    const user = userEvent.setup();
    const onInstall = jest.fn();
    const onDismiss = jest.fn();
    renderWithTheme(
      <InstallPrompt variant="install" onInstall={onInstall} onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('complementary', { name: 'Install the app' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Install Now' }));
    expect(onInstall).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss install prompt' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('sits in the page, never floating over a control, a menu or a dialog', () => {
    renderWithTheme(<InstallPrompt variant="ios" onDismiss={jest.fn()} />);
    const prompt = screen.getByRole('complementary', { name: 'Install the app' });
    expect(prompt).not.toHaveStyle({ position: 'fixed' });
    expect(prompt).toHaveStyle({ position: 'relative' });
  });

  it('ios variant: the Add to Home Screen hint, no button to install', () => {
    renderWithTheme(<InstallPrompt variant="ios" onDismiss={jest.fn()} />);
    const prompt = screen.getByRole('complementary', { name: 'Install the app' });
    expect(prompt).toHaveTextContent('tap the Share icon');
    expect(prompt).toHaveTextContent('then “Add to Home Screen”');
    expect(screen.queryByRole('button', { name: 'Install Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss install prompt' })).toBeInTheDocument();
  });
});
