import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { sampleStaffVisit } from '../../test/visitFixtures';
import { StaffVisitsScreen } from './StaffVisitsScreen';

const experts = [
  { id: 'e1', firstName: 'Eleanor', lastName: 'Grant', email: 'eleanor@luxe.example' },
  { id: 'e2', firstName: 'Marcus', lastName: 'Reid', email: 'marcus@luxe.example' },
];

const meta = {
  title: 'Screens/StaffVisitsScreen',
  component: StaffVisitsScreen,
  args: {
    visits: [
      sampleStaffVisit(),
      sampleStaffVisit({
        id: 'v2',
        reference: 'HV-2B3C-4D5E',
        status: 'awaiting_deposit',
        start: '2026-03-18T14:00:00+00:00',
        end: '2026-03-18T15:00:00+00:00',
        hours: 1,
        customer: { id: 'c2', name: 'Tom Baker', email: 'tom@example.com' },
      }),
    ],
    span: 'week',
    onSpanChange: fn(),
    day: '2026-03-16',
    onPrevious: fn(),
    onNext: fn(),
    onToday: fn(),
    view: 'any',
    onViewChange: fn(),
    experts,
    meId: 'e1',
    isAdmin: true,
    onAssign: fn(async () => {}),
    onComplete: fn(async () => {}),
    onCancel: fn(async () => {}),
    onTimeOff: fn(async () => {}),
  },
} satisfies Meta<typeof StaffVisitsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '10:00-12:00 · Jane Doe' })).toBeVisible();
  },
};

/** On a phone the week's label stays on one line (issue 33: it wrapped onto three). */
export const MobileWeek: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const label = canvas.getByTestId('agenda-period');
    await expect(label).toHaveTextContent('Week of 16 Mar 2026');
    const lineHeight = parseFloat(getComputedStyle(label).lineHeight);
    await expect(label.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};

export const CompleteDialog: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete HV-7K3Q-9M2D' }));
    const hours = await screen.findByLabelText('Hours spent');
    await userEvent.clear(hours);
    await userEvent.type(hours, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await expect(args.onComplete).toHaveBeenCalled();
  },
};

export const Day: Story = { args: { span: 'day', day: '2026-03-18' } };

export const Empty: Story = { args: { visits: [] } };

export const Loading: Story = { args: { visits: undefined } };

export const LoadFailed: Story = {
  args: { visits: undefined, loadError: 'The agenda could not be loaded.', onRetry: fn() },
};

export const Expert: Story = { args: { isAdmin: false, view: 'me' } };
