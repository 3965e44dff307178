import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { BottomTabBar } from './BottomTabBar';

describe('BottomTabBar', () => {
  it('is the "App" navigation with five tabs: four routes and Menu', () => {
    renderWithTheme(<BottomTabBar currentPath="/valuation" />);
    const bar = screen.getByRole('navigation', { name: 'App' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/dashboard'],
      ['Chat', '/chat'],
      ['Valuation', '/valuation'],
      ['Profile', '/profile'],
    ]);
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Valuation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("gives staff the console's queue and conversations, the longest match current", () => {
    const { rerender } = renderWithTheme(<BottomTabBar currentPath="/staff" staff />);
    const bar = screen.getByRole('navigation', { name: 'App' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/dashboard'],
      ['Console', '/staff'],
      ['Chats', '/staff/conversations'],
      ['Profile', '/profile'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Console' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    rerender(<BottomTabBar currentPath="/staff/conversations/c-1" staff />);
    expect(within(bar).getByRole('link', { name: 'Chats' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Console' })).not.toHaveAttribute('aria-current');
  });

  it('the Menu tab opens a sheet with Services, About Us, Contact, Terms & Conditions and home visits', async () => {
    const user = userEvent.setup();
    renderWithTheme(<BottomTabBar currentPath="/dashboard" />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services', '/services'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Terms & Conditions', '/terms'],
      ['Book a Home Visit', '/visits/book'],
    ]);
    expect(within(sheet).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("leads a signed-in customer to My Collection from the sheet (staff have their console's tabs)", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithTheme(
      <BottomTabBar currentPath="/collection" onSignOut={jest.fn()} />,
    );
    // the Menu tab is current on a page of its sheet
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass('Mui-selected');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    const first = within(sheet).getAllByRole('link')[0];
    expect(first).toHaveTextContent('My Collection');
    expect(first).toHaveAttribute('href', '/collection');
    expect(first).toHaveAttribute('aria-current', 'page');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    rerender(<BottomTabBar currentPath="/staff" onSignOut={jest.fn()} staff />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).queryByRole('link', {
        name: 'My Collection',
      }),
    ).not.toBeInTheDocument();
  });

  it('closes the sheet with Escape and offers Sign Out when signed in', async () => {
    const user = userEvent.setup();
    const onSignOut = jest.fn();
    renderWithTheme(<BottomTabBar currentPath="/dashboard" onSignOut={onSignOut} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
