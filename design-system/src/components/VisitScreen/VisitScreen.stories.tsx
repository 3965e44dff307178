import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { VISIT_TEXTS } from '@valuation/contracts';
import { sampleSlots, sampleVisit, VISIT_NOW } from '../../test/visitFixtures';
import { nextDays } from '../VisitSlotPicker';
import { VisitScreen } from './VisitScreen';

const days = nextDays('2026-03-03', 60);

const meta = {
  title: 'Screens/VisitScreen',
  component: VisitScreen,
  args: {
    visit: sampleVisit(),
    now: VISIT_NOW,
    onPay: fn(),
    onAddToCalendar: fn(),
    onCancel: fn(async () => {}),
    onMove: fn(async () => {}),
    onMoveOpen: fn(),
    movePicker: {
      days,
      availableDays: new Set(days.slice(2, 40)),
      selectedDay: '2026-03-18',
      onSelectDay: fn(),
      slots: sampleSlots(),
      selectedStart: '2026-03-18T14:00:00+00:00',
      onSelectStart: fn(),
    },
  },
} satisfies Meta<typeof VisitScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByText('Wednesday 18 March 2026, 10:00 to 12:00 (UK time)')[0],
    ).toBeVisible();
    await expect(canvas.getByText('Eleanor Grant')).toBeVisible();
  },
};

export const CancelIsFree: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel visit' }));
    const cost = await screen.findByText(
      'Cancelling is free: your deposit of £185 is refunded in full.',
    );
    await waitFor(() => expect(cost).toBeVisible());
  },
};

export const LateCancellation: Story = {
  args: { now: new Date('2026-03-17T12:00:00Z') },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Move' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel visit' }));
    const cost = await screen.findByText(/kept as the late-cancellation fee/);
    await waitFor(() => expect(cost).toBeVisible());
  },
};

/** Moving into the 14-day cancellation period asks for the express request. */
export const MoveWithinCancellationPeriod: Story = {
  args: {
    movePicker: {
      ...meta.args.movePicker,
      selectedDay: '2026-03-10',
      slots: sampleSlots('2026-03-10'),
      selectedStart: '2026-03-10T10:00:00+00:00',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    // The label, not the checkbox: MUI draws the box and keeps the real input at opacity 0.
    const label = await screen.findByText(
      'I ask for the visit to take place within the 14-day cancellation period',
    );
    await waitFor(() => expect(label).toBeVisible());
    await expect(
      screen.getByRole('checkbox', {
        name: 'I ask for the visit to take place within the 14-day cancellation period',
      }),
    ).not.toBeChecked();
  },
};

/** Moving to a time less than 48 hours away: told first, accepted with a tick, then moved. */
export const MoveAtShortNotice: Story = {
  args: {
    visit: sampleVisit({ expressRequest: true }),
    movePicker: {
      ...meta.args.movePicker,
      selectedDay: '2026-03-03',
      slots: sampleSlots('2026-03-03'),
      selectedStart: '2026-03-03T14:00:00+00:00',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    const notice = await screen.findByText(VISIT_TEXTS.shortNotice);
    await waitFor(() => expect(notice).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Move visit' }));
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText(VISIT_TEXTS.shortNoticeLabel));
    await expect(
      screen.getByRole('checkbox', { name: VISIT_TEXTS.shortNoticeLabel }),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Move visit' }));
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith({
        start: '2026-03-03T14:00:00+00:00',
        shortNoticeAccepted: true,
      }),
    );
  },
};

export const AwaitingDeposit: Story = {
  args: {
    visit: sampleVisit({
      status: 'awaiting_deposit',
      expert: null,
      holdUntil: '2026-03-02T09:30:00.000Z',
      payments: [],
      timeline: [{ status: 'awaiting_deposit', at: '2026-03-02T09:00:00.000Z' }],
    }),
  },
};

export const BalanceDue: Story = {
  args: {
    visit: sampleVisit({
      status: 'completed',
      hoursSpent: 3,
      balance: { amount: 370, status: 'due' },
    }),
    now: new Date('2026-03-18T13:00:00Z'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay the balance (£370)' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: {
    visit: sampleVisit({ status: 'cancelled', refund: { amount: 185, currency: 'GBP' } }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from my calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalled();
  },
};

/** Just moved: the page offers the new invitation, which replaces the old one in the calendar. */
export const MovedJustNow: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Move visit' }));
    const done = await canvas.findByText(/Your visit has moved to/);
    await expect(done).toBeVisible();
    // The dialog's closing transition keeps the page aria-hidden for a moment: wait it out.
    await userEvent.click(await canvas.findByRole('button', { name: 'Update my calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalled();
  },
};

/** Just cancelled: the page offers the cancellation for the calendar. */
export const CancelledJustNow: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel visit' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Cancel visit' })).at(-1)!);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(await canvas.findByText(/Remove it from your calendar/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from my calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { visit: undefined } };

export const NotFound: Story = {
  args: { visit: undefined, loadError: 'Visit not found.', onRetry: fn() },
};
