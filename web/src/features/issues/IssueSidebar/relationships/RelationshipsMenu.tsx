import { GearIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton, Link as PrimerLink } from '@primer/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { RelationshipsMenu_issue$key } from '../../../../__generated__/RelationshipsMenu_issue.graphql';
import type { RelationshipsMenuSearchQuery } from '../../../../__generated__/RelationshipsMenuSearchQuery.graphql';
import { presentNodes } from '../../../../lib/presentNodes';
import { IssueStateIcon } from '../../IssueStateIcon/IssueStateIcon';
import classes from '../IssueSidebar.module.css';
import { SingleSidebarMenu, type MenuChoice } from '../menus/SidebarMenu';
import { useMenuCandidates, type LazyQuery } from '../menus/useMenuCandidates';
import { SidebarSection } from '../SidebarSection';
import { RelatedIssueList } from './RelatedIssueList';
import { preloadRelationshipChanges, useRelationshipChanges, type RelatedIssue } from './useRelationshipChanges';
import { preloadCode } from '../../../../lib/preloadCode';

/** The new sub-issue's dialog, loaded when it opens. */
const CreateSubIssueDialog = lazy(async () => ({ default: (await import('./CreateSubIssueDialog')).CreateSubIssueDialog }));

/** How many issues one search of the pickers lists; typing narrows the search on the server. */
const PAGE_SIZE = 20;

/** The pickers' search query, loaded with the first picker opened. */
const searchQuery: LazyQuery = { load: async () => (await import('./RelationshipsMenu.operations')).searchQuery };

/** Starts loading the menu's search and the section's mutations (the gear is pointed at, focused or opened). */
function preloadRelationships() {
  preloadCode(searchQuery.load);
  preloadRelationshipChanges();
}

/** Which issue picker is open, from the gear menu. */
type Picker = 'parent' | 'subIssue' | 'blockedBy' | 'blocking';

const PICKERS: Record<Picker, { title: string; placeholder: string }> = {
  parent: { title: 'Add parent issue', placeholder: 'Search issues' },
  subIssue: { title: 'Add sub-issue', placeholder: 'Search issues' },
  blockedBy: { title: 'Mark as blocked by', placeholder: 'Search issues' },
  blocking: { title: 'Mark as blocking', placeholder: 'Search issues' },
};

const choiceOf = (issue: RelatedIssue): MenuChoice<RelatedIssue> => ({
  id: issue.id,
  text: `${issue.title} #${issue.number}`,
  leadingVisual: <IssueStateIcon item={{ kind: 'issue', state: issue.state, stateReason: issue.stateReason ?? null }} />,
  value: issue,
});

/** The pickers' search: open and closed issues of this repository, most recently updated first, with the words typed. */
export function issueSearch(nameWithOwner: string, text: string): string {
  const words = text.trim();
  return `repo:${nameWithOwner} is:issue sort:updated-desc${words ? ` ${words}` : ''}`;
}

export interface RelationshipsMenuProps {
  issue: RelationshipsMenu_issue$key;
  /** `viewerCanRelate` (the issue's author, or triage and up): without it the section is read-only. */
  editable: boolean;
  /** Where a related issue opens (the side panel over this page). */
  hrefFor: (resourcePath: string) => string;
}

/**
 * The Relationships section: the parent, the sub-issues (with their progress) and the issues this
 * one is blocked by or blocking. For those who may change it, the gear menu sets or removes the
 * parent, adds an existing issue as a sub-issue, creates one, and marks blockers; each listed issue
 * has its own remove (and, for sub-issues, move) actions.
 */
export function RelationshipsMenu({ issue, editable, hrefFor }: RelationshipsMenuProps) {
  const data = useFragment(
    graphql`
      fragment RelationshipsMenu_issue on Issue {
        id
        repository {
          id
          nameWithOwner
        }
        parent {
          id
          number
          title
          resourcePath
          state
          stateReason(enableDuplicate: true)
          viewerCanRelate
        }
        subIssuesSummary {
          completed
          total
          percentCompleted
        }
        subIssues(first: 50) {
          nodes {
            id
            number
            title
            resourcePath
            state
            stateReason(enableDuplicate: true)
            viewerCanRelate
          }
        }
        blockedBy(first: 20) {
          nodes {
            id
            number
            title
            resourcePath
            state
            stateReason(enableDuplicate: true)
            viewerCanRelate
          }
        }
        blocking(first: 20) {
          nodes {
            id
            number
            title
            resourcePath
            state
            stateReason(enableDuplicate: true)
            viewerCanRelate
          }
        }
      }
    `,
    issue,
  );
  const changes = useRelationshipChanges(data);
  const gear = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [picker, setPicker] = useState<Picker | null>(null);
  const [creating, setCreating] = useState(false);
  const [filter, setFilter] = useState('');
  const state = useMenuCandidates<RelationshipsMenuSearchQuery>(
    searchQuery,
    (text) => ({ query: issueSearch(data.repository.nameWithOwner, text), first: PAGE_SIZE }),
    filter,
    picker !== null,
  );

  const parent = data.parent;
  const subIssues = presentNodes(data.subIssues.nodes);
  const blockedBy = presentNodes(data.blockedBy.nodes);
  const blocking = presentNodes(data.blocking.nodes);
  // Issues a picker does not offer: this one, and those already in the relationship it adds.
  const taken: Record<Picker, RelatedIssue[]> = {
    parent: [...(parent ? [parent] : []), ...subIssues],
    subIssue: [...(parent ? [parent] : []), ...subIssues],
    blockedBy,
    blocking,
  };
  // What the server would refuse is not offered: a parent or a sub-issue (and the parent it would
  // leave) needs 'relate' on it too, and marking an issue as blocked needs it on that issue.
  const mayPick = (picker: Picker, node: RelatedIssue & { readonly parent?: { readonly viewerCanRelate: boolean } | null }) => {
    if (picker === 'blockedBy') return true;
    if (picker === 'subIssue') return node.viewerCanRelate && (node.parent?.viewerCanRelate ?? true);
    return node.viewerCanRelate;
  };
  const choices =
    state.status === 'done' && picker
      ? presentNodes(state.response.search.nodes).flatMap((node) =>
          node.__typename === 'Issue' &&
          node.id !== data.id &&
          !taken[picker].some((issue) => issue.id === node.id) &&
          mayPick(picker, node)
            ? [choiceOf(node)]
            : [],
        )
      : null;
  const pick = (chosen: RelatedIssue | null) => {
    if (!chosen || !picker) return;
    if (picker === 'parent') changes.setParent(chosen);
    if (picker === 'subIssue') changes.addSubIssue(chosen);
    if (picker === 'blockedBy') changes.addBlockedBy(chosen);
    if (picker === 'blocking') changes.addBlocking(chosen);
  };

  const none = !parent && subIssues.length === 0 && blockedBy.length === 0 && blocking.length === 0;
  return (
    <SidebarSection
      heading="Relationships"
      action={
        editable ? (
          <>
            <ActionMenu
              open={menuOpen}
              onOpenChange={(next) => {
                if (next) preloadRelationships();
                setMenuOpen(next);
              }}
              anchorRef={gear}
            >
              <ActionMenu.Anchor>
                <IconButton
                  ref={gear}
                  icon={GearIcon}
                  aria-label="Edit Relationships"
                  variant="invisible"
                  size="small"
                  data-testid="sidebar-edit-relationships"
                  onPointerEnter={preloadRelationships}
                  onFocus={preloadRelationships}
                />
              </ActionMenu.Anchor>
              <ActionMenu.Overlay width="medium">
                <ActionList>
                  {/* Changing or removing the parent changes the parent's sub-issues too. */}
                  {!parent || parent.viewerCanRelate ? (
                    <>
                      <ActionList.Item onSelect={() => setPicker('parent')}>
                        {parent ? 'Change parent issue' : 'Add parent issue'}
                      </ActionList.Item>
                      {parent ? <ActionList.Item onSelect={changes.removeParent}>Remove parent issue</ActionList.Item> : null}
                      <ActionList.Divider />
                    </>
                  ) : null}
                  <ActionList.Item onSelect={() => setPicker('subIssue')}>Add existing issue as sub-issue</ActionList.Item>
                  <ActionList.Item onSelect={() => setCreating(true)}>Create sub-issue</ActionList.Item>
                  <ActionList.Divider />
                  <ActionList.Item onSelect={() => setPicker('blockedBy')}>Mark as blocked by</ActionList.Item>
                  <ActionList.Item onSelect={() => setPicker('blocking')}>Mark as blocking</ActionList.Item>
                </ActionList>
              </ActionMenu.Overlay>
            </ActionMenu>
            {picker ? (
              <SingleSidebarMenu<RelatedIssue>
                heading="Relationships"
                title={PICKERS[picker].title}
                placeholder={PICKERS[picker].placeholder}
                anchorRef={gear}
                open
                onOpenChange={(next) => {
                  if (!next) setPicker(null);
                }}
                choices={choices}
                failed={state.status === 'failed'}
                filter={filter}
                onFilterChange={setFilter}
                current={null}
                onApply={pick}
              />
            ) : null}
            {creating ? (
              <Suspense fallback={null}>
                <CreateSubIssueDialog onClose={() => setCreating(false)} onCreate={changes.createSubIssue} returnFocusRef={gear} />
              </Suspense>
            ) : null}
          </>
        ) : null
      }
    >
      {none ? <span className={classes.muted}>None yet</span> : null}
      {parent ? (
        <div className={classes.relation}>
          <h3>Parent issue</h3>
          <span>
            <IssueStateIcon item={{ kind: 'issue', state: parent.state, stateReason: parent.stateReason }} />{' '}
            <PrimerLink as={Link} to={hrefFor(String(parent.resourcePath))}>
              {parent.title} #{parent.number}
            </PrimerLink>
          </span>
        </div>
      ) : null}
      {subIssues.length > 0 ? (
        <div className={classes.relation}>
          <h3>
            Sub-issues{' '}
            <span className={classes.muted}>
              {data.subIssuesSummary.completed} of {data.subIssuesSummary.total} ({data.subIssuesSummary.percentCompleted}%)
            </span>
          </h3>
          <RelatedIssueList
            label="Sub-issues"
            noun="sub-issue"
            issues={subIssues}
            hrefFor={hrefFor}
            actions={
              editable
                ? (child, index) => [
                    ...(index > 0 ? [{ text: 'Move up', onSelect: () => changes.moveSubIssue(child, -1) }] : []),
                    ...(index < subIssues.length - 1 ? [{ text: 'Move down', onSelect: () => changes.moveSubIssue(child, 1) }] : []),
                    { text: 'Remove sub-issue', onSelect: () => changes.removeSubIssue(child) },
                  ]
                : undefined
            }
          />
        </div>
      ) : null}
      {blockedBy.length > 0 ? (
        <div className={classes.relation}>
          <h3>Blocked by</h3>
          <RelatedIssueList
            label="Blocked by"
            noun="blocked-by issue"
            issues={blockedBy}
            hrefFor={hrefFor}
            actions={editable ? (blocker) => [{ text: 'Remove blocked by', onSelect: () => changes.removeBlockedBy(blocker) }] : undefined}
          />
        </div>
      ) : null}
      {blocking.length > 0 ? (
        <div className={classes.relation}>
          <h3>Blocking</h3>
          <RelatedIssueList
            label="Blocking"
            noun="blocked issue"
            issues={blocking}
            hrefFor={hrefFor}
            actions={
              editable
                ? // The blocked issue holds the relationship: removing it needs 'relate' on that issue.
                  (blocked) =>
                    blocked.viewerCanRelate ? [{ text: 'Remove blocking', onSelect: () => changes.removeBlocking(blocked) }] : []
                : undefined
            }
          />
        </div>
      ) : null}
    </SidebarSection>
  );
}
