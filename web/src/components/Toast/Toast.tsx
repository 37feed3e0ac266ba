import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ToastItem } from './ToastItem';
import { MAX_VISIBLE_TOASTS, type ToastApi, type ToastEntry } from './toastTypes';
import styles from './Toast.module.css';

export { MAX_VISIBLE_TOASTS, TOAST_DURATION_MS } from './toastTypes';
export type { Toast, ToastApi, ToastType } from './toastTypes';

let nextId = 0;

// Outside a provider (a component rendered alone in a test) toasts go nowhere.
const noopApi: ToastApi = {
  addToast: () => `toast-${++nextId}`,
  removeToast: () => undefined,
  updateToast: () => undefined,
};

const ToastContext = createContext<ToastApi>(noopApi);

/** The toast functions of the nearest `ToastProvider` (no-ops without one). The object is stable. */
export function useToast(): ToastApi {
  return useContext(ToastContext);
}

/** Only the newest toasts show; the older ones that are not persisted would never be seen, so they go. */
function trim(toasts: ToastEntry[]): ToastEntry[] {
  const hiddenCount = toasts.length - MAX_VISIBLE_TOASTS;
  if (hiddenCount <= 0) return toasts;
  return toasts.filter((toast, index) => index >= hiddenCount || toast.persisted);
}

export interface ToastProviderProps {
  children?: ReactNode;
}

/**
 * Holds the page's toasts and shows them at the bottom left, newest last, like GitHub's. Each toast
 * is its own live region: `role="status"` for info and success, `role="alert"` for errors.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);

  const removeToast = useCallback((id: string) => {
    setToasts((current) => (current.some((toast) => toast.id === id) ? current.filter((toast) => toast.id !== id) : current));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      addToast(toast) {
        const id = `toast-${++nextId}`;
        setToasts((current) => trim([...current, { ...toast, id, revision: 0 }]));
        return id;
      },
      removeToast,
      updateToast(id, partial) {
        setToasts((current) =>
          current.map((toast) => (toast.id === id ? { ...toast, ...partial, id, revision: toast.revision + 1 } : toast)),
        );
      },
    }),
    [removeToast],
  );

  const visible = toasts.slice(-MAX_VISIBLE_TOASTS);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region}>
        {visible.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={removeToast} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
