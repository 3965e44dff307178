import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_TEXTS, TEST_CARDS, type TestCheckout } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { TestPaymentScreen } from './TestPaymentScreen';

jest.setTimeout(20000);

const checkout: TestCheckout = {
  checkoutId: 'chk_1',
  valuationId: 'v1',
  visitId: null,
  purpose: 'valuation',
  reference: 'LV-7K3Q-9M2D',
  visit: null,
  amount: 95,
  currency: 'GBP',
  status: 'open',
};

/** The paragraph whose whole text is `text` (the reference is in bold within it). */
const line = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

async function fill(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText(/^Name on card/), 'Amelia Hart');
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry/), '1230');
  await user.type(screen.getByLabelText(/^CVC/), '123');
}

describe('TestPaymentScreen', () => {
  it('shows the amount, the reference and the test notice, and pays with a valid card', async () => {
    const user = userEvent.setup({ delay: null });
    const onPay = jest.fn(async () => {});
    renderWithTheme(<TestPaymentScreen checkout={checkout} onPay={onPay} />);
    expect(screen.getByText('LV-7K3Q-9M2D')).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_TEXTS.testNotice)).toBeInTheDocument();
    await fill(user, TEST_CARDS.pays);
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText(/^Expiry/)).toHaveValue('12/30');
    await user.click(screen.getByRole('button', { name: 'Pay £95' }));
    await waitFor(() =>
      expect(onPay).toHaveBeenCalledWith({
        name: 'Amelia Hart',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      }),
    );
  });

  it('names a valuation request as what is paid for', () => {
    renderWithTheme(<TestPaymentScreen checkout={checkout} onPay={jest.fn()} />);
    expect(screen.getByText('Pay for your valuation request in advance.')).toBeInTheDocument();
    expect(line('Valuation request LV-7K3Q-9M2D')).toBeInTheDocument();
  });

  it("names a home visit's deposit, its reference and its time, not a valuation request", () => {
    renderWithTheme(
      <TestPaymentScreen
        checkout={{
          ...checkout,
          valuationId: null,
          visitId: 'visit-1',
          purpose: 'deposit',
          reference: 'HV-4R7P-2K9M',
          visit: { start: '2026-03-18T09:00:00Z', end: '2026-03-18T11:00:00Z' },
          amount: 185,
        }}
        onPay={jest.fn()}
      />,
    );
    expect(
      screen.getByText(
        'Pay the 50% deposit for your home visit. The balance is paid after the visit.',
      ),
    ).toBeInTheDocument();
    expect(line('Home visit HV-4R7P-2K9M: deposit')).toBeInTheDocument();
    expect(
      screen.getByText('Wednesday 18 March 2026, 09:00 to 11:00 (UK time)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/valuation request/i)).not.toBeInTheDocument();
  });

  it("names a home visit's balance after the visit", () => {
    renderWithTheme(
      <TestPaymentScreen
        checkout={{
          ...checkout,
          valuationId: null,
          visitId: 'visit-1',
          purpose: 'balance',
          reference: 'HV-4R7P-2K9M',
          visit: { start: '2026-03-18T09:00:00Z', end: '2026-03-18T11:00:00Z' },
        }}
        onPay={jest.fn()}
      />,
    );
    expect(
      screen.getByText('Pay the balance of your home visit, now that it has taken place.'),
    ).toBeInTheDocument();
    expect(line('Home visit HV-4R7P-2K9M: balance after the visit')).toBeInTheDocument();
  });

  it('refuses a malformed card number on the field', async () => {
    const user = userEvent.setup({ delay: null });
    const onPay = jest.fn(async () => {});
    renderWithTheme(<TestPaymentScreen checkout={checkout} onPay={onPay} />);
    await fill(user, '4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: 'Pay £95' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Card number/)).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('shows a declined card', () => {
    renderWithTheme(
      <TestPaymentScreen
        checkout={checkout}
        onPay={jest.fn()}
        errorMessage={PAYMENT_TEXTS.declined}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('says when the request is already paid', () => {
    renderWithTheme(
      <TestPaymentScreen
        checkout={{ ...checkout, status: 'paid' }}
        onPay={jest.fn()}
        requestHref="/valuations/v1"
      />,
    );
    expect(screen.getByText(PAYMENT_TEXTS.alreadyPaid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your request' })).toHaveAttribute(
      'href',
      '/valuations/v1',
    );
  });
});
