import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE, type ServiceType } from '@valuation/contracts';
import { renderWithTheme } from '../../../test/render';
import { WizardForm } from '../../../test/wizardForm';
import { ItemDetailsSection } from './ItemDetailsSection';

jest.setTimeout(20_000);

function setup(serviceType: ServiceType) {
  const onPhotosChange = jest.fn();
  renderWithTheme(
    <WizardForm initialValues={{ serviceType, serviceTier: 'standard' }}>
      {(field, formik) => (
        <ItemDetailsSection
          catalogue={CATALOGUE}
          values={formik.values}
          field={field}
          photos={[]}
          onPhotosChange={onPhotosChange}
          onCheckboxChange={formik.handleChange}
        />
      )}
    </WizardForm>,
  );
  return { user: userEvent.setup() };
}

describe('ItemDetailsSection', () => {
  it.each([
    ['watch', /Watch brand/, CATALOGUE.watchBrands],
    ['handbag', /Handbag brand/, CATALOGUE.handbagBrands],
  ] as const)('offers a %s exactly the brands of the catalogue', async (service, name, brands) => {
    const { user } = setup(service);
    await user.click(await screen.findByRole('combobox', { name }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([...brands]);
  });

  it.each([
    ['watch', 'Photos that help us value a watch', /reference and serial numbers/],
    ['jewellery', 'Photos that help us value jewellery', /hallmarks/],
    ['handbag', 'Photos that help us value a handbag', /date code/],
    ['art', 'Photos that help us value a work of art', /signature/],
  ] as const)('tells a %s which photos to take', (service, title, shot) => {
    setup(service);
    const guidance = screen.getByRole('region', { name: title });
    expect(within(guidance).getAllByRole('listitem').length).toBeGreaterThan(3);
    expect(within(guidance).getByText(shot)).toBeInTheDocument();
  });

  it('asks a watch for its brand, "Other" revealing a free-text field, and no value or year', async () => {
    const { user } = setup('watch');
    expect(screen.getByRole('heading', { name: 'Item Details' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Year of purchase/)).toBeNull();
    expect(screen.queryByLabelText(/^Other watch brand/)).toBeNull();
    await user.click(screen.getByRole('combobox', { name: /Watch brand/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Other' }));
    expect(screen.getByLabelText(/^Other watch brand/)).toBeRequired();
  });

  it('asks a handbag for its brand, last known value and year; jewellery for no brand', () => {
    setup('handbag');
    expect(screen.getByRole('combobox', { name: /Handbag brand/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Last known value/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Year of purchase/)).toBeInTheDocument();
  });

  it('has the description, the photos and the auto-revalue box with its price', async () => {
    const { user } = setup('jewellery');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByLabelText(/^Item description/)).toBeRequired();
    expect(screen.getByText('Photos (at least one is needed)')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: /^Auto-revalue: revalue my item after/ });
    await user.click(box);
    expect(box).toBeChecked();
  });

  it('asks what the valuation is for (insurance first) and the model, reference and serial', async () => {
    const { user } = setup('art');
    const purpose = screen.getByRole('radiogroup', { name: 'What is the valuation for?' });
    expect(
      within(purpose)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['insurance', 'probate', 'market']);
    expect(within(purpose).getByRole('radio', { name: /^Insurance/ })).toBeChecked();
    await user.click(within(purpose).getByRole('radio', { name: /^Probate/ }));
    expect(within(purpose).getByRole('radio', { name: /^Probate/ })).toBeChecked();
    for (const label of [/^Model/, /^Reference number/, /^Serial number/])
      expect(screen.getByLabelText(label)).not.toBeRequired();
  });
});
