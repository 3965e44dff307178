import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VISIT_TEXTS } from '@valuation/contracts';
import { sampleSlots, VISIT_NOW } from '../../test/visitFixtures';
import { nextDays } from '../VisitSlotPicker';
import {
  EMPTY_VISIT_BOOKING,
  VisitBookingScreen,
  type VisitBookingScreenProps,
} from './VisitBookingScreen';

const days = nextDays('2026-03-02', 60);
const available = new Set(
  days.filter((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay())).slice(1),
);

/** The screen with its own state, as the page keeps it. */
function Stateful(props: Partial<VisitBookingScreenProps> & { day?: string; start?: string }) {
  const [hours, setHours] = useState(2);
  const [day, setDay] = useState(props.day);
  const [start, setStart] = useState(props.start);
  const [values, setValues] = useState(props.values ?? EMPTY_VISIT_BOOKING);
  return (
    <VisitBookingScreen
      hours={hours}
      onHoursChange={setHours}
      values={values}
      onValuesChange={setValues}
      now={VISIT_NOW}
      onSubmit={props.onSubmit ?? fn()}
      submitting={props.submitting}
      submitError={props.submitError}
      picker={{
        days,
        availableDays: props.picker?.availableDays ?? available,
        selectedDay: day,
        onSelectDay: setDay,
        slots: day ? sampleSlots(day, hours) : [],
        selectedStart: start,
        onSelectStart: setStart,
        loading: props.picker?.loading,
        loadError: props.picker?.loadError,
        onRetry: props.picker?.onRetry,
      }}
    />
  );
}

const meta = {
  title: 'Screens/VisitBookingScreen',
  component: Stateful,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Book a Home Visit' })).toBeVisible();
    await expect(canvas.getByTestId('visit-price')).toHaveTextContent(
      '£370 in total; deposit today £185',
    );
    // A day without a free time is announced as unavailable (and stays reachable by the arrows).
    await expect(canvas.getByRole('button', { name: 'Sunday 8 March 2026' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const DayChosen: Story = {
  args: { day: '2026-03-18', start: '2026-03-18T10:00:00+00:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '10:00 to 12:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const ExpressRequest: Story = {
  args: { day: '2026-03-04', start: '2026-03-04T09:00:00+00:00' },
  play: async ({ canvas }) => {
    // The field's code loads when it first shows.
    await expect(
      await canvas.findByRole('checkbox', { name: VISIT_TEXTS.expressLabel }),
    ).not.toBeChecked();
  },
};

/** A visit less than 48 hours away: the customer is told before paying and ticks to accept it. */
export const ShortNotice: Story = {
  args: { day: '2026-03-03', start: '2026-03-03T14:00:00+00:00' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(VISIT_TEXTS.shortNotice)).toBeVisible();
    const accept = await canvas.findByRole('checkbox', { name: VISIT_TEXTS.shortNoticeLabel });
    await expect(accept).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Book and pay the deposit/ }));
    await expect(await canvas.findAllByText(VISIT_TEXTS.shortNotice)).toHaveLength(2);
    await userEvent.click(canvas.getByText(VISIT_TEXTS.shortNoticeLabel));
    await expect(accept).toBeChecked();
    await expect(canvas.getAllByText(VISIT_TEXTS.shortNotice)).toHaveLength(1);
  },
};

export const FieldErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Book and pay the deposit/ }));
    await expect(await canvas.findByText('Please choose a day and a start time')).toBeVisible();
    await expect(canvas.getByText('Phone is required')).toBeVisible();
  },
};

export const SlotTaken: Story = {
  args: {
    day: '2026-03-18',
    start: '2026-03-18T10:00:00+00:00',
    submitError: VISIT_TEXTS.slotTaken,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(VISIT_TEXTS.slotTaken)).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { day: '2026-03-18', start: '2026-03-18T10:00:00+00:00', submitting: true },
};

export const LoadingSlots: Story = { args: { picker: { loading: true } as never } };

export const SlotsFailed: Story = {
  args: {
    picker: {
      availableDays: new Set<string>(),
      loadError: 'The free times could not be loaded.',
      onRetry: fn(),
    } as never,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
