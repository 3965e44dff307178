export { ErrorSummary, focusField, type ErrorSummaryProps, type FormProblem } from './ErrorSummary';
