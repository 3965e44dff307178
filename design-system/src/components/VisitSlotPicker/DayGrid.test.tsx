import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { DayGrid } from './DayGrid';
import { nextDays } from './visitTime';

const days = nextDays('2026-03-02', 60);
const available = new Set(
  days.filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())).slice(1),
);

function Grid({ initial, onSelect }: { initial?: string; onSelect?: (day: string) => void }) {
  const [day, setDay] = useState(initial);
  return (
    <>
      <DayGrid
        days={days}
        availableDays={available}
        selectedDay={day}
        onSelectDay={(next) => {
          setDay(next);
          onSelect?.(next);
        }}
        label="Choose a day"
      />
      <button type="button">09:00</button>
    </>
  );
}

const day = (name: string) => screen.getByRole('button', { name });

// Sixty days of MUI buttons in jsdom on a shared machine: a keyboard walk takes seconds.
jest.setTimeout(45_000);

describe('DayGrid', () => {
  it('is one Tab stop, on the chosen day, with a grid per month', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Grid initial="2026-03-18" />);
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    const tabbable = screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('tabindex') !== '-1');
    expect(tabbable.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Wednesday 18 March 2026',
      '09:00',
    ]);
    await user.tab();
    expect(day('Wednesday 18 March 2026')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '09:00' })).toHaveFocus();
  });

  it('moves with the arrows, Home, End, Page Up and Page Down, within the days offered', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Grid initial="2026-03-18" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(day('Thursday 19 March 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Thursday 26 March 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Monday 23 March 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Sunday 29 March 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Wednesday 29 April 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Thursday 30 April 2026')).toHaveFocus();
    await user.keyboard('{PageUp}{PageUp}{ArrowUp}{ArrowLeft}');
    expect(day('Monday 2 March 2026')).toHaveFocus();
    expect(day('Monday 2 March 2026')).toHaveAttribute('tabindex', '0');
  });

  it('announces a day without a free time as unavailable, and does not choose it', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    renderWithTheme(<Grid onSelect={onSelect} />);
    const sunday = day('Sunday 8 March 2026');
    expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await user.click(sunday);
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-03-09');
    expect(day('Monday 9 March 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
  });
});
