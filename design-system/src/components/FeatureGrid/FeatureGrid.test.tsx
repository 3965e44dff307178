import { screen, within } from '@testing-library/react';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { renderWithTheme } from '../../test/render';
import { FeatureGrid } from './FeatureGrid';

const features = [
  { title: 'Fast Turnaround', text: 'Results in as little as 24 hours.', Icon: BoltOutlined },
  { title: 'Secure Process', text: 'Secure, encrypted records.', Icon: SecurityOutlined },
];

describe('FeatureGrid', () => {
  it('lists one card per feature with its h3 title and text, icons hidden', () => {
    const { container } = renderWithTheme(<FeatureGrid features={features} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Fast Turnaround',
    );
    expect(items[0]).toHaveTextContent('Results in as little as 24 hours.');
    expect(within(items[1]).getByRole('heading', { level: 3 })).toHaveTextContent('Secure Process');
    for (const icon of container.querySelectorAll('svg')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('takes another heading level', () => {
    renderWithTheme(<FeatureGrid features={features} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
