import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
    offer: {
      service: 'Watch',
      tier: 'Standard, 2-4 business days',
      item: 'Rolex: Submariner Date 126610LN, steel, 2021, box and papers',
      price: 55,
    },
    onRequestRevaluation: fn(async () => {}),
  },
} satisfies Meta<typeof MarketNoticeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Request Revaluation opens a dialog with what will be created and its price; only its confirm creates it. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByText('£12,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request Revaluation' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Request a revaluation?',
    });
    await expect(dialog).toHaveTextContent('Standard, 2-4 business days');
    await expect(dialog).toHaveTextContent('£55');
    await expect(args.onRequestRevaluation).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Request revaluation for £55' }),
    );
    await expect(args.onRequestRevaluation).toHaveBeenCalledTimes(1);
  },
};
export const Fallen: Story = {
  args: { notice: { ...meta.args.notice, changePercent: -15, estimatedValue: 8500, note: '' } },
};
/** The confirm is on its way: the dialog's buttons wait. */
export const Requesting: Story = {
  args: { requesting: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request Revaluation' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};
export const Requested: Story = { args: { revaluationHref: '/valuations/v2' } };
export const Light: Story = { globals: { scheme: 'light' } };
