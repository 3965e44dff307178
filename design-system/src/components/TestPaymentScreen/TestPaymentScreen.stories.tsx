import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PAYMENT_TEXTS, type TestCheckout } from '@valuation/contracts';
import { TestPaymentScreen } from './TestPaymentScreen';

const checkout: TestCheckout = {
  checkoutId: 'chk_demo',
  valuationId: 'b8c6f0de-4a55-4d0e-8f0e-2f1a3b4c5d6e',
  visitId: null,
  purpose: 'valuation',
  reference: 'LV-7K3Q-9M2D',
  visit: null,
  amount: 95,
  currency: 'GBP',
  status: 'open',
};

const meta = {
  title: 'Screens/TestPaymentScreen',
  component: TestPaymentScreen,
  args: {
    checkout,
    onPay: fn(async () => {}),
    requestHref: '/valuations/b8c6f0de-4a55-4d0e-8f0e-2f1a3b4c5d6e',
  },
} satisfies Meta<typeof TestPaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PAYMENT_TEXTS.testNotice)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay £95' })).toBeEnabled();
  },
};

/** A home visit's deposit: what is paid for, the visit's reference and its time (issue 33). */
export const HomeVisitDeposit: Story = {
  args: {
    checkout: {
      ...checkout,
      valuationId: null,
      visitId: '5f0c2a8e-1d2b-4c3d-9e8f-7a6b5c4d3e2f',
      purpose: 'deposit',
      reference: 'HV-4R7P-2K9M',
      visit: { start: '2026-03-18T09:00:00Z', end: '2026-03-18T11:00:00Z' },
      amount: 185,
    },
    requestHref: '/visits/5f0c2a8e-1d2b-4c3d-9e8f-7a6b5c4d3e2f',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Pay the 50% deposit for your home visit. The balance is paid after the visit.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Home visit HV-4R7P-2K9M: deposit',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Wednesday 18 March 2026, 09:00 to 11:00 (UK time)'),
    ).toBeVisible();
    await expect(canvas.queryByText(/valuation request/i)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pay £185' })).toBeEnabled();
  },
};

export const Loading: Story = { args: { checkout: undefined } };

export const Declined: Story = { args: { errorMessage: PAYMENT_TEXTS.declined } };

export const MalformedNumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Card number/), '1234 5678 9012 3456');
    await userEvent.tab();
    await expect(await canvas.findByText('Your card number is invalid.')).toBeVisible();
  },
};

export const Paying: Story = { args: { paying: true } };

export const AlreadyPaid: Story = { args: { checkout: { ...checkout, status: 'paid' } } };

export const LoadFailed: Story = {
  args: { checkout: undefined, loadError: 'This payment could not be found.' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Light: Story = { globals: { scheme: 'light' } };
