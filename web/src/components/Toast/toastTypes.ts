export type ToastType = 'info' | 'success' | 'error';

/** What a caller shows: a message, and optionally one action button. */
export interface Toast {
  type: ToastType;
  message: string;
  /** Stays until the user dismisses it or code removes it; otherwise it goes after 5 seconds. */
  persisted?: boolean;
  /** A button next to the message; clicking it runs `onClick` and dismisses the toast. */
  action?: { text: string; onClick(): void };
}

export interface ToastApi {
  /** Shows a toast and answers its id, for `removeToast` and `updateToast`. */
  addToast(toast: Toast): string;
  /** Removes a toast; an unknown or already removed id does nothing. */
  removeToast(id: string): void;
  /** Changes a shown toast (say 'Updating issues' into 'Bulk update completed successfully'); its 5-second timer starts over. */
  updateToast(id: string, partial: Partial<Toast>): void;
}

/** How long a toast that is not persisted stays on screen, hover and focus not counted. */
export const TOAST_DURATION_MS = 5000;
/** How many toasts show at once; older ones wait (persisted) or go (the others). */
export const MAX_VISIBLE_TOASTS = 3;

/** A toast as the provider keeps it: `revision` counts updates so the timer can restart. */
export interface ToastEntry extends Toast {
  id: string;
  revision: number;
}
