import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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
        price: { tier: 115, autoRevalue: 0, total: 115, currency: 'GBP' },
        createdAt: '2026-11-22T09:00:00.000Z',
      }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your valuations' })).toBeVisible();
  },
};

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
