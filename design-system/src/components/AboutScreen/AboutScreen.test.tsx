import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { AboutScreen } from './AboutScreen';

describe('AboutScreen', () => {
  it('has one h1, the four statistics and Our Story with the founding year', () => {
    renderWithTheme(<AboutScreen />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Luxe Valuations');

    const figures = screen.getByRole('region', { name: 'Luxe Valuations in figures' });
    const terms = within(figures)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(figures)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual([
      'Years of Experience',
      'Valuations Completed',
      'Client Satisfaction',
      'Expert Appraisers',
    ]);
    expect(values).toEqual(['25+', '10,000+', '99%', '15']);

    expect(screen.getByRole('heading', { level: 2, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByText(/founded in London in 1998/)).toBeInTheDocument();
  });

  it('shows its illustration with a reserved box', () => {
    renderWithTheme(<AboutScreen />);
    const image = screen.getByRole('img', { name: /loupe/ });
    expect(image).toHaveAttribute('width', '1024');
    expect(image).toHaveAttribute('height', '768');
  });
});
