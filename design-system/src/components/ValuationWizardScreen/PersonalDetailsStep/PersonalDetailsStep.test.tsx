import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../../test/render';
import { WizardForm } from '../../../test/wizardForm';
import { PersonalDetailsStep } from './PersonalDetailsStep';

describe('PersonalDetailsStep', () => {
  it('asks for name, email, phone and the postal address, with autocomplete hints', () => {
    renderWithTheme(
      <WizardForm initialValues={{ firstName: 'Amelia', address: { city: 'London' } as never }}>
        {(field) => <PersonalDetailsStep field={field} />}
      </WizardForm>,
    );
    expect(screen.getByRole('heading', { name: 'Personal Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Postal Address' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Amelia');
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    expect(screen.getByLabelText(/^City/)).toHaveValue('London');
    for (const label of [/^Last name/, /^Street/, /^Postal code/, /^Country/])
      expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText(/^State \/ County/)).not.toBeRequired();
  });
});
