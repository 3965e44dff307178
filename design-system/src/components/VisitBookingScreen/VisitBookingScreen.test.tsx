import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISIT_TEXTS, type BookVisitRequest } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { sampleSlots, VISIT_NOW } from '../../test/visitFixtures';
import { nextDays } from '../VisitSlotPicker';
import { EMPTY_VISIT_BOOKING, VisitBookingScreen } from './VisitBookingScreen';

const days = nextDays('2026-03-02', 60);

function Harness({ onSubmit }: { onSubmit: (r: BookVisitRequest) => void }) {
  const [hours, setHours] = useState(1);
  const [day, setDay] = useState<string>();
  const [start, setStart] = useState<string>();
  const [values, setValues] = useState(EMPTY_VISIT_BOOKING);
  return (
    <VisitBookingScreen
      hours={hours}
      onHoursChange={setHours}
      values={values}
      onValuesChange={setValues}
      now={VISIT_NOW}
      onSubmit={onSubmit}
      picker={{
        days,
        availableDays: new Set(['2026-03-04', '2026-03-18']),
        selectedDay: day,
        onSelectDay: setDay,
        slots: day ? sampleSlots(day, hours) : [],
        selectedStart: start,
        onSelectStart: setStart,
      }}
    />
  );
}

describe('VisitBookingScreen', () => {
  it('shows the price and deposit as the length changes and disables days without a free time', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness onSubmit={jest.fn()} />);
    expect(screen.getByTestId('visit-price')).toHaveTextContent(
      '£185 in total; deposit today £92.50',
    );
    await user.click(screen.getByRole('combobox', { name: 'Visit length' }));
    await user.click(screen.getByRole('option', { name: '3 hours' }));
    expect(screen.getByTestId('visit-price')).toHaveTextContent(
      '£555 in total; deposit today £277.50',
    );
    expect(screen.getByRole('button', { name: 'Thursday 5 March 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Wednesday 18 March 2026' })).toBeEnabled();
  });

  it('asks for the express request within 14 days and sends the booking', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    renderWithTheme(<Harness onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Wednesday 4 March 2026' }));
    await user.click(screen.getByRole('button', { name: '09:30 to 10:30' }));
    await user.type(screen.getByLabelText(/Street address/), '12 Mount Street');
    await user.type(screen.getByLabelText(/^City/), 'London');
    await user.type(screen.getByLabelText(/^Postcode/), 'W1K 3NU');
    await user.type(screen.getByLabelText(/Phone number/), '020 7946 0958');
    await user.type(screen.getByLabelText(/Items to be valued/), 'Two watches');
    await user.click(screen.getByRole('button', { name: /Book and pay the deposit/ }));
    expect(await screen.findByText(VISIT_TEXTS.expressRequired)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: VISIT_TEXTS.expressLabel }));
    await user.click(screen.getByRole('button', { name: /Book and pay the deposit/ }));
    expect(onSubmit).toHaveBeenCalledWith({
      start: '2026-03-04T09:30:00+00:00',
      hours: 1,
      address: {
        street: '12 Mount Street',
        city: 'London',
        postalCode: 'W1K 3NU',
        country: 'United Kingdom',
      },
      phone: '020 7946 0958',
      itemsDescription: 'Two watches',
      expressRequest: true,
    });
  }, 30_000);

  it('refuses a postcode outside the UK', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText(/^Postcode/), '75008');
    await user.click(screen.getByRole('button', { name: /Book and pay the deposit/ }));
    expect(await screen.findByText(/valid UK postcode/)).toBeVisible();
  });
});
