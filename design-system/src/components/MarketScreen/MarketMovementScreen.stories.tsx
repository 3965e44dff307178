import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MarketMovementScreen } from './MarketMovementScreen';
import { sampleMovement } from './MarketScreen.stories';

const meta = {
  title: 'Staff/MarketMovementScreen',
  component: MarketMovementScreen,
  args: {
    detail: {
      movement: sampleMovement,
      requests: {
        items: [
          {
            valuationId: '6f1c2a9e-2222-4a4a-9b9b-000000000001',
            reference: 'LV-7K3Q-9M2D',
            customer: { id: 'c1', firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
            brand: 'Rolex',
            value: 10000,
            estimatedValue: 12500,
            notifiedAt: '2026-11-20T12:00:10Z',
          },
          {
            valuationId: '6f1c2a9e-2222-4a4a-9b9b-000000000002',
            reference: 'LV-8M4R-2K7P',
            customer: { id: 'c2', firstName: 'Tom', lastName: 'Hale', email: 'tom@example.com' },
            brand: 'Rolex',
            value: 7400,
            estimatedValue: 9250,
            notifiedAt: null,
          },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    },
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketMovementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { detail: undefined } };
export const LoadFailed: Story = {
  args: { detail: undefined, loadError: 'Market movement not found' },
};
export const Light: Story = { globals: { scheme: 'light' } };
