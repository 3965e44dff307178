import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
}

export interface ToastStackProps {
  toasts: Toast[];
  /** Called when a toast is closed or its lifetime (5 s) is over. */
  onDismiss: (id: string) => void;
}

/** How long a toast stays before it dismisses itself. */
export const TOAST_LIFETIME_MS = 5000;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const dismissRef = useRef(onDismiss);
  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);

  // One timer per toast, started when it appears; new toasts or re-renders do not reset it.
  useEffect(() => {
    const timer = setTimeout(() => dismissRef.current(toast.id), TOAST_LIFETIME_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);

  return (
    <Alert
      severity={toast.type}
      role={toast.type === 'error' ? 'alert' : 'status'}
      variant="outlined"
      closeText="Dismiss notification"
      onClose={() => onDismiss(toast.id)}
      sx={{
        pointerEvents: 'auto',
        bgcolor: 'background.paper',
        boxShadow: 6,
        width: '100%',
      }}
    >
      {toast.message}
    </Alert>
  );
}

/** Stacked notifications, bottom centre, each dismissible and gone after 5 seconds. */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  return (
    <Box
      data-testid="toast-stack"
      sx={{
        position: 'fixed',
        left: '50%',
        bottom: { xs: 16, sm: 24 },
        transform: 'translateX(-50%)',
        width: 'min(480px, calc(100vw - 32px))',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </Box>
  );
}
