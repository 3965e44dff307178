import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sampleSlots } from '../../test/visitFixtures';
import { VisitSlotPicker, type VisitSlotPickerProps } from './VisitSlotPicker';
import { nextDays } from './visitTime';

const days = nextDays('2026-03-02', 60);
/** Weekdays from Tuesday 3 March are free; weekends are not. */
const available = new Set(
  days.filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())).slice(1),
);

/** The picker with its own choice, as a page keeps it. */
function Stateful(props: Partial<VisitSlotPickerProps>) {
  const [day, setDay] = useState(props.selectedDay);
  const [start, setStart] = useState<string>();
  return (
    <VisitSlotPicker
      days={days}
      availableDays={available}
      selectedDay={day}
      onSelectDay={setDay}
      slots={day ? sampleSlots(day) : []}
      selectedStart={start}
      onSelectStart={setStart}
      label="Choose a day"
      loading={props.loading}
    />
  );
}

const meta = {
  title: 'Components/VisitSlotPicker',
  component: Stateful,
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (name: string) => ({ name });

/**
 * The calendar is one Tab stop (the chosen day); the arrows move by a day and a week, Home and End
 * to the week's ends, Page Down and Page Up by a month; an unavailable day is reached but
 * announced as such; one more Tab reaches the first time.
 */
export const Keyboard: Story = {
  args: { selectedDay: '2026-03-18' },
  play: async ({ canvas, userEvent }) => {
    const chosen = canvas.getByRole('button', day('Wednesday 18 March 2026'));
    await expect(chosen).toHaveAttribute('tabindex', '0');
    // every other day is out of the Tab order
    const grid = canvas.getAllByRole('grid')[0];
    await expect(grid).toHaveAccessibleName('March 2026');
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', day('Thursday 19 March 2026'))).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', day('Thursday 26 March 2026'))).toHaveFocus();
    await userEvent.keyboard('{End}');
    const sunday = canvas.getByRole('button', day('Sunday 29 March 2026'));
    await expect(sunday).toHaveFocus();
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', day('Monday 23 March 2026'))).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(canvas.getByRole('button', day('Thursday 23 April 2026'))).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowUp}{ArrowLeft}');
    await expect(canvas.getByRole('button', day('Sunday 15 March 2026'))).toHaveFocus();
    // Enter on an unavailable day chooses nothing; on a free one it chooses it
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Free times on Wednesday 18 March 2026/)).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(canvas.queryByText(/Free times on Saturday 14 March 2026/)).toBeNull();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(await canvas.findByText(/Free times on Friday 13 March 2026/)).toBeVisible();
    // one Tab from the chosen day to the first time
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '09:00 to 11:00' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', day('Friday 13 March 2026'))).toHaveFocus();
  },
};

/** The first day and the last offered: the keys stop at the range's ends. */
export const RangeEnds: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // nothing chosen: the first free day takes the Tab stop
    await expect(canvas.getByRole('button', day('Tuesday 3 March 2026'))).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', day('Monday 2 March 2026'))).toHaveFocus();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}');
    await expect(canvas.getByRole('button', day('Thursday 30 April 2026'))).toHaveFocus();
  },
};

/** A phone: choosing a day brings its times into view, below the whole calendar. */
export const MobileTimesInView: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The rest of the booking form follows the times on the page.
  render: (args) => (
    <>
      <Stateful {...args} />
      <div style={{ height: '100vh' }} />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', day('Tuesday 3 March 2026')));
    const times = await canvas.findByTestId('visit-times');
    await waitFor(() => {
      const { top } = times.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight / 2) throw new Error(`the times are at ${top}px`);
    });
  },
};

export const Loading: Story = { args: { loading: true } };
