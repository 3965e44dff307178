export {
  ToastStack,
  TOAST_LIFETIME_MS,
  type Toast,
  type ToastType,
  type ToastStackProps,
} from './ToastStack';
