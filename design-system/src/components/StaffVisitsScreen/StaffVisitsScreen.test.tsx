import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { sampleStaffVisit } from '../../test/visitFixtures';
import {
  agendaFirstDay,
  agendaLabel,
  londonLocalToIso,
  StaffVisitsScreen,
} from './StaffVisitsScreen';

const props = {
  span: 'week' as const,
  onSpanChange: jest.fn(),
  day: '2026-03-16',
  onPrevious: jest.fn(),
  onNext: jest.fn(),
  onToday: jest.fn(),
  view: 'any' as const,
  onViewChange: jest.fn(),
  experts: [{ id: 'e2', firstName: 'Marcus', lastName: 'Reid', email: 'm@luxe.example' }],
  meId: 'e1',
  isAdmin: true,
  onAssign: jest.fn(async () => {}),
  onCancel: jest.fn(async () => {}),
  onTimeOff: jest.fn(async () => {}),
};

describe('StaffVisitsScreen', () => {
  it('lists each visit with its customer and completes one with the hours spent', async () => {
    const user = userEvent.setup();
    const onComplete = jest.fn(async () => {});
    renderWithTheme(
      <StaffVisitsScreen {...props} visits={[sampleStaffVisit()]} onComplete={onComplete} />,
    );
    expect(screen.getByRole('heading', { name: '10:00-12:00 · Jane Doe' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Complete HV-7K3Q-9M2D' }));
    const hours = await screen.findByLabelText('Hours spent');
    // the visit's own hourly rate, from its price
    expect(screen.getByRole('dialog', { name: 'Complete visit' })).toHaveTextContent(
      `The balance is £${sampleStaffVisit().price.hourlyRate} per hour spent less the deposit`,
    );
    await user.clear(hours);
    await user.type(hours, '2.5');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ id: sampleStaffVisit().id }),
      2.5,
      '',
    );
  });

  it('records time off for the expert an admin picks, in UK time, and says so', async () => {
    const user = userEvent.setup();
    const onTimeOff = jest.fn(async () => {});
    renderWithTheme(
      <StaffVisitsScreen {...props} visits={[]} onTimeOff={onTimeOff} onComplete={jest.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Record time off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give the start and the end');
    await user.type(screen.getByLabelText('From'), '2026-07-01T09:00');
    await user.type(screen.getByLabelText('To'), '2026-07-01T17:00');
    await user.type(screen.getByLabelText('Reason (optional)'), 'Training');
    await user.click(screen.getByRole('button', { name: 'Record time off' }));
    expect(onTimeOff).toHaveBeenCalledWith(
      'e1',
      '2026-07-01T08:00:00.000Z',
      '2026-07-01T16:00:00.000Z',
      'Training',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Time off recorded: no visits are offered in it.',
    );
    expect(screen.getByLabelText('From')).toHaveValue('');
  });

  it('reads time off in UK time', () => {
    expect(londonLocalToIso('2026-07-01T09:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(londonLocalToIso('2026-01-05T09:00')).toBe('2026-01-05T09:00:00.000Z');
    expect(londonLocalToIso('nonsense')).toBeNull();
  });

  it('opens a week on its Monday, and on a Saturday or a Sunday on the coming week', () => {
    // Wednesday 18 March 2026
    expect(agendaFirstDay('2026-03-18', 'week')).toBe('2026-03-16');
    expect(agendaFirstDay('2026-03-16', 'week')).toBe('2026-03-16');
    expect(agendaFirstDay('2026-03-20', 'week')).toBe('2026-03-16');
    // Saturday 21 and Sunday 22 March: the week of Monday 23 March
    expect(agendaFirstDay('2026-03-21', 'week')).toBe('2026-03-23');
    expect(agendaFirstDay('2026-03-22', 'week')).toBe('2026-03-23');
    // across a month's end: Saturday 28 November 2026 opens on Monday 30 November
    expect(agendaFirstDay('2026-11-28', 'week')).toBe('2026-11-30');
    expect(agendaFirstDay('2026-03-21', 'day')).toBe('2026-03-21');
  });

  it('names the period on one short line', () => {
    expect(agendaLabel('2026-03-16', 'week')).toBe('Week of 16 Mar 2026');
    expect(agendaLabel('2026-03-16', 'day')).toBe('Monday 16 March 2026');
    renderWithTheme(<StaffVisitsScreen {...props} visits={[]} onComplete={jest.fn()} />);
    expect(screen.getByTestId('agenda-period')).toHaveTextContent('Week of 16 Mar 2026');
    expect(screen.getByTestId('agenda-period')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
