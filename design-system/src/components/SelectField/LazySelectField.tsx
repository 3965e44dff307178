import { lazy, Suspense } from 'react';
import type { TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { TextField } from '../TextField';
import { shownText } from './shownText';

const MuiTextField = lazy(() => import('@mui/material/TextField'));

/**
 * A select field (MUI's TextField with `select`) that loads its code, with Select's Menu, Popover
 * and Modal, when it is first rendered (ADR 021): for a select that shows only after the visitor
 * did something (the wizard's brand, once a watch or a handbag is chosen). Until then it shows a
 * read-only field of the same size with the label and the chosen option's text. Not for a field
 * on a prerendered page (the prerender renders synchronously).
 */
export function LazySelectField(props: Omit<MuiTextFieldProps, 'select'>) {
  const { label, value, helperText, error, disabled, id, fullWidth, size, sx, children } = props;
  return (
    <Suspense
      fallback={
        <TextField
          id={id}
          label={label}
          value={shownText(children, value)}
          helperText={helperText}
          error={error}
          disabled={disabled}
          fullWidth={fullWidth}
          size={size}
          sx={sx}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      }
    >
      <MuiTextField {...props} select />
    </Suspense>
  );
}
