import { useEffect } from 'react';
import { Spinner } from './spinner';
import { toast as toastClass, toastClose, toastMessage, toastRegion } from './display.css';

/** One message of the {@link ToastRegion}. */
export interface ToastMessage {
  id: string;
  message: string;
  /** `loading` shows a spinner and stays until removed; the others hide after `TOAST_TIMEOUT_MS`. */
  status: 'info' | 'success' | 'error' | 'loading';
}

/** How long a toast stays visible, except a loading toast (spec site-shell.md: 5000 ms). */
export const TOAST_TIMEOUT_MS = 5000;

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  /** Called to remove a toast: its close button, or its timeout. */
  onDismiss: (id: string) => void;
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: string) => void }) {
  useEffect(() => {
    if (toast.status === 'loading') return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), TOAST_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.status, onDismiss]);
  return (
    <li className={toastClass({ status: toast.status })}>
      {toast.status === 'loading' ? <Spinner size="sm" /> : null}
      <span className={toastMessage}>{toast.message}</span>
      <button type="button" className={toastClose} aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </li>
  );
}

/**
 * Messages at the bottom of the screen, announced politely by screen readers. The region is always
 * in the page (live regions must exist before their content changes).
 *
 * @example
 * ```tsx
 * <ToastRegion toasts={toasts} onDismiss={(id) => setToasts((all) => all.filter((t) => t.id !== id))} />
 * ```
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <section aria-label="Notifications">
      <ol className={toastRegion} aria-live="polite" aria-relevant="additions">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}
