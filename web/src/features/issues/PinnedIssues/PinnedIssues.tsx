import { Banner } from '@primer/react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { PinnedIssues_repository$key } from '../../../__generated__/PinnedIssues_repository.graphql';
import type { PinnedIssuesPrioritizeMutation } from '../../../__generated__/PinnedIssuesPrioritizeMutation.graphql';
import type { PinnedIssuesUnpinMutation } from '../../../__generated__/PinnedIssuesUnpinMutation.graphql';
import { PinnedIssueCard } from './PinnedIssueCard';
import { displayedItems, moveItem } from './pinnedOrder';
import classes from './PinnedIssues.module.css';
import { usePointerReorder } from './usePointerReorder';

/** The Advanced move dialog (radio buttons and form controls) loads when someone opens it. */
const MovePinnedIssueDialog = lazy(async () => ({ default: (await import('./MovePinnedIssueDialog')).MovePinnedIssueDialog }));

/** Spec §8 "pinned". */
export const UNPIN_FAILED = 'Could not unpin issue';
export const REORDER_FAILED = 'Could not reorder pinned issues';

export interface PinnedIssuesProps {
  repository: PinnedIssues_repository$key;
}

/**
 * The repository's pinned issues (at most 3), above the list; nothing when none is pinned. Viewers
 * who can pin (spec §6) get drag handles and a menu with Unpin and Advanced move on each card.
 * Reorders and unpins show at once and are put back, with a message, when the server refuses.
 */
export function PinnedIssues({ repository }: PinnedIssuesProps) {
  const data = useFragment(
    graphql`
      fragment PinnedIssues_repository on Repository {
        id
        viewerCanPinIssues
        pinnedIssues(first: 3) {
          nodes {
            id
            issue {
              id
              number
              title
            }
            ...PinnedIssueCard_pinnedIssue
          }
        }
      }
    `,
    repository,
  );
  const [commitReorder] = useMutation<PinnedIssuesPrioritizeMutation>(graphql`
    mutation PinnedIssuesPrioritizeMutation($input: PrioritizePinnedIssuesInput!) {
      prioritizePinnedIssues(input: $input) {
        repository {
          ...PinnedIssues_repository
        }
      }
    }
  `);
  const [commitUnpin] = useMutation<PinnedIssuesUnpinMutation>(graphql`
    mutation PinnedIssuesUnpinMutation($input: UnpinIssueInput!) {
      unpinIssue(input: $input) {
        issue {
          id
          isPinned
          repository {
            ...PinnedIssues_repository
          }
        }
      }
    }
  `);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The order shown while a reorder is on its way (pinned-issue ids), and which call set it last.
  const [order, setOrder] = useState<string[] | null>(null);
  const latestReorder = useRef(0);
  const [unpinning, setUnpinning] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [movingId, setMovingId] = useState<string | null>(null);
  // The card's menu button goes with an unpinned card: the heading then keeps the focus in the area.
  const focusHeading = useRef(false);
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [unpinning]);

  const items = useMemo(() => (data.pinnedIssues?.nodes ?? []).flatMap((node) => (node ? [node] : [])), [data.pinnedIssues]);
  const shown = displayedItems(items, order, unpinning);
  const shownIds = shown.map((item) => item.id);

  const reorder = useCallback(
    (next: string[]) => {
      const issueIds = next.flatMap((id) => items.find((item) => item.id === id)?.issue.id ?? []);
      const call = ++latestReorder.current;
      const fail = () => {
        if (call === latestReorder.current) setOrder(null);
        setError(REORDER_FAILED);
      };
      setError(null);
      setOrder(next);
      commitReorder({
        variables: { input: { repositoryId: data.id, issueIds } },
        onCompleted: (response, errors) => {
          if (errors?.length || !response.prioritizePinnedIssues) fail();
          else if (call === latestReorder.current) setOrder(null);
        },
        onError: fail,
      });
    },
    [commitReorder, data.id, items],
  );

  const unpin = (id: string, issueId: string) => {
    const settle = (failed: boolean) => {
      setUnpinning((previous) => new Set([...previous].filter((other) => other !== id)));
      if (failed) setError(UNPIN_FAILED);
    };
    setError(null);
    setUnpinning((previous) => new Set([...previous, id]));
    focusHeading.current = true;
    commitUnpin({
      variables: { input: { issueId } },
      onCompleted: (response, errors) => settle(Boolean(errors?.length) || !response.unpinIssue),
      onError: () => settle(true),
    });
  };

  const { drag, startDrag, itemRef } = usePointerReorder(shownIds, reorder);
  const visible = drag ? displayedItems(shown, drag.order, new Set()) : shown;
  // Reordering needs two cards, and waits for unpins (the server must see the same set).
  const canReorder = visible.length > 1 && unpinning.size === 0;
  const moving = movingId === null ? undefined : shown.find((item) => item.id === movingId);

  if (visible.length === 0) return null;
  return (
    <section className={classes.pinned} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={classes.heading}>
        Pinned issues
      </h2>
      {error ? (
        <div role="alert" className={classes.alert}>
          <Banner variant="critical" title={error} onDismiss={() => setError(null)} />
        </div>
      ) : null}
      <ol className={classes.cards} data-dragging={drag ? 'true' : undefined}>
        {visible.map((item) => (
          <PinnedIssueCard
            key={item.id}
            pinnedIssue={item}
            cardRef={itemRef(item.id)}
            dragging={drag?.id === item.id}
            actions={
              data.viewerCanPinIssues
                ? {
                    onUnpin: () => unpin(item.id, item.issue.id),
                    onAdvancedMove: canReorder ? () => setMovingId(item.id) : undefined,
                    onDragStart: canReorder ? (event) => startDrag(item.id, event) : undefined,
                  }
                : undefined
            }
          />
        ))}
      </ol>
      {moving ? (
        <Suspense fallback={null}>
          <MovePinnedIssueDialog
            items={shown.map((item) => ({ id: item.id, number: item.issue.number, title: item.issue.title }))}
            movingId={moving.id}
            onClose={() => setMovingId(null)}
            onMove={(to) => {
              setMovingId(null);
              reorder(moveItem(shownIds, shownIds.indexOf(moving.id), to));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
