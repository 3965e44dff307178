import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { sampleVisit, VISIT_NOW } from '../../test/visitFixtures';
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
