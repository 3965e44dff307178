import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { SectionCard } from './SectionCard';

describe('SectionCard', () => {
  it('is a region named by its h2 heading, with its description and content', () => {
    renderWithTheme(
      <SectionCard
        title="Security Settings"
        description="Keep your password up to date."
        actions={<button type="button">Edit</button>}
      >
        <p>Content</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Security Settings' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Security Settings' }),
    ).toBeInTheDocument();
    expect(region).toHaveTextContent('Keep your password up to date.');
    expect(region).toHaveTextContent('Content');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('takes another heading level', () => {
    renderWithTheme(<SectionCard title="Password" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
