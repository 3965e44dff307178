import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/render';
import { PageScaffold } from './PageScaffold';

it('renders the title as h1 with description and content', () => {
  renderWithTheme(
    <PageScaffold title="Services" description="What we value">
      <p>Content</p>
    </PageScaffold>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
  expect(screen.getByText('What we value')).toBeInTheDocument();
  expect(screen.getByText('Content')).toBeInTheDocument();
});
