export { ErrorFallbackScreen, type ErrorFallbackScreenProps } from './ErrorFallbackScreen';
