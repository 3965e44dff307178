import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { VALUATION_NEXT_STEPS } from '@valuation/contracts';
import { completedValuation, sampleUser, sampleValuation } from '../../test/fixtures';
import { DashboardScreen } from './DashboardScreen';

const meta = {
  title: 'Screens/DashboardScreen',
  component: DashboardScreen,
  args: { user: sampleUser({ firstName: 'Jane' }) },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Jane');
    await expect(canvas.getByRole('link', { name: /New Valuation/ })).toHaveAttribute(
      'href',
      '/valuation',
    );
    await expect(canvas.getByRole('link', { name: /Chat with Expert/ })).toHaveAttribute(
      'href',
      '/chat',
    );
    await expect(canvas.getByRole('link', { name: /Profile Settings/ })).toHaveAttribute(
      'href',
      '/profile',
    );
  },
};

export const NoFirstName: Story = {
  args: { user: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, Valued Customer',
    );
  },
};

export const Light: Story = { globals: { scheme: 'light' } };
export const Dark: Story = { globals: { scheme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const WithValuations: Story = {
  args: {
    valuations: [
      completedValuation(),
      sampleValuation({
        id: 'c2',
        reference: 'LV-9PQR-4T7W',
        serviceType: 'handbag',
        serviceTier: 'standard',
        status: 'awaiting_payment',
        expectedBy: null,
        price: { tier: 115, autoRevalue: 0, total: 115, currency: 'GBP' },
        createdAt: '2026-11-22T09:00:00.000Z',
      }),
      sampleValuation({
        id: 'c3',
        reference: 'LV-3MNB-8V2C',
        status: 'in_review',
        expectedBy: '2026-11-26T10:05:00.000Z',
        createdAt: '2026-11-23T09:00:00.000Z',
      }),
    ],
    now: new Date('2026-11-24T09:00:00Z'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your valuations' })).toBeVisible();
    // a completed request shows its value; an open one when it is expected and what comes next
    await expect(canvas.getByText('£11,500.00')).toBeVisible();
    await expect(canvas.getByText('Expected by Thursday 26 November')).toBeVisible();
    await expect(canvas.getByText(VALUATION_NEXT_STEPS.awaiting_payment)).toBeVisible();
  },
};

export const WithValuationsLight: Story = { ...WithValuations, globals: { scheme: 'light' } };

/** An expert recommended revaluing a completed request: the notice above the cards. */
export const RevaluationRecommended: Story = {
  args: {
    valuations: [
      {
        ...completedValuation(),
        revaluationRecommendation: {
          reason: 'Steel sports watches rose sharply this year.',
          at: '2026-11-23T10:00:00.000Z',
        },
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('We recommend updating your valuation LV-7K3Q-9M2D'),
    ).toBeVisible();
  },
};

export const RevaluationRecommendedMobile: Story = {
  args: RevaluationRecommended.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const NoValuations: Story = { args: { valuations: [] } };

export const ValuationsLoading: Story = { args: { valuationsLoading: true } };

export const ValuationsError: Story = {
  args: { valuationsError: 'Your valuations could not be loaded.', onRetryValuations: fn() },
};

export const WithValuationsMobile: Story = {
  args: WithValuations.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
