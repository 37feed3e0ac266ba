import { KebabHorizontalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton, Link as PrimerLink } from '@primer/react';
import { Link } from 'react-router';
import { IssueStateIcon } from '../../IssueStateIcon/IssueStateIcon';
import classes from '../IssueSidebar.module.css';
import type { RelatedIssue } from './useRelationshipChanges';

export interface RelatedIssueAction {
  text: string;
  onSelect: () => void;
}

export interface RelatedIssueListProps {
  /** The list's accessible name ('Sub-issues'). */
  label: string;
  /** What one issue of the list is, for its menu's name ('sub-issue': 'Options for sub-issue #5'). */
  noun: string;
  issues: readonly RelatedIssue[];
  hrefFor: (resourcePath: string) => string;
  /** The actions of each issue's menu; left out for viewers who may not change the relationship. */
  actions?: (issue: RelatedIssue, index: number) => RelatedIssueAction[];
}

/** Related issues (sub-issues, blockers): state icon, a link that opens the issue in the side panel, and its menu. */
export function RelatedIssueList({ label, noun, issues, hrefFor, actions }: RelatedIssueListProps) {
  return (
    <ul className={classes.list} aria-label={label}>
      {issues.map((issue, index) => {
        // An issue being created has no number or address until the server answers.
        const pending = issue.number === 0;
        const itemActions = pending ? [] : (actions?.(issue, index) ?? []);
        return (
          <li key={issue.id} className={classes.relatedIssue} data-testid="related-issue">
            <span>
              <IssueStateIcon item={{ kind: 'issue', state: issue.state, stateReason: issue.stateReason ?? null }} />{' '}
              {pending ? (
                <span>{issue.title}</span>
              ) : (
                <PrimerLink as={Link} to={hrefFor(String(issue.resourcePath))}>
                  {issue.title} #{issue.number}
                </PrimerLink>
              )}
            </span>
            {itemActions.length > 0 ? (
              <ActionMenu>
                <ActionMenu.Anchor>
                  <IconButton
                    icon={KebabHorizontalIcon}
                    aria-label={`Options for ${noun} #${issue.number}`}
                    variant="invisible"
                    size="small"
                  />
                </ActionMenu.Anchor>
                <ActionMenu.Overlay>
                  <ActionList>
                    {itemActions.map((action) => (
                      <ActionList.Item key={action.text} onSelect={action.onSelect}>
                        {action.text}
                      </ActionList.Item>
                    ))}
                  </ActionList>
                </ActionMenu.Overlay>
              </ActionMenu>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
