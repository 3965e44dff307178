import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE } from '@valuation/contracts';
import { renderWithTheme } from '../../test/render';
import { SAMPLE_ADDRESS } from '../../test/fixtures';
import { ValuationWizardScreen, type ValuationWizardScreenProps } from './ValuationWizardScreen';

// The later parts' code loads when they are first shown (laterParts.tsx, issue 35): this file
// starts with none of it loaded (Jest's modules are per file), as a first visit does.

function Wizard(props: Partial<ValuationWizardScreenProps>) {
  const [photos, setPhotos] = useState<File[]>([]);
  return (
    <ValuationWizardScreen
      catalogue={CATALOGUE}
      photos={photos}
      onPhotosChange={setPhotos}
      onSubmit={jest.fn()}
      {...props}
    />
  );
}

jest.setTimeout(20000);

describe('ValuationWizardScreen, its later parts loading when shown', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('opens a draft on step 2: the personal details and "Proceed to Payment" come once loaded', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <Wizard
        initialValues={{ serviceType: 'art', serviceTier: 'express', firstName: 'Amelia' }}
        initialStep={1}
        savedContact={{ phoneNumber: '', address: SAMPLE_ADDRESS }}
      />,
    );
    // While step 2's code loads, its place is kept and "Proceed to Payment" cannot be pressed.
    expect(screen.queryByLabelText(/^First name/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();

    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Amelia');
    expect(screen.getByLabelText(/^Street/)).toHaveValue(SAMPLE_ADDRESS.street);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled(),
    );

    // The save-to-profile box comes (from its own chunk) once the typed contact differs.
    const box = { name: 'Save this phone number and address to my profile' };
    expect(screen.queryByRole('checkbox', box)).toBeNull();
    await user.click(screen.getByLabelText(/^Phone/));
    await user.paste('07700 900123');
    expect(await screen.findByRole('checkbox', box)).toBeChecked();
  });

  it('shows the item details once a service and a level are chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Wizard />);
    expect(screen.queryByRole('heading', { name: 'Item Details' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Professional watch valuation service/ }));
    const tiers = screen.getByRole('radiogroup', { name: 'Service Level' });
    await user.click(within(tiers).getByRole('radio', { name: /Standard/ }));
    expect(await screen.findByRole('heading', { name: 'Item Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Watch brand' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rolex' }));
    expect(screen.getByRole('combobox', { name: 'Watch brand' })).toHaveTextContent('Rolex');
  });

  it('focuses a field of the other step from the summary once its part is on the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(
      <Wizard initialValues={{ serviceType: 'handbag', serviceTier: 'express' }} initialStep={1} />,
    );
    const proceed = screen.getByRole('button', { name: 'Proceed to Payment' });
    await waitFor(() => expect(proceed).toBeEnabled());
    await user.click(proceed);
    const summary = await screen.findByRole('alert', { name: 'Before you can proceed:' });
    await user.click(within(summary).getByRole('link', { name: 'Please describe the item' }));
    await waitFor(() => expect(screen.getByLabelText(/^Item description/)).toHaveFocus());
  });
});
