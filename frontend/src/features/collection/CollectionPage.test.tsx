import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { londonDate } from '@valuation/contracts';
import {
  SAMPLE_SHARE_URL,
  sampleCollectionItem,
  samplePainting,
  sampleShare,
} from '@valuation/design-system/test';
import { collectionHandlers, type CollectionServer } from '../../test/collectionHandlers';
import { captureDownloads } from '../../test/downloads';
import { signedInHandlers, testUser } from '../../test/handlers';
import { renderApp } from '../../test/renderApp';
import { server } from '../../test/server';
import { staffHandlers, testExpert } from '../../test/staffHandlers';

/** The page's chunk and the dialog's load on first use: slow on a loaded machine. */
const LOADS = { timeout: 15_000 };

function collectionServer(overrides: Partial<CollectionServer> = {}): CollectionServer {
  const state: CollectionServer = {
    items: [sampleCollectionItem(), samplePainting()],
    shares: [sampleShare()],
    queries: [],
    ...overrides,
  };
  server.use(...signedInHandlers(), ...collectionHandlers(state));
  return state;
}

describe('/collection', () => {
  it('shows the items and the total; leaving one out changes the total', async () => {
    const state = collectionServer();
    const user = userEvent.setup({ delay: null });
    renderApp('/collection', { user: testUser });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Collection' }, LOADS),
    ).toBeVisible();
    const total = await screen.findByRole('region', { name: 'Total insured value' }, LOADS);
    expect(total).toHaveTextContent('£35,500');
    expect(total).toHaveTextContent('2 items');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Leave out of the schedule: Rolex Submariner Date' }),
    );
    await waitFor(() => expect(total).toHaveTextContent('£24,000'));
    expect(total).toHaveTextContent('1 item · 1 left out');
    expect(state.items[0].excluded).toBe(true);
    expect(screen.getByRole('article', { name: 'Rolex Submariner Date' })).toHaveTextContent(
      'Left out of the schedule',
    );
  }, 60_000);

  it('asks the API for the search once typing rests, the category and the sorting kept in the address', async () => {
    const state = collectionServer();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/collection?sort=date&order=asc', { user: testUser });
    await screen.findByRole('region', { name: 'Total insured value' }, LOADS);
    expect(state.queries[0].toString()).toBe('sort=date&order=asc');
    await user.type(screen.getByRole('searchbox', { name: 'Search your items' }), 'harb');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    // one request for the word, not one per key
    expect(state.queries.map((q) => q.get('q'))).toEqual([null, 'harb']);
    expect(router.state.location.search).toBe('?q=harb&sort=date&order=asc');
  }, 60_000);

  it('downloads the schedule as PDF and CSV under their names', async () => {
    collectionServer();
    const saved = captureDownloads();
    const user = userEvent.setup({ delay: null });
    renderApp('/collection', { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Download schedule (PDF)' }, LOADS));
    await waitFor(() => expect(saved).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const today = londonDate(new Date());
    expect(saved.map((file) => file.name)).toEqual([
      `insurance-schedule-${today}.pdf`,
      `insurance-schedule-${today}.csv`,
    ]);
    expect(await saved[1].blob.text()).toContain('Rolex Submariner Date');
  }, 60_000);

  it('shares the schedule, lists the new link and revokes one', async () => {
    const state = collectionServer();
    const user = userEvent.setup({ delay: null });
    renderApp('/collection', { user: testUser });
    await user.click(await screen.findByRole('button', { name: 'Share with my insurer' }, LOADS));
    const dialog = await screen.findByRole('dialog', { name: 'Share with my insurer' }, LOADS);
    await user.type(within(dialog).getByRole('textbox', { name: /Insurer or broker/ }), 'Jardine');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const ready = await screen.findByRole('dialog', { name: 'Your link is ready' }, LOADS);
    expect(within(ready).getByRole('textbox', { name: 'Link to the schedule' })).toHaveValue(
      SAMPLE_SHARE_URL,
    );
    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shares = screen.getByRole('region', { name: 'Shared links' });
    await waitFor(() => expect(within(shares).getAllByRole('listitem')).toHaveLength(2));
    expect(within(shares).getAllByRole('listitem')[0]).toHaveTextContent('Jardine');

    await user.click(
      within(shares).getByRole('button', { name: 'Revoke the link for Hiscox, Private Clients' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' }, LOADS);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(shares).getAllByRole('listitem')).toHaveLength(1));
    expect(state.shares.map((s) => s.recipient)).toEqual(['Jardine']);
  }, 60_000);

  it('sends staff to their console and a signed-out visitor to sign in', async () => {
    collectionServer();
    server.use(staffHandlers.queue());
    const { router } = renderApp('/collection', { user: testExpert });
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    const signedOut = renderApp('/collection');
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/login'));
  }, 60_000);
});
