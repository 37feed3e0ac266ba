import { BaseStyles, ConfirmationDialog } from '@primer/react';
import { createRoot } from 'react-dom/client';
import type { ConfirmOptions } from './useLazyConfirm';

/**
 * Shows a confirmation dialog in a root of its own and resolves with whether it was confirmed: what
 * Primer's `useConfirm` function does, in the module `useLazyConfirm` loads on first use.
 */
export function confirmDialog({ content, ...props }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onClose = (gesture: string) => {
      root.unmount();
      host.remove();
      resolve(gesture === 'confirm');
    };
    root.render(
      <BaseStyles>
        <ConfirmationDialog {...props} onClose={onClose}>
          {content}
        </ConfirmationDialog>
      </BaseStyles>,
    );
  });
}
