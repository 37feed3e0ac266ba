import type { Dialog as PrimerDialog } from '@primer/react/experimental';
import { lazy, Suspense, type ComponentProps } from 'react';
import { preloadCode } from '../../lib/preloadCode';

const Dialog = lazy(async () => ({ default: (await import('./dialog')).Dialog }));

/** Starts loading the dialog's code (before a dialog is about to open), once. */
export function preloadDialog(): void {
  preloadCode(() => import('./dialog'));
}

/**
 * Primer's Dialog for dialogs a page renders only once someone opens them (a shortcut, a blocked
 * navigation, a side panel): the same props, with its code fetched when the first one renders,
 * which shows once that code is here.
 */
export function LazyDialog(props: ComponentProps<typeof PrimerDialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
