import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { FullScreenLoader } from './FullScreenLoader';

it('shows "Loading..." in a status region', () => {
  renderWithTheme(<FullScreenLoader />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
});

it('accepts another label', () => {
  renderWithTheme(<FullScreenLoader label="Checking your session..." />);
  expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
});
