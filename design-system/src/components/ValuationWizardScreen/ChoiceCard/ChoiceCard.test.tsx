import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../test/render';
import { ChoiceCard } from './ChoiceCard';

describe('ChoiceCard', () => {
  it('is a radio named by its title and content, checked when selected', async () => {
    const onSelect = jest.fn();
    const { rerender } = renderWithTheme(
      <ChoiceCard selected={false} onSelect={onSelect} title="Watch">
        From £95
      </ChoiceCard>,
    );
    const card = screen.getByRole('radio', { name: /Watch\s*From £95/ });
    expect(card).not.toBeChecked();
    await userEvent.setup().click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
    rerender(<ChoiceCard selected onSelect={onSelect} title="Watch" />);
    expect(screen.getByRole('radio', { name: 'Watch' })).toBeChecked();
  });
});
