import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MarketNoticeCard } from './MarketNoticeCard';

const meta = {
  title: 'Valuation/MarketNoticeCard',
  component: MarketNoticeCard,
  args: {
    notice: {
      movementId: 'm1',
      changePercent: 25,
      note: 'Steel sports models sold well above estimates at the autumn auctions.',
      effectiveFrom: '2026-11-01T00:00:00Z',
      value: 10000,
      estimatedValue: 12500,
      currency: 'GBP',
      notifiedAt: '2026-11-20T12:00:00Z',
      revaluationId: null,
    },
    onRequestRevaluation: fn(),
  },
} satisfies Meta<typeof MarketNoticeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('£12,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Revaluation' }));
    await expect(args.onRequestRevaluation).toHaveBeenCalledTimes(1);
  },
};
export const Fallen: Story = {
  args: { notice: { ...meta.args.notice, changePercent: -15, estimatedValue: 8500, note: '' } },
};
export const Requesting: Story = { args: { requesting: true } };
export const Requested: Story = { args: { revaluationHref: '/valuations/v2' } };
export const Light: Story = { globals: { scheme: 'light' } };
