import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleUser } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { BRAND_NAME, Navbar } from './Navbar';

describe('Navbar', () => {
  it('signed out: brand, main links with the current one marked, Sign In and Get Started', () => {
    renderWithTheme(<Navbar onSignOut={jest.fn()} currentPath="/services" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: BRAND_NAME })).toHaveAttribute('href', '/');
    for (const [name, href] of [
      ['Home', '/'],
      ['Services', '/services'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(nav).getByRole('button', { name: /Colour mode/ })).toBeInTheDocument();
  });

  it('signed in: the account menu offers Dashboard, My Collection, Profile Settings and Sign Out', async () => {
    const onSignOut = jest.fn();
    renderWithTheme(<Navbar user={sampleUser()} onSignOut={onSignOut} />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const account = screen.getByRole('button', { name: 'Account menu for Jane' });
    expect(account).toHaveTextContent('Jane');
    await user.click(account);
    expect(await screen.findByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('menuitem', { name: 'My Collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it.each([{ firstName: '' }, { firstName: undefined }])(
    'falls back to "User" without a first name (%p)',
    (fields) => {
      renderWithTheme(<Navbar user={sampleUser(fields)} onSignOut={jest.fn()} />);
      expect(screen.getByRole('button', { name: 'Account menu for User' })).toHaveTextContent(
        'User',
      );
    },
  );

  it('the slide-in menu has the links, Terms & Conditions and the account actions', async () => {
    const onSignOut = jest.fn();
    const { rerender } = renderWithTheme(<Navbar onSignOut={onSignOut} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    let menu = await screen.findByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(menu).getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument(),
    );

    rerender(<Navbar user={sampleUser()} onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(menu).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('the slide-in menu closes with Escape and gives the focus back to the menu button', async () => {
    renderWithTheme(<Navbar onSignOut={jest.fn()} />);
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Open menu' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('offers "Staff console" to experts and admins only, "My Collection" to customers only', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(<Navbar user={sampleUser()} onSignOut={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(screen.queryByRole('menuitem', { name: 'Staff console' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    rerender(<Navbar user={sampleUser({ role: 'expert' })} onSignOut={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Staff console' })).toHaveAttribute(
      'href',
      '/staff',
    );
    expect(screen.queryByRole('menuitem', { name: 'My Collection' })).not.toBeInTheDocument();
  });
});
