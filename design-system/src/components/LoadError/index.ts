export { LoadError, TRY_AGAIN, type LoadErrorProps } from './LoadError';
