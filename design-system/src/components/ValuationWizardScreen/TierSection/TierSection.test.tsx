import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE } from '@valuation/contracts';
import { renderWithTheme } from '../../../test/render';
import { TierSection } from './TierSection';

describe('TierSection', () => {
  it("offers the service's tiers with price and turnaround, and reports the one chosen", async () => {
    const onSelect = jest.fn();
    const handbag = CATALOGUE.services.find((s) => s.type === 'handbag')!;
    renderWithTheme(
      <TierSection
        service={handbag}
        currency={CATALOGUE.currency}
        selected=""
        onSelect={onSelect}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Service Level' });
    expect(
      within(group).getByRole('radio', { name: /Express £135 1-2 business days/ }),
    ).not.toBeChecked();
    await userEvent.setup().click(within(group).getByRole('radio', { name: /Standard £115/ }));
    expect(onSelect).toHaveBeenCalledWith('standard');
  });
});
