import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VISIT_TEXTS, type BookVisitRequest } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { sampleSlots, VISIT_NOW } from '../../test/visitFixtures';
import { nextDays } from '../VisitSlotPicker';
import { EMPTY_VISIT_BOOKING, VisitBookingScreen } from './VisitBookingScreen';

const days = nextDays('2026-03-02', 60);

/** Fills the address, phone and items, each as one change (key by key is slow on a busy machine). */
function fillAddress() {
  const fill = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill(/Street address/, '12 Mount Street');
  fill(/^City/, 'London');
  fill(/^Postcode/, 'W1K 3NU');
  fill(/Phone number/, '020 7946 0958');
  fill(/Items to be valued/, 'Two watches');
}

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
        availableDays: new Set(['2026-03-03', '2026-03-04', '2026-03-18']),
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
    await user.click(await screen.findByRole('option', { name: '3 hours' }, { timeout: 15_000 }));
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
    fillAddress();
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

  it('tells before paying that a visit less than 48 hours away cannot be moved, and asks to accept it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    renderWithTheme(<Harness onSubmit={onSubmit} />);
    // Monday 09:00: Wednesday 09:30 is 48½ hours away, nothing to accept.
    await user.click(screen.getByRole('button', { name: 'Wednesday 4 March 2026' }));
    await user.click(screen.getByRole('button', { name: '09:30 to 10:30' }));
    expect(screen.queryByText(VISIT_TEXTS.shortNotice)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('checkbox', { name: VISIT_TEXTS.shortNoticeLabel }),
    ).not.toBeInTheDocument();
    // Tuesday 14:00 is 29 hours away.
    await user.click(screen.getByRole('button', { name: 'Tuesday 3 March 2026' }));
    await user.click(screen.getByRole('button', { name: '14:00 to 15:00' }));
    expect(await screen.findByText(VISIT_TEXTS.shortNotice)).toBeVisible();
    fillAddress();
    await user.click(screen.getByRole('checkbox', { name: VISIT_TEXTS.expressLabel }));
    await user.click(screen.getByRole('button', { name: /Book and pay the deposit/ }));
    expect(screen.getAllByText(VISIT_TEXTS.shortNotice)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: VISIT_TEXTS.shortNoticeLabel }));
    await user.click(screen.getByRole('button', { name: /Book and pay the deposit/ }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        start: '2026-03-03T14:00:00+00:00',
        expressRequest: true,
        shortNoticeAccepted: true,
      }),
    );
  }, 30_000);

  it('refuses a postcode outside the UK', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Harness onSubmit={jest.fn()} />);
    await user.type(screen.getByLabelText(/^Postcode/), '75008');
    await user.click(screen.getByRole('button', { name: /Book and pay the deposit/ }));
    expect(await screen.findByText(/valid UK postcode/)).toBeVisible();
  });
});
