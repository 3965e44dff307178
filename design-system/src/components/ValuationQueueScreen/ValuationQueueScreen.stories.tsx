import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleQueuePage, sampleQueueRow } from '../../test/staffFixtures';
import { ValuationQueueScreen } from './ValuationQueueScreen';

const meta = {
  title: 'Screens/ValuationQueueScreen',
  component: ValuationQueueScreen,
  args: {
    page: sampleQueuePage(),
    filters: { view: 'open', assignee: 'any', search: '', page: 1 },
    onFiltersChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ValuationQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Overdue')).toBeVisible();
  },
};

export const Filtered: Story = {
  args: {
    filters: {
      view: 'all',
      assignee: 'me',
      status: 'in_review',
      service: 'handbag',
      search: 'hermès',
      page: 1,
    },
    page: sampleQueuePage({ items: sampleQueuePage().items.slice(1, 2), total: 1 }),
  },
};

export const Empty: Story = {
  args: { page: { items: [], total: 0, page: 1, pageSize: 20 } },
};

export const Loading: Story = { args: { page: undefined, loading: true } };

export const Failed: Story = {
  args: {
    page: undefined,
    errorMessage: 'Unable to connect. Please check your internet connection.',
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'LV-7K3Q{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'LV-7K3Q', page: 1 }),
    );
  },
};

/** Every status ("All statuses"): the queue's own order, completed and cancelled included. */
export const AllStatuses: Story = {
  args: {
    filters: { view: 'all', assignee: 'any', search: '', page: 1 },
    page: sampleQueuePage({
      items: [
        ...sampleQueuePage().items,
        sampleQueueRow({
          id: '5e6f7a8b-9c0d-4e1f-2a3b-4c5d6e7f8091',
          reference: 'LV-4C5D-6E7F',
          status: 'completed',
          overdue: false,
        }),
      ],
    }),
  },
};

/** A customer with a long email: one line, cut with an ellipsis, whole on hover. */
export const LongEmail: Story = {
  args: {
    page: sampleQueuePage({
      items: sampleQueuePage().items.map((row, i) =>
        i === 0
          ? {
              ...row,
              customer: {
                ...row.customer,
                email: 'alexandra.montgomery-fitzwilliam@a-very-long-domain.example.co.uk',
              },
            }
          : row,
      ),
    }),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByText(
      'alexandra.montgomery-fitzwilliam@a-very-long-domain.example.co.uk',
    );
    await expect(email).toHaveAttribute('title');
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
  },
};

/** A phone: one card per request. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Valuation queue' })).toBeVisible();
  },
};
