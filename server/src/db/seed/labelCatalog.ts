/** Labels as GitHub creates them: the nine defaults of every new repository, plus common extras. */

export interface LabelDefinition {
  name: string;
  /** Six lower-case hex digits without '#'. */
  color: string;
  description: string | null;
}

export const defaultLabels: readonly LabelDefinition[] = [
  { name: 'bug', color: 'd73a4a', description: "Something isn't working" },
  { name: 'documentation', color: '0075ca', description: 'Improvements or additions to documentation' },
  { name: 'duplicate', color: 'cfd3d7', description: 'This issue or pull request already exists' },
  { name: 'enhancement', color: 'a2eeef', description: 'New feature or request' },
  { name: 'good first issue', color: '7057ff', description: 'Good for newcomers' },
  { name: 'help wanted', color: '008672', description: 'Extra attention is needed' },
  { name: 'invalid', color: 'e4e669', description: "This doesn't seem right" },
  { name: 'question', color: 'd876e3', description: 'Further information is requested' },
  { name: 'wontfix', color: 'ffffff', description: 'This will not be worked on' },
];

/** Extra labels by name; several have spaces, colons or emoji, to exercise quoting and rendering. */
export const extraLabels: readonly LabelDefinition[] = [
  { name: 'needs triage', color: 'fbca04', description: 'Waiting for a maintainer to look at it' },
  { name: 'priority: critical', color: 'b60205', description: 'Drop everything' },
  { name: 'priority: high', color: 'd93f0b', description: null },
  { name: 'priority: low', color: '0e8a16', description: null },
  { name: 'area: api', color: '1d76db', description: 'REST and GraphQL API' },
  { name: 'area: ui', color: 'c5def5', description: 'User interface' },
  { name: 'area: search', color: '5319e7', description: 'Search and filtering' },
  { name: 'area: build', color: 'bfdadc', description: 'Build system and CI' },
  { name: 'area: accessibility', color: '006b75', description: 'Screen readers, keyboard, contrast' },
  { name: 'type: performance', color: 'f9d0c4', description: 'Speed and memory' },
  { name: 'type: security', color: 'ee0701', description: 'Security hardening' },
  { name: 'type: refactor', color: 'd4c5f9', description: 'Code changes without behaviour changes' },
  { name: 'breaking change', color: 'b60205', description: 'Requires a major version bump' },
  { name: 'dependencies', color: '0366d6', description: 'Pull requests that update a dependency file' },
  { name: 'javascript', color: '168700', description: 'Pull requests that update javascript code' },
  { name: 'github_actions', color: '000000', description: 'Pull requests that update GitHub Actions code' },
  { name: 'status: in progress', color: '0e8a16', description: null },
  { name: 'status: blocked', color: 'e11d21', description: 'Waiting on something else' },
  { name: 'status: needs info', color: 'fef2c0', description: 'More information is needed from the reporter' },
  { name: 'regression', color: 'e99695', description: 'Worked before, broken now' },
  { name: 'stale', color: 'ededed', description: 'No activity for a while' },
  { name: 'Epic', color: '3e4b9e', description: 'A large body of work split into sub-issues' },
  { name: 'platform: windows', color: '0052cc', description: null },
  { name: 'platform: macos', color: 'cccccc', description: null },
  { name: 'platform: linux', color: 'fef2c0', description: null },
  { name: 'hacktoberfest', color: 'ff7518', description: 'Eligible for Hacktoberfest' },
  { name: '🚀 release', color: '84b6eb', description: 'Part of the next release' },
  { name: ':sparkles: polish', color: 'f7c6c7', description: 'Small visual improvements' },
];

export function extraLabel(name: string): LabelDefinition {
  const found = extraLabels.find((label) => label.name === name);
  if (!found) throw new Error(`Unknown seed label "${name}"`);
  return found;
}
