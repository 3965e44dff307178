import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { SelectField } from './SelectField';
import type { SelectOption } from './selectOptions';

// MenuItem's module is evaluated when something first imports it: the options form must not.
const mockMenuItemLoaded = jest.fn();
jest.mock('@mui/material/MenuItem', () => {
  mockMenuItemLoaded();
  return jest.requireActual('@mui/material/MenuItem');
});

// The first open loads MUI's Select: slow in jsdom on the shared 2-core machine.
jest.setTimeout(20_000);
const SLOW = { timeout: 15_000 };

const SERVICES: SelectOption[] = [
  { value: '', label: 'All services' },
  { value: 'watch', label: 'Watch' },
  { value: 'handbag', label: 'Handbag' },
];

function Service({
  initial = 'watch',
  onChange = () => {},
}: {
  initial?: string;
  onChange?: (value: string) => void;
}) {
  const [service, setService] = useState(initial);
  return (
    <SelectField
      label="Service"
      name="service"
      value={service}
      onChange={(event) => {
        setService(event.target.value);
        onChange(event.target.value);
      }}
      options={SERVICES}
    />
  );
}

describe('SelectField with its options as data', () => {
  it('shows the chosen option closed, and loads no MenuItem until it first opens', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<Service />);
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(select).toHaveTextContent('Watch');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');
    expect(select).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(mockMenuItemLoaded).not.toHaveBeenCalled();

    await user.click(select);
    const listbox = await screen.findByRole('listbox', {}, SLOW);
    expect(mockMenuItemLoaded).toHaveBeenCalled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All services',
      'Watch',
      'Handbag',
    ]);
    expect(screen.getByRole('option', { name: 'Watch' })).toHaveAttribute('aria-selected', 'true');
    expect(listbox).toBeInTheDocument();
  });

  it('shows an empty value as MUI does (nothing), and chooses an option with a click', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = jest.fn();
    renderWithTheme(<Service initial="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Service' });
    expect(select).not.toHaveTextContent('All services');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Handbag' }, SLOW));
    expect(onChange).toHaveBeenCalledWith('handbag');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveTextContent('Handbag'),
    );
  });

  it.each([' ', 'Enter', 'ArrowDown', 'ArrowUp'])(
    'opens from the keyboard with %j, and a choice made with the keys is kept',
    async (key) => {
      const user = userEvent.setup({ delay: null });
      const onChange = jest.fn();
      renderWithTheme(<Service onChange={onChange} />);
      await user.tab();
      expect(screen.getByRole('combobox', { name: 'Service' })).toHaveFocus();
      await user.keyboard(key === ' ' ? '[Space]' : `{${key}}`);
      await screen.findByRole('listbox', {}, SLOW);
      await waitFor(() => expect(screen.getByRole('option', { name: 'Watch' })).toHaveFocus());
      await user.keyboard('{ArrowDown}{Enter}');
      expect(onChange).toHaveBeenCalledWith('handbag');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      const select = screen.getByRole('combobox', { name: 'Service' });
      expect(select).toHaveTextContent('Handbag');
      expect(select).toHaveFocus();
    },
  );
});
