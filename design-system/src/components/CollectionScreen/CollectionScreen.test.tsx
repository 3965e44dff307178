import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectionItem, CollectionQuery } from '@valuation/contracts';
import {
  manyItems,
  sampleCollection,
  sampleCollectionItem,
  samplePainting,
  sampleRing,
  sampleShare,
  SAMPLE_SHARE_URL,
} from '../../test/collectionFixtures';
import { renderWithTheme } from '../../test/render';
import { CollectionScreen, type CollectionScreenProps } from './CollectionScreen';

const NOW = new Date('2026-11-28T12:00:00.000Z');
/** The selects' code loads when they first render (ADR 021): slow on a loaded machine. */
const LOADS = { timeout: 10_000 };

function props(overrides: Partial<CollectionScreenProps> = {}): CollectionScreenProps {
  return {
    query: {},
    onQueryChange: jest.fn(),
    onToggleExcluded: jest.fn(async () => {}),
    onDownloadPdf: jest.fn(async () => {}),
    onDownloadCsv: jest.fn(async () => {}),
    onCreateShare: jest.fn(async ({ recipient }) =>
      sampleShare({ recipient, views: 0, lastViewedAt: null, url: SAMPLE_SHARE_URL }),
    ),
    onRevokeShare: jest.fn(async () => {}),
    onCopyLink: jest.fn(async () => {}),
    shares: [],
    now: NOW,
    ...overrides,
  };
}

/** The screen over items held in state, as the container keeps them from the API. */
function Live({ items: initial, ...rest }: CollectionScreenProps & { items: CollectionItem[] }) {
  const [items, setItems] = useState(initial);
  const [query, setQuery] = useState<CollectionQuery>({});
  return (
    <CollectionScreen
      {...rest}
      query={query}
      onQueryChange={setQuery}
      collection={sampleCollection(items)}
      onToggleExcluded={async (item, excluded) => {
        await rest.onToggleExcluded(item, excluded);
        setItems((all) => all.map((i) => (i.id === item.id ? { ...i, excluded } : i)));
      }}
    />
  );
}

describe('CollectionScreen', () => {
  it('shows the total insured value in whole pounds with the items counted, then each item', () => {
    renderWithTheme(<CollectionScreen {...props({ collection: sampleCollection(manyItems()) })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Collection');
    const total = screen.getByRole('region', { name: 'Total insured value' });
    // the handbag is left out: 11,500 + 8,200 + 24,000
    expect(total).toHaveTextContent('£43,700');
    expect(total).toHaveTextContent('3 items · 1 left out');
    expect(total).toHaveTextContent('Watch £11,500 (1 item)');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Harbour at Dusk, oil on canvas',
      'Hermès Birkin 30',
      'Rolex Submariner Date',
      'Diamond solitaire ring',
    ]);
  });

  it('gives each card its photo, value, basis, valuation date, revaluation due and latest request', () => {
    renderWithTheme(
      <CollectionScreen
        {...props({ collection: sampleCollection([sampleCollectionItem(), sampleRing()]) })}
      />,
    );
    const watch = screen.getByRole('article', { name: 'Rolex Submariner Date' });
    expect(
      within(watch).getByRole('img', { name: 'Photo of Rolex Submariner Date' }),
    ).toBeVisible();
    expect(watch).toHaveTextContent('£11,500Insurance replacement');
    expect(watch).toHaveTextContent('Watch · Rolex, Submariner Date, 126610LN, 7Z41K9');
    expect(watch).toHaveTextContent('Valued on 23 November 2026');
    expect(watch).toHaveTextContent('Revaluation due 23 November 2028');
    // the ring's latest request is its revaluation
    const ring = screen.getByRole('article', { name: 'Diamond solitaire ring' });
    expect(within(ring).getByRole('link', { name: 'Diamond solitaire ring' })).toHaveAttribute(
      'href',
      '/valuations/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    );
    // due on 2 Dec 2026, judged on 28 Nov: not yet; a week later it is due now
    expect(ring).toHaveTextContent('Revaluation due 2 December 2026');
  });

  it('says a revaluation is due once its date has passed', () => {
    renderWithTheme(
      <CollectionScreen
        {...props({
          collection: sampleCollection([sampleRing()]),
          now: new Date('2026-12-09T10:00:00Z'),
        })}
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Revaluation due now');
  });

  it('labels the value after a market movement an estimate, with its percent and date', () => {
    renderWithTheme(
      <CollectionScreen {...props({ collection: sampleCollection([samplePainting()]) })} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Estimate')).toBeVisible();
    expect(card).toHaveTextContent('£26,400 (+10% market movement of 2 November 2026)');
    // the certified value stays the value; the estimate does not count in the total
    expect(screen.getByRole('region', { name: 'Total insured value' })).toHaveTextContent(
      '£24,000',
    );
  });

  it('leaves an item out and includes it again: the total follows, the item stays listed', async () => {
    const user = userEvent.setup({ delay: null });
    const onToggleExcluded = jest.fn(async () => {});
    renderWithTheme(
      <Live {...props({ onToggleExcluded })} items={[sampleCollectionItem(), samplePainting()]} />,
    );
    const total = screen.getByRole('region', { name: 'Total insured value' });
    expect(total).toHaveTextContent('£35,500');
    await user.click(
      screen.getByRole('button', { name: 'Leave out of the schedule: Rolex Submariner Date' }),
    );
    expect(onToggleExcluded).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Rolex Submariner Date' }),
      true,
    );
    await waitFor(() => expect(total).toHaveTextContent('£24,000'));
    expect(total).toHaveTextContent('1 item · 1 left out');
    const card = screen.getByRole('article', { name: 'Rolex Submariner Date' });
    expect(card).toHaveTextContent('Left out of the schedule');
    await user.click(
      within(card).getByRole('button', { name: 'Include in the schedule: Rolex Submariner Date' }),
    );
    await waitFor(() => expect(total).toHaveTextContent('£35,500'));
  });

  it('tells a change that failed, keeping the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <CollectionScreen
        {...props({
          collection: sampleCollection([sampleCollectionItem()]),
          onToggleExcluded: jest.fn(async () => {
            throw new Error('Valuation request not found');
          }),
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Leave out of the schedule/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Valuation request not found');
    expect(screen.getByRole('article')).toBeVisible();
  });

  it('hands on the search, the category and the sorting', async () => {
    const user = userEvent.setup({ delay: null });
    const onQueryChange = jest.fn();
    renderWithTheme(
      <CollectionScreen {...props({ collection: sampleCollection(manyItems()), onQueryChange })} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search your items' }), 'R');
    expect(onQueryChange).toHaveBeenLastCalledWith({ q: 'R' });
    const category = await screen.findByRole('combobox', { name: 'Category' }, LOADS);
    await user.click(category);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'All categories',
      'Jewellery',
      'Watch',
      'Handbag',
      'Art',
    ]);
    await user.click(screen.getByRole('option', { name: 'Art' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ service: 'art' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveTextContent('Value, highest first');
    await user.click(sort);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Value, highest first',
      'Value, lowest first',
      'Valuation date, newest first',
      'Valuation date, oldest first',
      'Revaluation due, soonest first',
      'Revaluation due, latest first',
    ]);
    await user.click(screen.getByRole('option', { name: 'Valuation date, oldest first' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ sort: 'date', order: 'asc' });
  });

  it('says when nothing matches, keeping the search', () => {
    renderWithTheme(
      <CollectionScreen {...props({ collection: sampleCollection([]), query: { q: 'Patek' } })} />,
    );
    expect(screen.getByText('No items match your search.')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search your items' })).toHaveValue('Patek');
  });

  it('without any valued item says what the page is for and leads to a valuation', () => {
    renderWithTheme(<CollectionScreen {...props({ collection: sampleCollection([]) })} />);
    expect(screen.getByText(/No valued items yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start a valuation' })).toHaveAttribute(
      'href',
      '/valuation',
    );
    expect(screen.queryByRole('button', { name: 'Download schedule (PDF)' })).toBeNull();
  });

  it('is busy while loading and offers "Try again" when the list could not be loaded', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithTheme(<CollectionScreen {...props({ loading: true })} />);
    expect(screen.getByRole('status', { name: 'Loading your collection' })).toBeVisible();
    rerender(
      <CollectionScreen
        {...props({ loadError: 'Your collection could not be loaded.', onRetry })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your collection could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('downloads the schedule as PDF and CSV, one at a time, and tells a failure', async () => {
    const user = userEvent.setup({ delay: null });
    let finish: () => void = () => {};
    const onDownloadPdf = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onDownloadCsv = jest.fn(async () => {
      throw new Error('The file could not be downloaded. Please try again.');
    });
    renderWithTheme(
      <CollectionScreen
        {...props({
          collection: sampleCollection([sampleCollectionItem()]),
          onDownloadPdf,
          onDownloadCsv,
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download schedule (PDF)' }));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    finish();
    const csv = screen.getByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(csv).toBeEnabled());
    await user.click(csv);
    expect(onDownloadPdf).toHaveBeenCalledTimes(1);
    expect(onDownloadCsv).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be downloaded.');
  });
});
