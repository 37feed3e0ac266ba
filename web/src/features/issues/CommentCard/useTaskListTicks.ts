import { useEffect, useLayoutEffect, useRef } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay';
import type { useTaskListTicksMutation } from '../../../__generated__/useTaskListTicksMutation.graphql';
import { useToast } from '../../../components/Toast/Toast';
import { prepareTaskCheckboxes, TASK_CHECKBOX_SELECTOR, withTaskChecked } from './bodyHTML';
import { failureMessage } from '../IssueHeader/failureMessage';
import { lazyOperations } from '../../../relay/useLazyMutation';
import type * as operationModule from './useTaskListTicks.operations';

type Operations = typeof operationModule;

/** The tick's mutation, loaded with the first tick: out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./useTaskListTicks.operations'));

/**
 * Ticks and clears the task list items of a body (`updateTaskListItem`, from the body's version the
 * page shows; the server rewrites the body in one transaction and refuses a stale tick). A tick
 * shows at once; ticks made in quick succession go to the server one after the other, each from
 * the version the previous one produced. A refused tick is undone and the server's words shown.
 */
function useTaskListTicks(subjectId: string, bodyVersion: string): (index: number, checked: boolean) => void {
  const environment = useRelayEnvironment();
  const { addToast } = useToast();
  const version = useRef(bodyVersion);
  const queue = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    version.current = bodyVersion;
  }, [bodyVersion]);
  return (index, checked) => {
    // Shown now, and kept above whatever the server answers for earlier ticks until this one is settled.
    const optimistic = environment.applyUpdate({
      storeUpdater: (store) => {
        const record = store.get(subjectId);
        const html = record?.getValue('bodyHTML');
        if (typeof html === 'string') record?.setValue(withTaskChecked(html, index, checked), 'bodyHTML');
      },
    });
    const failed = (message: string) => addToast({ type: 'error', message });
    queue.current = queue.current.then(async () => {
      let tickMutation: Operations['tickMutation'];
      try {
        ({ tickMutation } = await operations.load());
      } catch (error) {
        optimistic.dispose();
        failed(failureMessage(error instanceof Error ? error : null, 'The task could not be updated. Try again.'));
        return;
      }
      await new Promise<void>((resolve) => {
        commitMutation<useTaskListTicksMutation>(environment, {
          mutation: tickMutation,
          variables: { input: { subjectId, index, checked, bodyVersion: version.current } },
          onCompleted: (response, errors) => {
            optimistic.dispose();
            if (errors && errors.length > 0) failed(failureMessage(errors, 'The task could not be updated. Try again.'));
            const next = response.updateTaskListItem?.subject?.bodyVersion;
            if (next) version.current = next;
            resolve();
          },
          onError: (error) => {
            optimistic.dispose();
            failed(failureMessage(error, 'The task could not be updated. Try again.'));
            resolve();
          },
        });
      });
    });
  };
}

export interface TaskListOptions {
  subjectId: string;
  bodyVersion: string;
  /** The rendered body shown in `body`: the checkboxes are prepared again whenever it changes. */
  bodyHTML: string;
  /** Whether the viewer may tick (`viewerCanUpdate`, and the body is not being edited). */
  enabled: boolean;
}

/**
 * Makes the task checkboxes of a rendered body work: named, enabled for a viewer who may tick them,
 * and ticked through `updateTaskListItem` (by click or Space: the `change` event). A tick renders
 * the body anew; the checkbox that had focus gets it back.
 */
export function useTaskList(body: HTMLElement | null, { subjectId, bodyVersion, bodyHTML, enabled }: TaskListOptions): void {
  const tick = useTaskListTicks(subjectId, bodyVersion);
  const latestTick = useRef(tick);
  const focusedTask = useRef<number | null>(null);
  useEffect(() => {
    latestTick.current = tick;
  });
  useLayoutEffect(() => {
    if (!body) return;
    prepareTaskCheckboxes(body, enabled);
    const lostFocus = document.activeElement === null || document.activeElement === document.body;
    if (focusedTask.current !== null && lostFocus) {
      body.querySelector<HTMLInputElement>(`${TASK_CHECKBOX_SELECTOR}[data-task-index="${focusedTask.current}"]`)?.focus();
    }
    if (!enabled) return;
    const handleChange = (event: Event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.matches(TASK_CHECKBOX_SELECTOR)) return;
      const index = Number(box.dataset.taskIndex);
      if (!Number.isSafeInteger(index)) return;
      focusedTask.current = index;
      latestTick.current(index, box.checked);
    };
    body.addEventListener('change', handleChange);
    return () => body.removeEventListener('change', handleChange);
  }, [body, bodyHTML, enabled]);
}
