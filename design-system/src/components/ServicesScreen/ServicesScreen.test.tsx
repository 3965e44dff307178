import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { CATALOGUE, type Catalogue } from '@valuation/contracts';
import { ServicesScreen } from './ServicesScreen';

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('ServicesScreen', () => {
  it('shows the three feature cards under one h1', () => {
    renderWithTheme(<ServicesScreen catalogue={CATALOGUE} onGetStarted={jest.fn()} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
    for (const title of ['Expert Valuation', 'Fast Turnaround', 'Secure Process']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('shows one pricing card per service with express and standard price and turnaround', () => {
    renderWithTheme(<ServicesScreen catalogue={CATALOGUE} onGetStarted={jest.fn()} />);
    expect(screen.getAllByRole('article')).toHaveLength(4);
    const jewellery = card('Jewellery Valuation');
    expect(jewellery).toHaveTextContent('Express£751 business day');
    expect(jewellery).toHaveTextContent('Standard£552-4 business days');
    const art = card('Art Valuation');
    expect(art).toHaveTextContent('£155');
    expect(art).toHaveTextContent('2-3 business days');
    expect(art).toHaveTextContent('£135');
    expect(art).toHaveTextContent('4-7 business days');
    expect(screen.getByText(/£185 per hour/)).toBeInTheDocument();
  });

  it('takes every figure from the catalogue', () => {
    const changed: Catalogue = {
      ...CATALOGUE,
      services: [
        {
          ...CATALOGUE.services[2],
          tiers: {
            express: { name: 'Express', price: 140, turnaround: '2 business days' },
            standard: { name: 'Standard', price: 120, turnaround: '5 business days' },
          },
        },
      ],
    };
    renderWithTheme(<ServicesScreen catalogue={changed} onGetStarted={jest.fn()} />);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card('Handbag Valuation')).toHaveTextContent('Express£1402 business days');
  });

  it('hands the card’s service to onGetStarted', () => {
    const onGetStarted = jest.fn();
    renderWithTheme(<ServicesScreen catalogue={CATALOGUE} onGetStarted={onGetStarted} />);
    fireEvent.click(within(card('Watch Valuation')).getByRole('button', { name: 'Get Started' }));
    expect(onGetStarted).toHaveBeenCalledWith('watch');
  });

  it('shows skeletons and a status while the catalogue loads', () => {
    renderWithTheme(<ServicesScreen loading onGetStarted={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading prices...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('shows the error with a Try again button that calls onRetry', () => {
    const onRetry = jest.fn();
    renderWithTheme(
      <ServicesScreen
        errorMessage="Network error. Please check your connection."
        onRetry={onRetry}
        onGetStarted={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
