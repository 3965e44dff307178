import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { completedValuation, sampleValuation } from '../../test/fixtures';
import { ItemIdentityCard } from './ItemIdentityCard';

describe('ItemIdentityCard', () => {
  it('shows the purpose and the model, reference and serial the customer gave', () => {
    renderWithTheme(
      <ItemIdentityCard
        valuation={sampleValuation({
          purpose: 'market',
          itemModel: 'Submariner Date',
          itemReference: '126610LN',
          itemSerial: '  ',
        })}
      />,
    );
    const card = screen.getByRole('region', { name: 'The item' });
    const list = within(card)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(list).toEqual(['Selling or market value', 'Submariner Date', '126610LN']);
    expect(within(card).getByText('Reference number')).toBeInTheDocument();
    expect(within(card).queryByText('Serial number')).toBeNull();
    expect(screen.queryByRole('region', { name: 'As identified by the expert' })).toBeNull();
  });

  it('says when no details were given', () => {
    renderWithTheme(<ItemIdentityCard valuation={sampleValuation()} />);
    expect(screen.getByText('Insurance')).toBeInTheDocument();
    expect(screen.getByText('You gave no model, reference or serial number.')).toBeInTheDocument();
  });

  it('once completed, lists the identity the expert recorded as the certificate prints it', () => {
    const done = completedValuation();
    renderWithTheme(
      <ItemIdentityCard
        valuation={{
          ...done,
          result: {
            ...done.result!,
            identity: {
              brand: 'Rolex',
              model: 'Submariner Date',
              serial: '7Y3K1290',
              condition: 'Excellent',
            },
          },
        }}
      />,
    );
    const recorded = screen.getByRole('region', { name: 'As identified by the expert' });
    const terms = within(recorded)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(terms).toEqual(['Maker', 'Model', 'Serial number', 'Condition']);
    expect(recorded).toHaveTextContent('7Y3K1290');
  });
});
