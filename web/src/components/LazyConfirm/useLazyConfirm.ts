import type { useConfirm } from '@primer/react';

/** What Primer's `confirm` takes: the dialog's title, content and buttons. */
export type ConfirmOptions = Parameters<ReturnType<typeof useConfirm>>[0];

async function confirm(options: ConfirmOptions): Promise<boolean> {
  return (await import('./confirmDialog')).confirmDialog(options);
}

/**
 * Primer's `useConfirm`, with the dialog's code (Dialog, ConfirmationDialog) loaded when a first
 * confirmation is asked for rather than with the page: an async `confirm` resolving with whether
 * the confirm button was used.
 */
export function useLazyConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  return confirm;
}
