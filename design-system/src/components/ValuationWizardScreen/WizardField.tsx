import type { ChangeEvent, ReactNode } from 'react';
import type { FormikProps } from 'formik';
import type { TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { LazySelectField } from '../SelectField';
import { TextField } from '../TextField';
import { valueAt, type ValuationWizardValues } from './wizardValues';

/** Renders one text field of the wizard by its (dotted) name: `field('address.city', 'City')`. */
export type WizardFieldRenderer = (
  name: string,
  label: string,
  extra?: Partial<MuiTextFieldProps>,
) => ReactNode;

/**
 * The wizard's text fields, bound to its Formik form: an error shows once the field was touched
 * or filled, or after "Proceed to Payment" was tried.
 */
export function wizardFieldRenderer(
  formik: FormikProps<ValuationWizardValues>,
  { attempted, disabled }: { attempted: boolean; disabled: boolean },
): WizardFieldRenderer {
  const errorFor = (name: string): string | undefined => {
    const shown =
      attempted || Boolean(valueAt(formik.touched, name)) || Boolean(valueAt(formik.values, name));
    const error = valueAt(formik.errors, name);
    return shown && typeof error === 'string' ? error : undefined;
  };
  return function field(name, label, extra = {}) {
    const error = errorFor(name);
    // A select (the brand) shows once a service is chosen: its menu's code loads with it.
    const Field = extra.select ? LazySelectField : TextField;
    const { select: _select, ...rest } = extra;
    return (
      <Field
        id={`valuation-${name.replace('.', '-')}`}
        name={name}
        label={label}
        value={valueAt(formik.values, name) as string}
        onChange={(event: ChangeEvent<HTMLInputElement>) => formik.handleChange(event)}
        onBlur={formik.handleBlur}
        error={Boolean(error)}
        disabled={disabled}
        fullWidth
        {...(rest as object)}
        helperText={error ?? extra.helperText ?? ' '}
      />
    );
  };
}
