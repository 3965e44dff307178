export { LazySelectField } from './LazySelectField';
export { SelectField, type SelectFieldProps } from './SelectField';
