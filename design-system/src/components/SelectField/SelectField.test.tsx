import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MenuItem from '@mui/material/MenuItem';
import { renderWithTheme } from '../../test/render';
import { SelectField } from './SelectField';

function Length({ onChange = () => {} }: { onChange?: (hours: number) => void }) {
  const [hours, setHours] = useState(2);
  return (
    <SelectField
      label="Visit length"
      name="hours"
      value={hours}
      onChange={(event) => {
        setHours(Number(event.target.value));
        onChange(Number(event.target.value));
      }}
    >
      {[1, 2, 3].map((h) => (
        <MenuItem key={h} value={h}>
          {h} hour{h === 1 ? '' : 's'}
        </MenuItem>
      ))}
    </SelectField>
  );
}

describe('SelectField', () => {
  it('shows the closed select with its label and chosen option before its code loads', () => {
    renderWithTheme(<Length />);
    const select = screen.getByRole('combobox', { name: /Visit length/ });
    expect(select).toHaveTextContent('2 hours');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens the menu on the first click and chooses an option', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithTheme(<Length onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: /Visit length/ }));
    await user.click(await screen.findByRole('option', { name: '3 hours' }, { timeout: 15_000 }));
    expect(onChange).toHaveBeenCalledWith(3);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Visit length/ })).toHaveTextContent('3 hours'),
    );
  });

  it('opens from the keyboard, and the focus comes back to the field when the menu closes', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Length />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Visit length/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /Visit length/ })).toHaveFocus();
  });
});
