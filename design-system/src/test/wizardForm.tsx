import type { ReactNode } from 'react';
import { useFormik, type FormikProps } from 'formik';
import {
  mergeValues,
  type ValuationWizardValues,
} from '../components/ValuationWizardScreen/wizardValues';
import {
  wizardFieldRenderer,
  type WizardFieldRenderer,
} from '../components/ValuationWizardScreen/WizardField';
import { validateValuationForm } from '../validation/valuationSchema';

/** A wizard form (the screen's Formik setup) for testing one of its parts. */
export function WizardForm({
  initialValues,
  attempted = false,
  children,
}: {
  initialValues?: Partial<ValuationWizardValues>;
  attempted?: boolean;
  children: (field: WizardFieldRenderer, formik: FormikProps<ValuationWizardValues>) => ReactNode;
}) {
  const formik = useFormik<ValuationWizardValues>({
    initialValues: mergeValues(initialValues),
    validate: validateValuationForm,
    validateOnMount: true,
    onSubmit: () => undefined,
  });
  return (
    <form>{children(wizardFieldRenderer(formik, { attempted, disabled: false }), formik)}</form>
  );
}
