import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleQueuePage } from '../../test/staffFixtures';
import { ValuationQueueScreen } from './ValuationQueueScreen';

const meta = {
  title: 'Screens/ValuationQueueScreen',
  component: ValuationQueueScreen,
  args: {
    page: sampleQueuePage(),
    filters: { assignee: 'any', search: '', page: 1 },
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
    filters: { assignee: 'me', status: 'in_review', service: 'handbag', search: 'hermès', page: 1 },
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
