import { screen, waitFor, within } from '@testing-library/react';
import { VISIT_TEXTS } from '@valuation/contracts';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { sampleSlots, sampleVisit, VISIT_NOW } from '../../test/visitFixtures';
import { VisitScreen } from './VisitScreen';

describe('VisitScreen', () => {
  it('says the time in UK time with the day, and what cancelling costs before confirming', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn(async () => {});
    renderWithTheme(
      <VisitScreen visit={sampleVisit()} now={VISIT_NOW} onCancel={onCancel} onMove={jest.fn()} />,
    );
    expect(
      screen.getAllByText('Wednesday 18 March 2026, 10:00 to 12:00 (UK time)')[0],
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel visit' }));
    expect(
      await screen.findByText('Cancelling is free: your deposit of £185 is refunded in full.'),
    ).toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Cancel visit' }).at(-1)!);
    expect(onCancel).toHaveBeenCalled();
  });

  it('offers the cancellation for the calendar once cancelled', async () => {
    const user = userEvent.setup();
    const onAddToCalendar = jest.fn();
    const { rerender } = renderWithTheme(
      <VisitScreen
        visit={sampleVisit()}
        now={VISIT_NOW}
        onCancel={jest.fn(async () => {})}
        onAddToCalendar={onAddToCalendar}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel visit' }));
    await user.click((await screen.findAllByRole('button', { name: 'Cancel visit' })).at(-1)!);
    expect(
      await screen.findByText(/^Your visit is cancelled. Remove it from your calendar/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(
      <VisitScreen
        visit={sampleVisit({ status: 'cancelled' })}
        now={VISIT_NOW}
        onCancel={jest.fn(async () => {})}
        onAddToCalendar={onAddToCalendar}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove from my calendar' }));
    expect(onAddToCalendar).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it('offers "Remove from my calendar" on a cancelled visit whose invitation was sent', () => {
    renderWithTheme(
      <VisitScreen
        visit={sampleVisit({ status: 'cancelled' })}
        now={VISIT_NOW}
        onAddToCalendar={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove from my calendar' })).toBeVisible();
  });

  it('offers no calendar file for a booking cancelled before its deposit was paid', () => {
    renderWithTheme(
      <VisitScreen
        visit={sampleVisit({
          status: 'cancelled',
          timeline: [{ status: 'awaiting_deposit', at: '2026-03-02T09:00:00.000Z' }],
        })}
        now={VISIT_NOW}
        onAddToCalendar={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /calendar/ })).toBeNull();
  });

  it('keeps the deposit and refuses to move less than 48 hours before', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <VisitScreen
        visit={sampleVisit()}
        now={new Date('2026-03-17T12:00:00Z')}
        onCancel={jest.fn()}
        onMove={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Move' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('button', { name: 'Cancel visit' }));
    expect(await screen.findByText(/kept as the late-cancellation fee/)).toBeVisible();
  });

  it('asks for the express request when the move comes within 14 days of booking', async () => {
    const user = userEvent.setup();
    const onMove = jest.fn(async () => {});
    const picker = (selectedStart: string) => ({
      days: ['2026-03-10', '2026-03-18'],
      availableDays: new Set(['2026-03-10', '2026-03-18']),
      selectedDay: selectedStart.slice(0, 10),
      onSelectDay: jest.fn(),
      slots: sampleSlots(selectedStart.slice(0, 10)),
      selectedStart,
      onSelectStart: jest.fn(),
    });
    const label = 'I ask for the visit to take place within the 14-day cancellation period';
    const { rerender } = renderWithTheme(
      <VisitScreen
        visit={sampleVisit()}
        now={VISIT_NOW}
        onMove={onMove}
        movePicker={picker('2026-03-18T14:00:00+00:00')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.queryByRole('checkbox', { name: label })).not.toBeInTheDocument();
    rerender(
      <VisitScreen
        visit={sampleVisit()}
        now={VISIT_NOW}
        onMove={onMove}
        movePicker={picker('2026-03-10T10:00:00+00:00')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Move visit' }));
    expect(await screen.findByText(VISIT_TEXTS.expressRequired)).toBeVisible();
    expect(onMove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: label }));
    await user.click(screen.getByRole('button', { name: 'Move visit' }));
    expect(onMove).toHaveBeenCalledWith({
      start: '2026-03-10T10:00:00+00:00',
      expressRequest: true,
    });
  });

  it('tells and asks the customer to accept when the new time is less than 48 hours away', async () => {
    const user = userEvent.setup();
    const onMove = jest.fn(async () => {});
    const picker = (selectedStart: string) => ({
      days: ['2026-03-03', '2026-03-18'],
      availableDays: new Set(['2026-03-03', '2026-03-18']),
      selectedDay: selectedStart.slice(0, 10),
      onSelectDay: jest.fn(),
      slots: sampleSlots(selectedStart.slice(0, 10)),
      selectedStart,
      onSelectStart: jest.fn(),
    });
    const { rerender } = renderWithTheme(
      <VisitScreen
        visit={sampleVisit({ expressRequest: true })}
        now={VISIT_NOW}
        onMove={onMove}
        movePicker={picker('2026-03-18T14:00:00+00:00')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.queryByText(VISIT_TEXTS.shortNotice)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: VISIT_TEXTS.shortNoticeLabel }),
    ).not.toBeInTheDocument();
    // Monday 09:00: Tuesday 14:00 is 29 hours away.
    rerender(
      <VisitScreen
        visit={sampleVisit({ expressRequest: true })}
        now={VISIT_NOW}
        onMove={onMove}
        movePicker={picker('2026-03-03T14:00:00+00:00')}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Move this visit' });
    expect(within(dialog).getByText(VISIT_TEXTS.shortNotice)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Move visit' }));
    expect(within(dialog).getAllByText(VISIT_TEXTS.shortNotice)).toHaveLength(2);
    expect(onMove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: VISIT_TEXTS.shortNoticeLabel }));
    await user.click(within(dialog).getByRole('button', { name: 'Move visit' }));
    expect(onMove).toHaveBeenCalledWith({
      start: '2026-03-03T14:00:00+00:00',
      shortNoticeAccepted: true,
    });
  });

  it('offers the balance once completed', () => {
    renderWithTheme(
      <VisitScreen
        visit={sampleVisit({
          status: 'completed',
          hoursSpent: 3,
          balance: { amount: 370, status: 'due' },
        })}
        now={VISIT_NOW}
        onPay={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Pay the balance (£370)' })).toBeVisible();
  });
});
