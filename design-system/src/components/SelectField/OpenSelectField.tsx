import MenuItem from '@mui/material/MenuItem';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import type { SelectOption } from './selectOptions';

export type OpenSelectFieldProps = Omit<MuiTextFieldProps, 'select'> & {
  options?: readonly SelectOption[];
};

/**
 * MUI's TextField with `select`, its options drawn as MenuItems: the part of SelectField and
 * LazySelectField that loads on demand (with Select, Menu, Popover, Modal and MenuItem), so a
 * field given `options` brings no MenuItem at page start. `children` (MenuItems) still work.
 */
export default function OpenSelectField({ options, children, ...props }: OpenSelectFieldProps) {
  return (
    <MuiTextField {...props} select>
      {options
        ? options.map((option) => (
            <MenuItem key={String(option.value)} value={option.value}>
              {option.label}
            </MenuItem>
          ))
        : children}
    </MuiTextField>
  );
}
