import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleSharedSchedule } from '../../test/collectionFixtures';
import { SharedScheduleScreen } from './SharedScheduleScreen';

const meta = {
  title: 'Screens/SharedScheduleScreen',
  component: SharedScheduleScreen,
  args: {
    pdfHref: '/api/shared/schedules/q3Jx8Vb2kT9mWc4LpZ7nYr1sHd6Ge0Af5Ku2Qo8Ni3E/schedule.pdf',
    onRetry: fn(),
  },
} satisfies Meta<typeof SharedScheduleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an insurer opens: the customer's name, the items, the certificates and the totals. */
export const Schedule: Story = {
  args: { schedule: sampleSharedSchedule() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Insurance schedule');
    await expect(canvas.getByText('The insured items of Amelia Hart')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const watch = canvas.getByRole('article', { name: '1. Rolex Submariner Date' });
    await expect(within(watch).getByRole('link', { name: 'LVC-4F7K-2M9Q' })).toHaveAttribute(
      'href',
      '/verify/LVC-4F7K-2M9Q',
    );
    const totals = canvas.getByRole('region', { name: 'Totals' });
    await expect(totals).toHaveTextContent('All items3 items£43,700');
    await expect(canvas.getByRole('link', { name: 'Download schedule (PDF)' })).toHaveAttribute(
      'href',
      '/api/shared/schedules/q3Jx8Vb2kT9mWc4LpZ7nYr1sHd6Ge0Af5Ku2Qo8Ni3E/schedule.pdf',
    );
  },
};

export const ScheduleLight: Story = {
  ...Schedule,
  name: 'Schedule, light',
  globals: { scheme: 'light' },
};

export const ScheduleOnAPhone: Story = {
  args: { schedule: sampleSharedSchedule() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Unknown, altered, revoked or expired: the same words for every link that does not open. */
export const InvalidLink: Story = {
  args: { notFound: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This schedule link is not valid. It may have expired or been revoked.'),
    ).toBeVisible();
  },
};

export const InvalidLinkLight: Story = {
  ...InvalidLink,
  name: 'Invalid link, light',
  globals: { scheme: 'light' },
};

export const Loading: Story = { args: { loading: true } };

export const Failed: Story = {
  args: { errorMessage: 'The schedule could not be opened. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
