import { CheckIcon, InfoIcon, StopIcon, XIcon, type Icon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { TOAST_DURATION_MS, type ToastEntry, type ToastType } from './toastTypes';
import styles from './Toast.module.css';

const ICONS: Record<ToastType, Icon> = { info: InfoIcon, success: CheckIcon, error: StopIcon };

export interface ToastItemProps {
  toast: ToastEntry;
  onDismiss(id: string): void;
}

/**
 * Calls `onExpire` once a toast has been on screen for `TOAST_DURATION_MS`, not counting the time it
 * was paused (hovered or focused). A new `revision` (the toast was updated) starts the count over.
 */
function useAutoDismiss(enabled: boolean, paused: boolean, revision: number, onExpire: () => void) {
  const onExpireRef = useRef(onExpire);
  const clock = useRef({ revision, remaining: TOAST_DURATION_MS });
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (!enabled || paused) return;
    const state = clock.current;
    if (state.revision !== revision) {
      state.revision = revision;
      state.remaining = TOAST_DURATION_MS;
    }
    const startedAt = Date.now();
    const timer = setTimeout(() => onExpireRef.current(), Math.max(state.remaining, 0));
    return () => {
      clearTimeout(timer);
      state.remaining -= Date.now() - startedAt;
    };
  }, [enabled, paused, revision]);
}

/** One toast: icon, message (its live region), optional action, and the dismiss button. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { id, type, message, persisted, action, revision } = toast;
  const rootRef = useRef<HTMLDivElement>(null);
  // Where focus was before it entered the toast, to put it back when a focused toast goes away.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useAutoDismiss(!persisted, hovered || focused, revision, () => onDismiss(id));

  const dismiss = () => {
    const root = rootRef.current;
    const returnTo = returnFocusRef.current;
    if (root?.contains(document.activeElement) && returnTo?.isConnected) returnTo.focus();
    onDismiss(id);
  };

  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (!event.currentTarget.contains(from) && from instanceof HTMLElement) returnFocusRef.current = from;
    setFocused(true);
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    dismiss();
  };

  const Icon = ICONS[type];
  const isError = type === 'error';
  return (
    <div
      ref={rootRef}
      className={`${styles.toast} ${styles[type]}`}
      data-toast-type={type}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={handleFocus}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon size={16} />
      </span>
      {/* The live region holds the message alone, so the buttons are not read out with it. */}
      <span className={styles.message} role={isError ? 'alert' : 'status'} aria-live={isError ? 'assertive' : 'polite'} aria-atomic="true">
        {message}
      </span>
      <span className={styles.actions}>
        {action && (
          <Button
            size="small"
            variant="invisible"
            onClick={() => {
              action.onClick();
              dismiss();
            }}
          >
            {action.text}
          </Button>
        )}
        <IconButton icon={XIcon} size="small" variant="invisible" aria-label="Dismiss" onClick={dismiss} />
      </span>
    </div>
  );
}
