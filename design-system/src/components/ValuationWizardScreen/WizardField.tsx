import type { ChangeEvent, ReactNode } from 'react';
import type { FormikProps } from 'formik';
import type { TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import { LazySelectField, type SelectOption } from '../SelectField';
import { TextField } from '../TextField';
import { valueAt, type ValuationWizardValues } from './wizardValues';

/**
 * Renders one text field of the wizard by its (dotted) name: `field('address.city', 'City')`; a
 * select with `select: true` and its `options`.
 */
export type WizardFieldRenderer = (
  name: string,
  label: string,
  extra?: Partial<MuiTextFieldProps> & { options?: readonly SelectOption[] },
) => ReactNode;

/** The wizard's form, and how its fields show: what a later step's part renders its fields with. */
export interface WizardFieldBinding {
  formik: FormikProps<ValuationWizardValues>;
  /** The step's "Continue" or "Proceed to Payment" was tried: every error shows. */
  attempted: boolean;
  disabled: boolean;
}

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
    // A select (the brand) shows once a service is chosen: its menu's code, with the options'
    // MenuItems, loads with it.
    const Field = extra.select ? LazySelectField : TextField;
    const { select: _select, options, ...rest } = extra;
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
        {...(extra.select ? { options } : {})}
        helperText={error ?? extra.helperText ?? ' '}
      />
    );
  };
}
