import { CalendarIcon, KebabHorizontalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton, Link as PrimerLink } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { MilestoneListRow_milestone$key } from '../../__generated__/MilestoneListRow_milestone.graphql';
import { MilestoneProgress } from './MilestoneProgress';
import { dueInfo, milestoneSearchHref, progressPercent } from './milestoneFormat';
import classes from './Milestones.module.css';

export interface MilestoneListRowProps {
  milestone: MilestoneListRow_milestone$key;
  owner: string;
  repo: string;
  now: Date;
  /** Whether a state change or delete of this row is on its way (its menu waits). */
  busy: boolean;
  onToggleState: (milestone: { id: string; closed: boolean }) => void;
  onDelete: (milestone: { id: string; title: string }) => void;
}

/** One milestone of the list: title, due date, description, progress, counts and the row menu (spec §2.2). */
export function MilestoneListRow({ milestone, owner, repo, now, busy, onToggleState, onDelete }: MilestoneListRowProps) {
  const data = useFragment(
    graphql`
      fragment MilestoneListRow_milestone on Milestone {
        id
        number
        title
        closed
        dueOn
        descriptionHTML
        openIssueCount
        closedIssueCount
      }
    `,
    milestone,
  );
  const navigate = useNavigate();
  const due = dueInfo(data.dueOn, data.closed, now);
  const total = data.openIssueCount + data.closedIssueCount;
  const base = `/${owner}/${repo}`;
  return (
    <li className={classes.row} data-testid="milestone-row" data-milestone-number={data.number}>
      <div className={classes.rowMain}>
        <h3 className={classes.title} style={{ margin: 0 }}>
          <PrimerLink as={Link} to={`${base}/milestone/${data.number}`}>
            {data.title}
          </PrimerLink>
        </h3>
        <div className={classes.meta}>
          <span className={due.overdue ? `${classes.due} ${classes.overdue}` : classes.due}>
            <CalendarIcon size={14} aria-hidden="true" />
            {due.text}
          </span>
        </div>
        {data.descriptionHTML ? (
          <div className={`markdown-body ${classes.description}`} dangerouslySetInnerHTML={{ __html: String(data.descriptionHTML) }} />
        ) : null}
      </div>
      <div className={classes.rowSide}>
        <MilestoneProgress openCount={data.openIssueCount} closedCount={data.closedIssueCount} />
        <div className={classes.stats}>
          <span>
            <strong>{progressPercent(data.openIssueCount, data.closedIssueCount)}%</strong> complete
          </span>
          <PrimerLink as={Link} to={milestoneSearchHref(owner, repo, data.title, 'open')} muted>
            <strong>{data.openIssueCount}</strong> open
          </PrimerLink>
          <PrimerLink as={Link} to={milestoneSearchHref(owner, repo, data.title, 'closed')} muted>
            <strong>{data.closedIssueCount}</strong> closed
          </PrimerLink>
          {total > 0 ? (
            <span>
              {data.closedIssueCount}/{total} issues closed
            </span>
          ) : null}
          <span className={classes.rowActions}>
            <ActionMenu>
              <ActionMenu.Anchor>
                <IconButton icon={KebabHorizontalIcon} variant="invisible" aria-label={`Actions for ${data.title}`} disabled={busy} />
              </ActionMenu.Anchor>
              <ActionMenu.Overlay>
                <ActionList>
                  <ActionList.Item onSelect={() => navigate(`${base}/milestones/${data.number}/edit`)}>Edit</ActionList.Item>
                  <ActionList.Item onSelect={() => onToggleState({ id: data.id, closed: data.closed })}>
                    {data.closed ? 'Open' : 'Close'}
                  </ActionList.Item>
                  <ActionList.Divider />
                  <ActionList.Item variant="danger" onSelect={() => onDelete({ id: data.id, title: data.title })}>
                    Delete
                  </ActionList.Item>
                </ActionList>
              </ActionMenu.Overlay>
            </ActionMenu>
          </span>
        </div>
      </div>
    </li>
  );
}
