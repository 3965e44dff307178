import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { MarketMovement } from '@valuation/contracts';
import { MarketScreen } from './MarketScreen';

export const sampleMovement: MarketMovement = {
  id: '6f1c2a9e-1111-4a4a-9b9b-000000000001',
  service: 'watch',
  brand: 'Rolex',
  changePercent: 25,
  note: 'Steel sports models sold well above estimates at the autumn auctions.',
  effectiveFrom: '2026-11-01T00:00:00Z',
  createdAt: '2026-11-20T12:00:00Z',
  createdBy: 'Eleanor Grant',
  affected: 42,
  customersReached: 40,
  sending: false,
};

const meta = {
  title: 'Staff/MarketScreen',
  component: MarketScreen,
  args: {
    page: {
      items: [
        sampleMovement,
        {
          ...sampleMovement,
          id: '6f1c2a9e-1111-4a4a-9b9b-000000000002',
          service: 'art',
          brand: null,
          changePercent: -12.5,
          affected: 7,
          customersReached: 3,
          sending: true,
        },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    },
    onPageChange: fn(),
    onRecord: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Change in percent/ }), '15');
    await userEvent.type(canvas.getByLabelText(/Applies from/), '2026-11-01');
    await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), 'Strong auction season.');
    await userEvent.click(canvas.getByRole('button', { name: 'Record movement' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      service: 'watch',
      changePercent: 15,
      note: 'Strong auction season.',
      effectiveFrom: '2026-11-01',
    });
  },
};
export const Recorded: Story = { args: { recorded: 'Recorded: 42 requests concerned.' } };
export const Recording: Story = { args: { recording: true } };
export const Empty: Story = { args: { page: { items: [], total: 0, page: 1, pageSize: 20 } } };
export const Loading: Story = { args: { page: undefined } };
export const LoadFailed: Story = {
  args: { page: undefined, loadError: 'The market movements could not be loaded.' },
};
export const Light: Story = { globals: { scheme: 'light' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
