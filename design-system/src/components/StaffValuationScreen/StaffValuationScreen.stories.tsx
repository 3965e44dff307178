import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import {
  sampleCompletedValuation,
  sampleExperts,
  sampleStaffValuation,
} from '../../test/staffFixtures';
import { StaffValuationScreen } from './StaffValuationScreen';

const meta = {
  title: 'Screens/StaffValuationScreen',
  component: StaffValuationScreen,
  args: {
    valuation: sampleStaffValuation(),
    viewer: { id: sampleExperts[0].id, role: 'expert' },
    experts: sampleExperts,
    onAssign: fn(async () => {}),
    onRequestInfo: fn(async () => {}),
    onComplete: fn(async () => {}),
    onPreviewCertificate: fn(async () => '#preview'),
    onRecommendRevaluation: fn(async () => {}),
    onDownloadCertificate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StaffValuationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Assigned to the viewing expert, in review. */
export const InReview: Story = {};

export const Unassigned: Story = {
  args: { valuation: sampleStaffValuation({ status: 'paid', assignee: null }) },
};

/** Another expert has it: the work is disabled with the reason. */
export const AssignedToSomeoneElse: Story = {
  args: { viewer: { id: sampleExperts[1].id, role: 'expert' } },
};

export const Unpaid: Story = {
  args: {
    valuation: sampleStaffValuation({
      status: 'awaiting_payment',
      assignee: null,
      payment: null,
      dueAt: null,
    }),
  },
};

export const InfoRequested: Story = {
  args: { valuation: sampleStaffValuation({ status: 'info_requested', overdue: true }) },
};

export const Completed: Story = { args: { valuation: sampleCompletedValuation() } };

export const RevaluationRecommended: Story = {
  args: {
    valuation: sampleCompletedValuation({
      revaluationRecommendation: {
        reason: 'Steel sports models rose sharply this year.',
        at: '2026-11-22T10:00:00.000Z',
      },
    }),
  },
};

/** No certificate without the valuer's own qualification and signature: said before the form. */
export const ValuerProfileIncomplete: Story = {
  args: {
    valuerProfileGap:
      'Add your qualification and signature in Staff › Valuer profile before issuing a certificate.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Add your qualification and signature/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your valuer profile' })).toHaveAttribute(
      'href',
      '/staff/profile',
    );
    await expect(canvas.getByRole('button', { name: 'Complete valuation' })).toBeDisabled();
  },
};

export const Admin: Story = { args: { viewer: { id: 'admin-1', role: 'admin' } } };

export const CompleteDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete valuation' }));
    // Dialogs are portalled to <body>, outside the story's canvas.
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete valuation' }));
    await expect(dialog.getByRole('radio', { name: 'Insurance replacement' })).toBeChecked();
  },
};

export const PhotoZoomed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open photo 1 of 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Photo 1 of 3' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Zoom in' }));
    // The dialog fades in (opacity 0 at first).
    await waitFor(() => expect(dialog.getByText('150%')).toBeVisible());
  },
};

export const Loading: Story = { args: { valuation: undefined, loading: true } };

export const Failed: Story = {
  args: { valuation: undefined, errorMessage: 'Valuation not found' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
