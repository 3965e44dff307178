import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { completedValuation, sampleValuation } from '../../test/fixtures';
import { AppLayout } from '../AppLayout';
import { BottomTabBar } from '../BottomTabBar';
import { MarketNoticeCard } from '../MarketNoticeCard';
import { Navbar } from '../Navbar';
import { ValuationRequestScreen } from './ValuationRequestScreen';

const meta = {
  title: 'Screens/ValuationRequestScreen',
  component: ValuationRequestScreen,
  args: {
    valuation: sampleValuation(),
    onPayNow: fn(),
    onCancel: fn(async () => {}),
    onAddPhotos: fn(async () => {}),
    chatLink: { href: '/chat', state: { valuationId: sampleValuation().id } },
  },
} satisfies Meta<typeof ValuationRequestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid, within the cancellation window. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('LV-7K3Q-9M2D');
    await expect(canvas.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  },
};

export const AwaitingPayment: Story = {
  args: {
    valuation: sampleValuation({
      status: 'awaiting_payment',
      payment: null,
      timeline: [{ status: 'awaiting_payment', at: '2026-11-20T10:00:00.000Z' }],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay now' })).toBeVisible();
  },
};

export const ConfirmCancel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel request' }));
  },
};

export const InfoRequested: Story = {
  args: {
    valuation: sampleValuation({
      status: 'info_requested',
      cancellableUntil: null,
      timeline: [
        { status: 'awaiting_payment', at: '2026-11-20T10:00:00.000Z' },
        { status: 'paid', at: '2026-11-20T10:05:00.000Z' },
        { status: 'in_review', at: '2026-11-21T09:00:00.000Z', by: 'Eleanor Price' },
        {
          status: 'info_requested',
          at: '2026-11-21T09:30:00.000Z',
          by: 'Eleanor Price',
          note: 'Could you send a photo of the clasp and any hallmarks?',
        },
      ],
    }),
  },
};

export const Uploading: Story = {
  args: { ...InfoRequested.args, uploadProgress: 40 },
};

export const Completed: Story = {
  args: { valuation: completedValuation(), certificateHref: '#certificate' },
};

export const RevaluationRecommended: Story = {
  args: {
    valuation: {
      ...completedValuation(),
      revaluationRecommendation: {
        reason: 'Steel sports watches rose sharply this year.',
        at: '2026-11-23T10:00:00.000Z',
      },
    },
    certificateHref: '#certificate',
  },
};

/** A market movement concerned it: the notice with "Request Revaluation". */
export const MarketMovement: Story = {
  args: {
    valuation: completedValuation(),
    certificateHref: '#certificate',
    marketNotice: (
      <MarketNoticeCard
        notice={{
          movementId: 'm1',
          changePercent: 25,
          note: 'Steel sports models sold well above estimates at the autumn auctions.',
          effectiveFrom: '2026-11-01T00:00:00Z',
          value: 12450,
          estimatedValue: 15563,
          currency: 'GBP',
          notifiedAt: '2026-11-20T12:00:00Z',
          revaluationId: null,
        }}
        onRequestRevaluation={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Request Revaluation' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: {
    valuation: sampleValuation({
      status: 'cancelled',
      cancellableUntil: null,
      payment: {
        status: 'refunded',
        provider: 'test',
        amount: 95,
        currency: 'GBP',
        paidAt: '2026-11-20T10:05:00.000Z',
        refundedAt: '2026-11-21T08:00:00.000Z',
      },
    }),
  },
};

export const Loading: Story = { args: { valuation: undefined } };

export const LoadFailed: Story = {
  args: { valuation: undefined, loadError: 'Valuation request not found', onRetry: fn() },
};

export const ActionFailed: Story = {
  args: { actionError: 'The payment page could not be opened. Please try again.' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Light: Story = {
  args: { valuation: completedValuation() },
  globals: { scheme: 'light' },
};

export const InstalledApp: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <AppLayout
      installed
      navbar={<Navbar user={null} onSignOut={fn()} currentPath="/valuations/x" />}
      bottomBar={<BottomTabBar currentPath="/valuations/x" />}
    >
      <ValuationRequestScreen {...args} />
    </AppLayout>
  ),
};
