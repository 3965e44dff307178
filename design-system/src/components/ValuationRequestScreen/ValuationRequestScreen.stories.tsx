import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { completedValuation, samplePhotoFile, sampleValuation } from '../../test/fixtures';
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

/** The expert asked: the question quoted, the uploader, the reply and "Send to the expert". */
export const InfoRequested: Story = {
  args: {
    onSendToExpert: fn(async () => {}),
    now: new Date('2026-11-21T10:00:00Z'),
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
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Could you send a photo of the clasp and any hallmarks?', {
        selector: 'blockquote p',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send to the expert' })).toBeVisible();
    await expect(canvas.getByText('Expected by Monday 23 November')).toBeVisible();
  },
};

export const InfoRequestedLight: Story = { ...InfoRequested, globals: { scheme: 'light' } };

export const InfoRequestedMobile: Story = {
  ...InfoRequested,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Two photos already added since the question, ready to send with a reply. */
export const InfoRequestedPhotosAdded: Story = {
  args: {
    ...InfoRequested.args,
    valuation: {
      ...InfoRequested.args!.valuation!,
      photos: [
        ...sampleValuation().photos,
        ...['clasp.jpg', 'hallmark.jpg'].map((name, index) => ({
          ...sampleValuation().photos[0],
          id: `new-${index}`,
          name,
          uploadedAt: '2026-11-21T10:00:00.000Z',
        })),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 new photos added, ready to send.')).toBeVisible();
  },
};

/** Several photos chosen in the uploader, not yet uploaded. */
export const InfoRequestedSeveralChosen: Story = {
  args: InfoRequested.args,
  play: async ({ canvas, userEvent }) => {
    const files = ['clasp.png', 'hallmark.png', 'box.png'].map((name) => samplePhotoFile(name));
    await userEvent.upload(canvas.getAllByTestId('image-picker-input')[0], files);
    await expect(canvas.getByRole('list', { name: 'Chosen photos' }).children).toHaveLength(3);
  },
};

/** "Send to the expert" with nothing added: the sentence says what is needed. */
export const InfoRequestedNothingToSend: Story = {
  args: InfoRequested.args,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send to the expert' }));
    await expect(
      canvas.getByText('Please add a photo or write a reply before sending it to the expert.'),
    ).toBeVisible();
    await expect(args.onSendToExpert).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { ...InfoRequested.args, uploadProgress: 40 },
};

export const Completed: Story = {
  args: { valuation: completedValuation(), certificateHref: '#certificate' },
};

/** The purpose and the details the customer gave; completed, the identity the expert recorded. */
export const ItemIdentified: Story = {
  args: {
    certificateHref: '#certificate',
    valuation: (() => {
      const done = completedValuation();
      return {
        ...done,
        purpose: 'probate',
        itemModel: 'Submariner Date',
        itemReference: '126610LN',
        itemSerial: null,
        result: done.result && {
          ...done.result,
          basis: 'probate',
          identity: {
            brand: 'Rolex',
            model: 'Submariner Date',
            reference: '126610LN',
            serial: '7Y3K1290',
            caseMaterial: 'Oystersteel',
            caseSize: '41 mm',
            condition: 'Excellent',
          },
        },
      };
    })(),
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('region', { name: 'The item' });
    await expect(item).toHaveTextContent('Probate');
    await expect(item).toHaveTextContent('126610LN');
    await expect(
      canvas.getByRole('region', { name: 'As identified by the expert' }),
    ).toHaveTextContent('7Y3K1290');
  },
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
        offer={{
          service: 'Watch',
          tier: 'Standard, 2-4 business days',
          item: 'Rolex: Submariner Date 126610LN',
          price: 55,
        }}
        onRequestRevaluation={fn(async () => {})}
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
