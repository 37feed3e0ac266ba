import { Avatar } from '@primer/react';
import { allowedPickers, type IssueCreationPermissions, type SelectedMetadata } from '../initialMetadata';
import { MetadataPicker } from '../MetadataPicker/MetadataPicker';
import classes from './MetadataSidebar.module.css';
import { ownAddress } from '../../../lib/ownAddress';

/** The repository's choices, as the sidebar shows them. */
export interface SidebarChoices {
  labels: readonly { id: string; name: string; color: string; description?: string | null }[];
  milestones: readonly { id: string; title: string }[];
  users: readonly { id: string; login: string; name?: string | null; avatarUrl: unknown }[];
  types: readonly { id: string; name: string; description?: string | null }[];
  projects: readonly { id: string; title: string }[];
}

export interface MetadataSidebarProps {
  permissions: IssueCreationPermissions;
  choices: SidebarChoices;
  selected: SelectedMetadata;
  onChange: (next: SelectedMetadata) => void;
}

function Swatch({ color }: { color: string }) {
  return <span className={classes.swatch} style={{ backgroundColor: `#${color}` }} aria-hidden="true" />;
}

/** The new-issue sidebar: only the pickers the viewer's creation permissions allow (spec 000 §6). */
export function MetadataSidebar({ permissions, choices, selected, onChange }: MetadataSidebarProps) {
  const allowed = allowedPickers(permissions);
  if (!Object.values(allowed).some(Boolean)) return null;
  const first = (ids: string[]) => ids[0] ?? null;
  return (
    <aside className={classes.sidebar} aria-label="Issue metadata">
      {allowed.assignees ? (
        <MetadataPicker
          title="Assignees"
          placeholder="Filter assignees"
          emptyText="No one assigned"
          multiple
          choices={choices.users.map((user) => ({
            id: user.id,
            text: user.login,
            description: user.name ?? undefined,
            leadingVisual: <Avatar src={ownAddress(user.avatarUrl)} size={16} alt="" />,
          }))}
          selectedIds={selected.assigneeIds}
          onChange={(assigneeIds) => onChange({ ...selected, assigneeIds })}
        />
      ) : null}
      {allowed.labels ? (
        <MetadataPicker
          title="Labels"
          placeholder="Filter labels"
          emptyText="No labels"
          multiple
          choices={choices.labels.map((label) => ({
            id: label.id,
            text: label.name,
            description: label.description ?? undefined,
            leadingVisual: <Swatch color={label.color} />,
          }))}
          selectedIds={selected.labelIds}
          onChange={(labelIds) => onChange({ ...selected, labelIds })}
          renderSelected={(choice) => (
            <span className={classes.token}>
              {choice.leadingVisual}
              {choice.text}
            </span>
          )}
        />
      ) : null}
      {allowed.type ? (
        <MetadataPicker
          title="Type"
          placeholder="Filter types"
          emptyText="No type"
          multiple={false}
          choices={choices.types.map((type) => ({ id: type.id, text: type.name, description: type.description ?? undefined }))}
          selectedIds={selected.typeId ? [selected.typeId] : []}
          onChange={(ids) => onChange({ ...selected, typeId: first(ids) })}
        />
      ) : null}
      {allowed.projects ? (
        <MetadataPicker
          title="Projects"
          placeholder="Filter projects"
          emptyText="No projects"
          multiple
          choices={choices.projects.map((project) => ({ id: project.id, text: project.title }))}
          selectedIds={selected.projectIds}
          onChange={(projectIds) => onChange({ ...selected, projectIds })}
        />
      ) : null}
      {allowed.milestone ? (
        <MetadataPicker
          title="Milestone"
          placeholder="Filter milestones"
          emptyText="No milestone"
          multiple={false}
          choices={choices.milestones.map((milestone) => ({ id: milestone.id, text: milestone.title }))}
          selectedIds={selected.milestoneId ? [selected.milestoneId] : []}
          onChange={(ids) => onChange({ ...selected, milestoneId: first(ids) })}
        />
      ) : null}
    </aside>
  );
}
