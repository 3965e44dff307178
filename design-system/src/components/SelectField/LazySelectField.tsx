import { lazy, Suspense } from 'react';
import { TextField } from '../TextField';
import type { OpenSelectFieldProps } from './OpenSelectField';
import { shownText } from './shownText';

const OpenSelectField = lazy(() => import('./OpenSelectField'));

/** MUI's TextField props without `select`; the options as data (`options`) or as MenuItems. */
export type LazySelectFieldProps = OpenSelectFieldProps;

/**
 * A select field (MUI's TextField with `select`) that loads its code, with Select's Menu, Popover
 * and Modal, when it is first rendered (ADR 021): for a select that shows only after the visitor
 * did something (the wizard's brand, once a watch or a handbag is chosen). Until then it shows a
 * read-only field of the same size with the label and the chosen option's text. Not for a field
 * on a prerendered page (the prerender renders synchronously). Give it `options` (value and
 * label) and its MenuItems load with it too.
 */
export function LazySelectField(props: LazySelectFieldProps) {
  const { label, value, helperText, error, disabled, id, fullWidth, size, sx, children, options } =
    props;
  return (
    <Suspense
      fallback={
        <TextField
          id={id}
          label={label}
          value={shownText(children, value, options)}
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
      <OpenSelectField {...props} />
    </Suspense>
  );
}
