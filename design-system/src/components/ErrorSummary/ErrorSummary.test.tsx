import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ErrorSummary, focusField } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('takes the focus and lists each problem as a link to its field', async () => {
    const onSelect = jest.fn();
    renderWithTheme(
      <ErrorSummary
        title="Before you can proceed:"
        problems={[
          { id: 'first', message: 'Enter your name' },
          { id: 'photos', message: 'Add a photo' },
        ]}
        onSelect={onSelect}
      />,
    );
    const alert = screen.getByRole('alert', { name: 'Before you can proceed:' });
    expect(alert).toHaveFocus();
    const link = screen.getByRole('link', { name: 'Add a photo' });
    expect(link).toHaveAttribute('href', '#photos');
    await userEvent.setup().click(link);
    expect(onSelect).toHaveBeenCalledWith({ id: 'photos', message: 'Add a photo' });
  });

  it('renders nothing without a problem', () => {
    renderWithTheme(<ErrorSummary title="Problems" problems={[]} onSelect={jest.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("focuses a field by id, or a section's first control", () => {
    renderWithTheme(
      <>
        <input id="name" aria-label="Name" />
        <section>
          <h2 id="heading">Service</h2>
          <button type="button">Watch</button>
        </section>
      </>,
    );
    expect(focusField('name')).toBe(true);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(focusField('heading')).toBe(true);
    expect(screen.getByRole('button', { name: 'Watch' })).toHaveFocus();
    expect(focusField('nowhere')).toBe(false);
  });
});
