import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { staffHandlers, testExpert, VALUATION_ID } from '../../test/staffHandlers';

// Select menus and lazy routes are slow in jsdom on the shared 2-core machine.
jest.setTimeout(60_000);

describe('staff valuation pages', () => {
  it('shows the queue and sends its filters to the API', async () => {
    const urls: URL[] = [];
    server.use(staffHandlers.queue((url) => urls.push(url)));
    renderApp('/staff', { user: testExpert });
    expect(await screen.findByRole('link', { name: 'LV-7K3Q-9M2D' })).toHaveAttribute(
      'href',
      `/staff/valuations/${VALUATION_ID}`,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await user.click(screen.getByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('assignee')).toBe('none'));
  });

  it("opens on the expert's open work; a status filter brings completed requests back", async () => {
    const urls: URL[] = [];
    server.use(staffHandlers.queue((url) => urls.push(url)));
    renderApp('/staff', { user: testExpert });
    await screen.findByRole('link', { name: 'LV-7K3Q-9M2D' });
    expect(urls[0].searchParams.get('view')).toBe('open');
    expect(urls[0].searchParams.get('status')).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBe('completed'));
    expect(urls.at(-1)?.searchParams.get('view')).toBe('all');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All statuses' }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBeNull());
    expect(urls.at(-1)?.searchParams.get('view')).toBe('all');
  });

  it('completes a request with the value and basis the expert entered', async () => {
    let sent: unknown;
    server.use(
      staffHandlers.valuation(),
      staffHandlers.complete((body) => {
        sent = body;
      }),
    );
    renderApp(`/staff/valuations/${VALUATION_ID}`, { user: testExpert });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Complete valuation' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Complete valuation' }));
    await user.click(dialog.getByRole('textbox', { name: /^Value/ }));
    await user.paste('12450');
    await user.click(dialog.getByRole('radio', { name: 'Probate' }));
    await user.click(dialog.getByRole('button', { name: 'Complete and issue certificate' }));
    await waitFor(() =>
      expect(sent).toEqual({
        value: 12450,
        basis: 'probate',
        assessedDescription: 'Rolex: Submariner Date, steel.',
      }),
    );
  });
});
