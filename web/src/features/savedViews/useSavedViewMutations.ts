import type { NewViewInput, ViewChanges } from './savedViewMutations';

const load = () => import('./savedViewMutations');

/** The writes, each loading `savedViewMutations.ts` (its mutations' artifacts) on first use. */
const savedViewWrites = {
  createView: async (input: NewViewInput): Promise<string> => (await load()).createView(input),
  updateView: async (shortcutId: string, changes: ViewChanges): Promise<void> => (await load()).updateView(shortcutId, changes),
  removeView: async (shortcutId: string): Promise<void> => (await load()).removeView(shortcutId),
};

/**
 * The saved-view writes (spec 000 §7): each resolves with the server's answer and refreshes the
 * views list, or rejects with the server's message for the caller's error toast.
 */
export function useSavedViewMutations(): typeof savedViewWrites {
  return savedViewWrites;
}
