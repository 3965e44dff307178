import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  sampleCollection,
  sampleCollectionItem,
  sampleShare,
  SAMPLE_SHARE_URL,
} from '../../test/collectionFixtures';
import { renderWithTheme } from '../../test/render';
import { CollectionScreen, type CollectionScreenProps } from './CollectionScreen';

const NOW = new Date('2026-11-28T12:00:00.000Z');
/** A dialog's code loads on its first opening (ADR 021): slow on a loaded machine. */
const LOADS = { timeout: 10_000 };

function props(overrides: Partial<CollectionScreenProps> = {}): CollectionScreenProps {
  return {
    collection: sampleCollection([sampleCollectionItem()]),
    query: {},
    onQueryChange: jest.fn(),
    onToggleExcluded: jest.fn(async () => {}),
    onDownloadPdf: jest.fn(async () => {}),
    onDownloadCsv: jest.fn(async () => {}),
    onCreateShare: jest.fn(async ({ recipient }) =>
      sampleShare({
        recipient,
        views: 0,
        lastViewedAt: null,
        url: SAMPLE_SHARE_URL,
        expiresAt: '2026-12-12T12:00:00.000Z',
      }),
    ),
    onRevokeShare: jest.fn(async () => {}),
    onCopyLink: jest.fn(async () => {}),
    shares: [],
    now: NOW,
    ...overrides,
  };
}

describe('sharing the schedule with an insurer', () => {
  it('asks for the recipient and the days (30 by default, 1 to 90)', async () => {
    const user = userEvent.setup({ delay: null });
    const given = props();
    renderWithTheme(<CollectionScreen {...given} />);
    await user.click(screen.getByRole('button', { name: 'Share with my insurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with my insurer' }, LOADS);
    expect(dialog).toHaveTextContent(/never your email, phone or address/);
    const recipient = within(dialog).getByRole('textbox', { name: /Insurer or broker/ });
    await waitFor(() => expect(recipient).toHaveFocus());
    const days = within(dialog).getByRole('spinbutton', { name: /Link valid for \(days\)/ });
    expect(days).toHaveValue(30);

    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText('Please enter the insurer or broker.')).toBeVisible();
    expect(recipient).toHaveFocus();
    await user.type(recipient, '  Hiscox  ');
    await user.clear(days);
    await user.type(days, '91');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText('The link must be valid for 1 to 90 days.')).toBeVisible();
    expect(given.onCreateShare).not.toHaveBeenCalled();
    await user.clear(days);
    await user.type(days, '14');
    await user.keyboard('{Enter}');
    expect(given.onCreateShare).toHaveBeenCalledWith({ recipient: 'Hiscox', expiresInDays: 14 });
  });

  it('then gives the link to copy; every opening starts afresh', async () => {
    const user = userEvent.setup({ delay: null });
    const given = props();
    renderWithTheme(<CollectionScreen {...given} />);
    await user.click(screen.getByRole('button', { name: 'Share with my insurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with my insurer' }, LOADS);
    await user.type(within(dialog).getByRole('textbox', { name: /Insurer or broker/ }), 'Hiscox');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const ready = await screen.findByRole('dialog', { name: 'Your link is ready' });
    expect(ready).toHaveTextContent(
      'Send this link to Hiscox. It opens the schedule until 12 December 2026.',
    );
    expect(within(ready).getByRole('textbox', { name: 'Link to the schedule' })).toHaveValue(
      SAMPLE_SHARE_URL,
    );
    await user.click(within(ready).getByRole('button', { name: 'Copy link' }));
    expect(given.onCopyLink).toHaveBeenCalledWith(SAMPLE_SHARE_URL);
    expect(within(ready).getByRole('status')).toHaveTextContent('Link copied.');
    await user.click(within(ready).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // a new opening starts afresh
    await user.click(screen.getByRole('button', { name: 'Share with my insurer' }));
    const again = await screen.findByRole('dialog', { name: 'Share with my insurer' }, LOADS);
    expect(within(again).getByRole('textbox', { name: /Insurer or broker/ })).toHaveValue('');
  });

  it("shows the server's refusal in the dialog and a copy the browser refused", async () => {
    const user = userEvent.setup({ delay: null });
    const onCreateShare = jest
      .fn()
      .mockRejectedValueOnce(new Error('Too many requests. Please try again later.'))
      .mockResolvedValueOnce(sampleShare({ url: SAMPLE_SHARE_URL }));
    const onCopyLink = jest.fn(async () => {
      throw new Error('denied');
    });
    renderWithTheme(<CollectionScreen {...props({ onCreateShare, onCopyLink })} />);
    await user.click(screen.getByRole('button', { name: 'Share with my insurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with my insurer' }, LOADS);
    await user.type(within(dialog).getByRole('textbox', { name: /Insurer or broker/ }), 'Hiscox');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests.');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const ready = await screen.findByRole('dialog', { name: 'Your link is ready' });
    await user.click(within(ready).getByRole('button', { name: 'Copy link' }));
    expect(await within(ready).findByRole('status')).toHaveTextContent(
      'The link could not be copied: select it and copy it yourself.',
    );
  });

  it('lists the links with their recipient, expiry and views; Revoke asks first', async () => {
    const user = userEvent.setup({ delay: null });
    const onRevokeShare = jest.fn(async () => {});
    renderWithTheme(
      <CollectionScreen
        {...props({
          onRevokeShare,
          shares: [
            sampleShare(),
            sampleShare({ id: 's2', recipient: 'Jardine Brokers', views: 1, lastViewedAt: null }),
            sampleShare({ id: 's3', recipient: 'Old broker', expiresAt: '2026-11-01T09:00:00Z' }),
          ],
        })}
      />,
    );
    const list = screen.getByRole('region', { name: 'Shared links' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Hiscox, Private ClientsExpires 20 December 2026 · 3 views, last viewed 24 Nov 2026, 16:05',
    );
    expect(items[1]).toHaveTextContent('1 view');
    expect(items[2]).toHaveTextContent('Expired 1 November 2026');
    expect(within(items[2]).queryByRole('button')).toBeNull();

    await user.click(
      within(list).getByRole('button', { name: 'Revoke the link for Jardine Brokers' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' }, LOADS);
    expect(confirm).toHaveTextContent(
      'Jardine Brokers will no longer be able to open your schedule.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(onRevokeShare).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(
      within(list).getByRole('button', { name: 'Revoke the link for Jardine Brokers' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this link?' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(onRevokeShare).toHaveBeenCalledWith(
      expect.objectContaining({ recipient: 'Jardine Brokers' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no link was given yet, and when the links could not be loaded', () => {
    const { rerender } = renderWithTheme(<CollectionScreen {...props()} />);
    expect(screen.getByRole('region', { name: 'Shared links' })).toHaveTextContent(
      'You have not shared your schedule yet.',
    );
    rerender(
      <CollectionScreen
        {...props({ shares: undefined, sharesError: 'Your shared links could not be loaded.' })}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Shared links' })).getByRole('alert'),
    ).toHaveTextContent('Your shared links could not be loaded.');
  });
});
