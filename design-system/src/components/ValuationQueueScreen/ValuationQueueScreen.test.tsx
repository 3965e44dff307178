import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { sampleQueuePage } from '../../test/staffFixtures';
import { ValuationQueueScreen, type ValuationQueueFilters } from './ValuationQueueScreen';

// Select menus are slow in jsdom on the shared 2-core machine; each loads on its first open.
jest.setTimeout(20_000);
const SLOW = { timeout: 15_000 };

const filters: ValuationQueueFilters = { view: 'open', assignee: 'any', search: '', page: 1 };

describe('ValuationQueueScreen', () => {
  it('shows one row per request with reference, service, tier, customer, status, assignee and due date', () => {
    renderWithTheme(
      <ValuationQueueScreen
        page={sampleQueuePage()}
        filters={filters}
        onFiltersChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Valuation queue' })).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const first = within(rows[0]);
    expect(first.getByRole('link', { name: 'LV-7K3Q-9M2D' })).toHaveAttribute(
      'href',
      '/staff/valuations/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    );
    expect(first.getByText('Watch')).toBeVisible();
    expect(first.getByText('Express')).toBeVisible();
    expect(first.getByText('Jane Doe')).toBeVisible();
    expect(first.getByText('Paid')).toBeVisible();
    expect(first.getByText('Unassigned')).toBeVisible();
    expect(first.getByText('Overdue')).toBeVisible();
    expect(within(rows[1]).getByText('Eleanor Grant')).toBeVisible();
    expect(within(rows[1]).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(rows[3]).getByText('Not paid')).toBeVisible();
    expect(screen.getByText('1–20 of 46')).toBeVisible();
  });

  it('changes filters, searches on submit and pages', async () => {
    const user = userEvent.setup({ delay: null });
    const onFiltersChange = jest.fn();
    renderWithTheme(
      <ValuationQueueScreen
        page={sampleQueuePage()}
        filters={filters}
        onFiltersChange={onFiltersChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In review' }, SLOW));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      ...filters,
      view: 'all',
      status: 'in_review',
    });

    await user.click(screen.getByRole('combobox', { name: 'Assignee' }));
    await user.click(await screen.findByRole('option', { name: 'Assigned to me' }, SLOW));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, assignee: 'me' });

    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Handbag' }, SLOW));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, service: 'handbag' });

    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste(' hermès ');
    await user.keyboard('{Enter}');
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, search: 'hermès' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ ...filters, page: 2 });
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <ValuationQueueScreen
        page={{ items: [], total: 0, page: 1, pageSize: 20 }}
        filters={filters}
        onFiltersChange={jest.fn()}
        errorMessage="Unable to connect."
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('No valuation requests match these filters.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('opens on open work, and "All statuses" brings closed requests back', async () => {
    const user = userEvent.setup({ delay: null });
    const onFiltersChange = jest.fn();
    renderWithTheme(
      <ValuationQueueScreen
        page={sampleQueuePage()}
        filters={filters}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open requests');
    expect(screen.getByText(/^Overdue requests first, then yours/)).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'All statuses' }, SLOW));
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      ...filters,
      view: 'all',
      status: undefined,
    });
  });

  it('marks overdue rows and keeps a long email on one line, whole in its title', () => {
    const email = 'alexandra.montgomery-fitzwilliam@a-very-long-domain.example.co.uk';
    const page = sampleQueuePage();
    page.items[0] = { ...page.items[0], customer: { ...page.items[0].customer, email } };
    renderWithTheme(
      <ValuationQueueScreen page={page} filters={filters} onFiltersChange={jest.fn()} />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveAttribute('data-overdue', 'true');
    expect(rows[1]).not.toHaveAttribute('data-overdue');
    const cell = within(rows[0]).getByText(email);
    expect(cell).toHaveAttribute('title', email);
    expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(cell).textOverflow).toBe('ellipsis');
  });

  it('shows each status whole, never cut with an ellipsis', () => {
    const page = sampleQueuePage();
    page.items[0] = { ...page.items[0], status: 'info_requested' };
    renderWithTheme(
      <ValuationQueueScreen page={page} filters={filters} onFiltersChange={jest.fn()} />,
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const label = within(rows[0]).getByText('More information requested');
    expect(getComputedStyle(label).textOverflow).not.toBe('ellipsis');
    expect(getComputedStyle(label).whiteSpace).toBe('normal');
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeAll(() => {
      // MUI's breakpoints.down('sm') asks for (max-width:599.95px): answer as a phone does.
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      })) as typeof window.matchMedia;
    });
    afterAll(() => {
      window.matchMedia = original;
    });

    it('shows one card per request instead of the table', () => {
      renderWithTheme(
        <ValuationQueueScreen
          page={sampleQueuePage()}
          filters={filters}
          onFiltersChange={jest.fn()}
        />,
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Valuation queue' })).getAllByRole(
        'listitem',
      );
      expect(cards).toHaveLength(4);
      const first = within(cards[0]);
      expect(first.getByRole('link', { name: 'LV-7K3Q-9M2D' })).toBeVisible();
      expect(first.getByText('Watch · Express · Rolex')).toBeVisible();
      expect(first.getByText('jane.doe@example.com')).toBeVisible();
      expect(first.getByText('Overdue')).toBeVisible();
      expect(cards[0]).toHaveAttribute('data-overdue', 'true');
      expect(within(cards[3]).getByText('Not paid')).toBeVisible();
    });
  });
});
