import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { CollectionItem, CollectionQuery, ScheduleShare } from '@valuation/contracts';
import {
  manyItems,
  sampleCollection,
  sampleCollectionItem,
  samplePainting,
  sampleShare,
  SAMPLE_SHARE_URL,
} from '../../test/collectionFixtures';
import { CollectionScreen, type CollectionScreenProps } from './CollectionScreen';

const NOW = new Date('2026-11-28T12:00:00.000Z');

/** The screen with its items held in state: leaving one out changes the total, as the API does. */
function LiveCollection(props: CollectionScreenProps & { initialItems: CollectionItem[] }) {
  const { initialItems, ...rest } = props;
  const [items, setItems] = useState(initialItems);
  const [query, setQuery] = useState<CollectionQuery>({});
  return (
    <CollectionScreen
      {...rest}
      collection={sampleCollection(items)}
      query={query}
      onQueryChange={setQuery}
      onToggleExcluded={async (item, excluded) => {
        await rest.onToggleExcluded(item, excluded);
        setItems((all) => all.map((i) => (i.id === item.id ? { ...i, excluded } : i)));
      }}
    />
  );
}

const meta = {
  title: 'Screens/CollectionScreen',
  component: CollectionScreen,
  args: {
    query: {},
    onQueryChange: fn(),
    onRetry: fn(),
    onToggleExcluded: fn(async () => {}),
    onDownloadPdf: fn(async () => {}),
    onDownloadCsv: fn(async () => {}),
    onCreateShare: fn(async ({ recipient, expiresInDays }): Promise<ScheduleShare> =>
      sampleShare({
        recipient,
        views: 0,
        lastViewedAt: null,
        url: SAMPLE_SHARE_URL,
        expiresAt: new Date(NOW.getTime() + expiresInDays * 86_400_000).toISOString(),
      }),
    ),
    onRevokeShare: fn(async () => {}),
    onCopyLink: fn(async () => {}),
    shares: [],
    now: NOW,
  },
} satisfies Meta<typeof CollectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true } };

/** No completed valuation yet: what the page is for, and where to start. */
export const Empty: Story = {
  args: { collection: sampleCollection([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No valued items yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start a valuation' })).toHaveAttribute(
      'href',
      '/valuation',
    );
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  },
};

export const EmptyLight: Story = { ...Empty, name: 'Empty, light', globals: { scheme: 'light' } };

export const OneItem: Story = {
  args: { collection: sampleCollection([sampleCollectionItem()]) },
  play: async ({ canvas }) => {
    const total = canvas.getByRole('region', { name: 'Total insured value' });
    await expect(total).toHaveTextContent('£11,500');
    await expect(total).toHaveTextContent('1 item');
    const card = canvas.getByRole('article', { name: 'Rolex Submariner Date' });
    await expect(within(card).getByRole('link', { name: 'Rolex Submariner Date' })).toHaveAttribute(
      'href',
      '/valuations/1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    );
    await expect(card).toHaveTextContent('Valued on 23 November 2026');
    await expect(card).toHaveTextContent('Revaluation due 23 November 2028');
  },
};

/** A watch, a ring due for revaluation, a painting with an estimate, a handbag left out. */
export const Many: Story = {
  args: {
    collection: sampleCollection(manyItems()),
    shares: [sampleShare()],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Total insured value' })).toHaveTextContent(
      '3 items · 1 left out',
    );
  },
};

export const ManyLight: Story = { ...Many, name: 'Many, light', globals: { scheme: 'light' } };

export const ManyOnAPhone: Story = {
  ...Many,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Leaving an item out: it stays listed, marked, and the total drops. */
export const ExcludedItem: Story = {
  render: (args) => (
    <LiveCollection {...args} initialItems={[sampleCollectionItem(), samplePainting()]} />
  ),
  play: async ({ canvas, userEvent, args }) => {
    const total = canvas.getByRole('region', { name: 'Total insured value' });
    await expect(total).toHaveTextContent('£35,500');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Leave out of the schedule: Rolex Submariner Date' }),
    );
    await expect(args.onToggleExcluded).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Rolex Submariner Date' }),
      true,
    );
    await waitFor(() => expect(total).toHaveTextContent('£24,000'));
    const card = canvas.getByRole('article', { name: 'Rolex Submariner Date' });
    await expect(card).toHaveTextContent('Left out of the schedule');
    await expect(
      within(card).getByRole('button', { name: 'Include in the schedule: Rolex Submariner Date' }),
    ).toBeVisible();
  },
};

export const ExcludedItemLight: Story = {
  name: 'Excluded item, light',
  args: {
    collection: sampleCollection([sampleCollectionItem({ excluded: true }), samplePainting()]),
  },
  globals: { scheme: 'light' },
};

/** A market movement since the valuation: an estimate, labelled so, with its percent and date. */
export const EstimateAfterMarketMovement: Story = {
  args: { collection: sampleCollection([samplePainting()]) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: /Harbour at Dusk/ });
    await expect(within(card).getByText('Estimate')).toBeVisible();
    await expect(card).toHaveTextContent('£26,400 (+10% market movement of 2 November 2026)');
    await expect(card).toHaveTextContent('£24,000');
  },
};

export const EstimateLight: Story = {
  ...EstimateAfterMarketMovement,
  name: 'Estimate, light',
  globals: { scheme: 'light' },
};

/** A link given to an insurer, opened three times: revoking it asks first. */
export const ShareWithViews: Story = {
  args: {
    collection: sampleCollection([sampleCollectionItem()]),
    shares: [
      sampleShare(),
      sampleShare({
        id: 'b2',
        recipient: 'Jardine Brokers',
        views: 0,
        lastViewedAt: null,
        expiresAt: '2026-12-05T09:30:00.000Z',
      }),
    ],
  },
  play: async ({ canvas, userEvent, args }) => {
    const shares = canvas.getByRole('region', { name: 'Shared links' });
    await expect(shares).toHaveTextContent('Hiscox, Private Clients');
    await expect(shares).toHaveTextContent(
      'Expires 20 December 2026 · 3 views, last viewed 24 Nov 2026, 16:05',
    );
    await expect(shares).toHaveTextContent('No views');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke the link for Hiscox, Private Clients' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await expect(dialog).toHaveTextContent(
      'Hiscox, Private Clients will no longer be able to open',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevokeShare).toHaveBeenCalledWith(
      expect.objectContaining({ recipient: 'Hiscox, Private Clients' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const ShareWithViewsLight: Story = {
  name: 'Share with views, light',
  args: ShareWithViews.args,
  globals: { scheme: 'light' },
};

/** "Share with my insurer": the recipient and the days, then the link to copy. */
export const SharingTheSchedule: Story = {
  args: { collection: sampleCollection([sampleCollectionItem()]) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share with my insurer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share with my insurer' });
    const days = within(dialog).getByLabelText(/Link valid for \(days\)/);
    await expect(days).toHaveValue(30);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    // the dialog may still be fading in
    await waitFor(() =>
      expect(within(dialog).getByText('Please enter the insurer or broker.')).toBeVisible(),
    );
    await userEvent.type(within(dialog).getByLabelText(/Insurer or broker/), 'Hiscox');
    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await expect(args.onCreateShare).toHaveBeenCalledWith({
      recipient: 'Hiscox',
      expiresInDays: 14,
    });
    const ready = await screen.findByRole('dialog', { name: 'Your link is ready' });
    await expect(within(ready).getByLabelText('Link to the schedule')).toHaveValue(
      SAMPLE_SHARE_URL,
    );
    await userEvent.click(within(ready).getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(SAMPLE_SHARE_URL);
    await expect(within(ready).getByRole('status')).toHaveTextContent('Link copied.');
  },
};

export const SharingTheScheduleLight: Story = {
  ...SharingTheSchedule,
  name: 'Sharing the schedule, light',
  globals: { scheme: 'light' },
};

export const NoMatch: Story = {
  args: { collection: sampleCollection([]), query: { q: 'Patek' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No items match your search.')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search your items' })).toHaveValue('Patek');
  },
};

/** Search, category and sorting are labelled controls; each change is handed on. */
export const Filtering: Story = {
  args: { collection: sampleCollection(manyItems()) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Watch' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ service: 'watch' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Revaluation due, soonest first' }),
    );
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ sort: 'due', order: 'asc' });
  },
};

export const LoadFailed: Story = {
  args: { loadError: 'Your collection could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your collection could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LoadFailedLight: Story = {
  ...LoadFailed,
  name: 'Load failed, light',
  globals: { scheme: 'light' },
};

/** A download that fails is said above the list; the page stays. */
export const DownloadFailed: Story = {
  args: {
    collection: sampleCollection([sampleCollectionItem()]),
    onDownloadPdf: fn(async () => {
      throw new Error('The file could not be downloaded. Please try again.');
    }),
    sharesError: 'Your shared links could not be loaded.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download schedule (PDF)' }));
    await expect(
      await canvas.findByText('The file could not be downloaded. Please try again.'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'Shared links' })).getByRole('alert'),
    ).toHaveTextContent('Your shared links could not be loaded.');
  },
};
