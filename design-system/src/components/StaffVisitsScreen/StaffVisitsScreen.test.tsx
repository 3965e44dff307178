import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { sampleStaffVisit } from '../../test/visitFixtures';
import { londonLocalToIso, StaffVisitsScreen } from './StaffVisitsScreen';

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
    await user.clear(hours);
    await user.type(hours, '2.5');
    await user.click(screen.getByRole('button', { name: 'Complete' }));
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ id: sampleStaffVisit().id }),
      2.5,
      '',
    );
  });

  it('reads time off in UK time', () => {
    expect(londonLocalToIso('2026-07-01T09:00')).toBe('2026-07-01T08:00:00.000Z');
    expect(londonLocalToIso('2026-01-05T09:00')).toBe('2026-01-05T09:00:00.000Z');
    expect(londonLocalToIso('nonsense')).toBeNull();
  });
});
