import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
  withdrawableUntil: '2026-11-20T12:15:00Z',
  withdrawnAt: null,
  withdrawnBy: null,
};

/** The screen's clock: a movement recorded at 12:10 can still be withdrawn (until 12:25). */
const NOW = new Date('2026-11-20T12:20:00Z');
const justRecorded: MarketMovement = {
  ...sampleMovement,
  id: '6f1c2a9e-1111-4a4a-9b9b-000000000003',
  brand: 'Omega',
  changePercent: 12,
  createdAt: '2026-11-20T12:10:00Z',
  withdrawableUntil: '2026-11-20T12:25:00Z',
  affected: 3,
  customersReached: 0,
  sending: true,
};

const meta = {
  title: 'Staff/MarketScreen',
  component: MarketScreen,
  args: {
    now: NOW,
    page: {
      items: [
        justRecorded,
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
        {
          ...sampleMovement,
          id: '6f1c2a9e-1111-4a4a-9b9b-000000000004',
          changePercent: 150,
          affected: 42,
          customersReached: 0,
          withdrawnAt: '2026-11-20T12:05:00Z',
          withdrawnBy: 'Eleanor Grant',
        },
      ],
      total: 4,
      page: 1,
      pageSize: 20,
    },
    onPageChange: fn(),
    onPreview: fn(async () => ({ affected: 14, customers: 12 })),
    onRecord: fn(async () => {}),
    onWithdraw: fn(async () => {}),
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Record: the count of customers to be told first, then the expert confirms. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Change in percent/ }), '15');
    await userEvent.type(canvas.getByLabelText(/Applies from/), '2026-11-01');
    await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), 'Strong auction season.');
    await userEvent.click(canvas.getByRole('button', { name: 'Record movement' }));
    await expect(args.onPreview).toHaveBeenCalledWith({
      service: 'watch',
      changePercent: 15,
      effectiveFrom: '2026-11-01',
    });
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Record this movement?' });
    await expect(dialog).toHaveTextContent('12 customers will be told, about 14 valued items.');
    await expect(args.onRecord).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm and record' }));
    await expect(args.onRecord).toHaveBeenCalledWith({
      service: 'watch',
      changePercent: 15,
      note: 'Strong auction season.',
      effectiveFrom: '2026-11-01',
    });
  },
};

/** A movement within its window: Withdraw asks first, then withdraws it. */
export const Withdraw: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: 'Movements' });
    await expect(within(table).getAllByRole('button', { name: /^Withdraw/ })).toHaveLength(1);
    await expect(within(table).getByText('Withdrawn')).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Withdraw Watch Omega +12%' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Withdraw this movement?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw movement' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(justRecorded.id);
    await expect(
      await canvas.findByText('Withdrawn: its customers will not be told.'),
    ).toBeVisible();
  },
};

/** The server refuses a future date: said under the form, no dialog. */
export const FutureDateRefused: Story = {
  args: {
    onPreview: fn(async () => {
      throw new Error(
        'The movement cannot apply from a future date: record it on or after the day it applies from.',
      );
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: /Change in percent/ }), '15');
    await userEvent.type(canvas.getByLabelText(/Applies from/), '2026-11-20');
    await userEvent.type(canvas.getByRole('textbox', { name: /Note/ }), 'Strong auction season.');
    await userEvent.click(canvas.getByRole('button', { name: 'Record movement' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('future date');
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
