import { parseProjectsParam, type NewIssuePrefill } from './prefill';

/** `Repository.viewerIssueCreationPermissions`: what the viewer may set while creating an issue. */
export interface IssueCreationPermissions {
  readonly labelable: boolean;
  readonly milestoneable: boolean;
  readonly assignable: boolean;
  readonly triageable: boolean;
  readonly typeable: boolean;
}

/** Which sidebar pickers show (spec 000 §6): projects need triage; the type needs triage and typeable. */
export function allowedPickers(permissions: IssueCreationPermissions) {
  return {
    assignees: permissions.assignable,
    labels: permissions.labelable,
    milestone: permissions.milestoneable,
    projects: permissions.triageable,
    type: permissions.triageable && permissions.typeable,
  };
}

/** The metadata a template sets (its names, logins, `owner/number` projects and type name). */
export interface TemplateMetadata {
  labels: readonly string[];
  assignees: readonly string[];
  projects: readonly string[];
  type: string | null;
}

/** The repository's choices the names are resolved against. */
export interface MetadataChoices {
  labels: readonly { id: string; name: string }[];
  milestones: readonly { id: string; title: string; number: number }[];
  users: readonly { id: string; login: string }[];
  projects: readonly { id: string; number: number }[];
  types: readonly { id: string; name: string }[];
}

export interface SelectedMetadata {
  labelIds: string[];
  assigneeIds: string[];
  milestoneId: string | null;
  projectIds: string[];
  typeId: string | null;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function resolveAll<T extends { id: string }>(
  wanted: readonly string[],
  choices: readonly T[],
  matches: (choice: T, name: string) => boolean,
) {
  const ids: string[] = [];
  for (const name of wanted) {
    const found = choices.find((choice) => matches(choice, name));
    if (found && !ids.includes(found.id)) ids.push(found.id);
  }
  return ids;
}

/**
 * The sidebar's starting choices: the template's metadata, then the address's (spec 000 §5), each
 * kept only where the viewer's permission holds and only when it names something the repository
 * has; anything else is dropped without a word.
 */
export function initialMetadata(
  owner: string,
  permissions: IssueCreationPermissions,
  prefill: NewIssuePrefill,
  template: TemplateMetadata | null,
  choices: MetadataChoices,
): SelectedMetadata {
  const allowed = allowedPickers(permissions);
  const labels = [...(template?.labels ?? []), ...prefill.labels];
  const assignees = [...(template?.assignees ?? []), ...prefill.assignees].map((login) => login.replace(/^@/, ''));
  const projects = [...parseProjectsParam((template?.projects ?? []).join(','), owner), ...prefill.projects];
  const typeName = prefill.type ?? template?.type ?? null;
  const milestone = prefill.milestone;
  const milestoneId =
    milestone === null
      ? null
      : ((choices.milestones.find((m) => same(m.title, milestone)) ?? choices.milestones.find((m) => String(m.number) === milestone))?.id ??
        null);
  return {
    labelIds: allowed.labels ? resolveAll(labels, choices.labels, (label, name) => same(label.name, name)) : [],
    assigneeIds: allowed.assignees ? resolveAll(assignees, choices.users, (user, login) => same(user.login, login)) : [],
    milestoneId: allowed.milestone ? milestoneId : null,
    projectIds: allowed.projects
      ? resolveAll(projects.map(String), choices.projects, (project, number) => String(project.number) === number)
      : [],
    typeId: allowed.type && typeName !== null ? (choices.types.find((type) => same(type.name, typeName))?.id ?? null) : null,
  };
}
