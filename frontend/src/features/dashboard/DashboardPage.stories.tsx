import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signedInHandlers, testUser } from '../../test/handlers';
import { catalogueHandlers } from '../../test/marketingHandlers';
import { summaryOf, testValuation, valuationHandlers } from '../../test/valuationHandlers';
import { withAppRouter } from '../../test/StoryHarness';
import { DashboardPage } from './DashboardPage';

/** The connected /dashboard container for a signed-in customer. */
const meta = {
  title: 'Containers/DashboardPage',
  component: DashboardPage,
  decorators: [withAppRouter],
  parameters: {
    appRouter: { path: '/dashboard', user: testUser },
    msw: {
      handlers: [
        ...signedInHandlers(testUser),
        catalogueHandlers.success(),
        valuationHandlers.list([summaryOf(testValuation())]),
      ],
    },
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/Welcome back, Amelia/)).toBeVisible();
    // A public page of the site shell is an ordinary document load (ADR 019): a plain link.
    await expect(canvas.getByRole('link', { name: /New Valuation/ })).toHaveAttribute(
      'href',
      '/valuation',
    );
    // The app's own pages open client-side through the router link adapter.
    await userEvent.click(canvas.getByRole('link', { name: /Profile Settings/ }));
    await expect(await canvas.findByText('Now at /profile')).toBeVisible();
  },
};

/** No first name on the account: the greeting falls back to "Valued Customer". */
export const WithoutFirstName: Story = {
  parameters: { appRouter: { path: '/dashboard', user: { ...testUser, firstName: '' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Valued Customer/)).toBeVisible();
  },
};

/** "Your valuations" beneath the cards, from GET /api/valuations. */
export const WithValuations: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /LV-7K3Q-9M2D/ })).toBeVisible();
  },
};

export const NoValuations: Story = {
  parameters: {
    msw: {
      handlers: [
        ...signedInHandlers(testUser),
        catalogueHandlers.success(),
        valuationHandlers.list([]),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have not requested a valuation yet.')).toBeVisible();
  },
};
