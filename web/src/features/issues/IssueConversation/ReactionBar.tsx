import { SmileyIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, IconButton } from '@primer/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReactionBarAddMutation } from '../../../__generated__/ReactionBarAddMutation.graphql';
import type { ReactionBarRemoveMutation } from '../../../__generated__/ReactionBarRemoveMutation.graphql';
import type { ReactionBar_subject$key } from '../../../__generated__/ReactionBar_subject.graphql';
import { REACTIONS, type ReactionContentName } from '../reactions';
import classes from './IssueConversation.module.css';
import { lazyOperations, useLazyMutation } from '../../../relay/useLazyMutation';
import type * as operationModule from './ReactionBar.operations';

type Operations = typeof operationModule;

/** The mutations here, loaded on first use (a menu opened, an action taken): out of the page's first JavaScript. */
const operations = lazyOperations<Operations>(() => import('./ReactionBar.operations'));

const groupsSelection = graphql`
  fragment ReactionBar_subject on Reactable {
    __typename
    id
    viewerCanReact
    reactionGroups {
      content
      viewerHasReacted
      reactors {
        totalCount
      }
    }
  }
`;

export interface ReactionBarProps {
  subject: ReactionBar_subject$key;
}

/**
 * Reactions on an issue or a comment: one toggle button per reaction in use ("React with 👍, 3 reactions",
 * pressed when the viewer reacted; the count is not in parentheses, which axe's label-in-name check
 * ignores, so the visible count stays part of the name) and a picker of all eight. A toggle shows at once and is undone,
 * with a message, when the server refuses it. Viewers who may not react see the counts only.
 */
export function ReactionBar({ subject }: ReactionBarProps) {
  const data = useFragment(groupsSelection, subject);
  const [error, setError] = useState<string | null>(null);
  const [addReaction] = useLazyMutation<ReactionBarAddMutation, Operations>(operations, (m) => m.addMutation);
  const [removeReaction] = useLazyMutation<ReactionBarRemoveMutation, Operations>(operations, (m) => m.removeMutation);
  const groups = data.reactionGroups ?? [];
  const countOf = (content: string) => groups.find((group) => group.content === content)?.reactors.totalCount ?? 0;
  const reacted = (content: string) => groups.find((group) => group.content === content)?.viewerHasReacted ?? false;

  const toggle = (content: ReactionContentName) => {
    const removing = reacted(content);
    // The groups as they will be once the server agrees; Relay rolls them back if it does not.
    const subjectAfter = {
      __typename: data.__typename,
      __isReactable: data.__typename,
      id: data.id,
      viewerCanReact: data.viewerCanReact,
      reactionGroups: REACTIONS.map((reaction) => ({
        content: reaction.content,
        viewerHasReacted: reaction.content === content ? !removing : reacted(reaction.content),
        reactors: { totalCount: Math.max(0, countOf(reaction.content) + (reaction.content === content ? (removing ? -1 : 1) : 0)) },
      })),
    };
    const failed = () =>
      setError(removing ? 'Your reaction could not be removed. Try again.' : 'Your reaction could not be added. Try again.');
    const callbacks = {
      onCompleted: (_: unknown, errors: readonly unknown[] | null | undefined) => {
        if (errors && errors.length > 0) failed();
      },
      onError: failed,
    };
    setError(null);
    const variables = { input: { subjectId: data.id, content } };
    if (removing) removeReaction({ variables, optimisticResponse: { removeReaction: { subject: subjectAfter } }, ...callbacks });
    else addReaction({ variables, optimisticResponse: { addReaction: { subject: subjectAfter } }, ...callbacks });
  };

  const used = REACTIONS.filter((reaction) => countOf(reaction.content) > 0);
  if (!data.viewerCanReact) {
    if (used.length === 0) return null;
    return (
      <ul className={classes.reactions} aria-label="Reactions">
        {used.map((reaction) => (
          <li key={reaction.content} className={classes.reactionCount}>
            <span aria-hidden="true">{reaction.emoji}</span> {countOf(reaction.content)}
            <span className={classes.visuallyHidden}> {reaction.label}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={classes.reactionBar}>
      <ul className={classes.reactions} aria-label="Reactions">
        {used.map((reaction) => (
          <li key={reaction.content}>
            <Button
              size="small"
              className={classes.reactionButton}
              aria-pressed={reacted(reaction.content)}
              aria-label={`React with ${reaction.emoji}, ${countOf(reaction.content)} ${countOf(reaction.content) === 1 ? 'reaction' : 'reactions'}`}
              onClick={() => toggle(reaction.content)}
            >
              <span aria-hidden="true">{reaction.emoji}</span> {countOf(reaction.content)}
            </Button>
          </li>
        ))}
        <li>
          <ActionMenu>
            <ActionMenu.Anchor>
              <IconButton icon={SmileyIcon} size="small" variant="invisible" aria-label="Add or remove reactions" />
            </ActionMenu.Anchor>
            <ActionMenu.Overlay width="auto">
              <ActionList selectionVariant="multiple" aria-label="Pick your reactions">
                {REACTIONS.map((reaction) => (
                  <ActionList.Item key={reaction.content} selected={reacted(reaction.content)} onSelect={() => toggle(reaction.content)}>
                    <ActionList.LeadingVisual>
                      <span aria-hidden="true">{reaction.emoji}</span>
                    </ActionList.LeadingVisual>
                    {reaction.label}
                  </ActionList.Item>
                ))}
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        </li>
      </ul>
      {error ? (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
