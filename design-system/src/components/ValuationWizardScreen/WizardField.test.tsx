import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { WizardForm } from '../../test/wizardForm';

describe('wizardFieldRenderer', () => {
  it('binds a dotted name to the form and shows its error once filled', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <WizardForm>
        {(field, formik) => (
          <>
            {field('address.postalCode', 'Postal code', { required: true })}
            <output aria-label="value">{formik.values.address.postalCode}</output>
          </>
        )}
      </WizardForm>,
    );
    const input = screen.getByLabelText(/^Postal code/);
    expect(input).toHaveAttribute('id', 'valuation-address-postalCode');
    await user.click(input);
    await user.paste('W1S 1AA');
    expect(screen.getByLabelText('value')).toHaveTextContent('W1S 1AA');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
  });

  it('shows every error after "Proceed to Payment" was tried', async () => {
    renderWithTheme(
      <WizardForm attempted>{(field) => field('firstName', 'First name')}</WizardForm>,
    );
    await waitFor(() =>
      expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true'),
    );
  });
});
