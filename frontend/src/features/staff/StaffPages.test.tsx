import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { captureDownloads } from '../../test/downloads';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { staffHandlers, testExpert, VALUATION_ID } from '../../test/staffHandlers';

// Select menus (each loads on its first open) and lazy routes are slow in jsdom on the shared
// 2-core machine.
jest.setTimeout(60_000);
const SLOW = { timeout: 15_000 };

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
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }, SLOW));
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
    await user.click(await screen.findByRole('option', { name: 'Completed' }, SLOW));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBe('completed'));
    expect(urls.at(-1)?.searchParams.get('view')).toBe('all');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }, SLOW));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('status')).toBeNull());
    expect(urls.at(-1)?.searchParams.get('view')).toBe('all');
  });

  it('previews the certificate, then completes with what the expert entered', async () => {
    captureDownloads();
    let previewed: unknown;
    let sent: unknown;
    server.use(
      staffHandlers.valuation(),
      staffHandlers.preview((body) => {
        previewed = body;
      }),
      staffHandlers.complete((body) => {
        sent = body;
      }),
    );
    renderApp(`/staff/valuations/${VALUATION_ID}`, { user: testExpert });
    // one change per field and no pointer-events check per click: jsdom computes styles slowly
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    await user.click(await screen.findByRole('button', { name: 'Complete valuation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete valuation' }));
    for (const [name, text] of [
      [/^Value/, '12450'],
      [/^Model/, 'Submariner Date'],
      [/Assessed description/, 'Submariner Date, steel, 41 mm.'],
    ] as const) {
      fireEvent.change(dialog.getByLabelText(name), { target: { value: text } });
    }
    await user.click(dialog.getByLabelText(/^Condition/));
    await user.click(screen.getByRole('option', { name: 'Very good' }));
    await user.click(dialog.getByRole('radio', { name: 'Probate' }));
    await user.click(dialog.getByRole('button', { name: 'Preview certificate' }));
    const expected = {
      value: 12450,
      basis: 'probate',
      assessedDescription: 'Submariner Date, steel, 41 mm.',
      identity: { brand: 'Rolex', model: 'Submariner Date', condition: 'Very good' },
    };
    const confirm = within(await screen.findByRole('dialog', { name: 'Check the certificate' }));
    expect(previewed).toEqual(expected);
    expect(
      confirm.getByRole('link', { name: 'Open the certificate preview (PDF)' }),
    ).toHaveAttribute('href', expect.stringMatching(/^blob:/));
    await user.click(confirm.getByRole('checkbox', { name: /I have checked the preview/ }));
    await user.click(confirm.getByRole('button', { name: 'Issue certificate' }));
    await waitFor(() => expect(sent).toEqual(expected));
  });
});
