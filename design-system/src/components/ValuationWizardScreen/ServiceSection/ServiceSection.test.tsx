import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE } from '@valuation/contracts';
import { formatPrice } from '../../../catalogue';
import { renderWithTheme } from '../../../test/render';
import { ServiceSection } from './ServiceSection';

describe('ServiceSection', () => {
  it('offers every service with its lowest price and reports the one chosen', async () => {
    const onSelect = jest.fn();
    renderWithTheme(
      <ServiceSection services={CATALOGUE.services} selected="watch" onSelect={onSelect} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Choose a Service' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(CATALOGUE.services.length);
    const handbag = CATALOGUE.services.find((s) => s.type === 'handbag')!;
    const lowest = Math.min(handbag.tiers.express.price, handbag.tiers.standard.price);
    const card = within(group).getByRole('radio', { name: new RegExp(handbag.title) });
    expect(card).toHaveTextContent(`From ${formatPrice(lowest)}`);
    expect(card).not.toBeChecked();
    expect(within(group).getByRole('radio', { checked: true })).toHaveTextContent(
      CATALOGUE.services.find((s) => s.type === 'watch')!.title,
    );
    await userEvent.setup().click(card);
    expect(onSelect).toHaveBeenCalledWith('handbag');
  });
});
