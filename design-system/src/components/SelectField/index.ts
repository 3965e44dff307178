export { LazySelectField, type LazySelectFieldProps } from './LazySelectField';
export { SelectField, type SelectFieldProps } from './SelectField';
export type { SelectOption } from './selectOptions';
