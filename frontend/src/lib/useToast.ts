import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { toastAdded, type ToastType } from './toastSlice';

export interface ToastApi {
  show(message: string, type?: ToastType): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
}

/** `const toast = useToast(); toast.success('Saved')` — a thin wrapper over the toast slice. */
export function useToast(): ToastApi {
  const dispatch = useDispatch();
  return useMemo(() => {
    const show = (message: string, type: ToastType = 'info') => {
      dispatch(toastAdded(message, type));
    };
    return {
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      info: (message) => show(message, 'info'),
      warning: (message) => show(message, 'warning'),
    };
  }, [dispatch]);
}
