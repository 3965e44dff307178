import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PAYMENT_TEXTS, type TestCheckout } from '@valuation/contracts';
import { TestPaymentScreen } from './TestPaymentScreen';

const checkout: TestCheckout = {
  checkoutId: 'chk_demo',
  valuationId: 'b8c6f0de-4a55-4d0e-8f0e-2f1a3b4c5d6e',
  visitId: null,
  reference: 'LV-7K3Q-9M2D',
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
