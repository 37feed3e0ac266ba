/**
 * OAuth scopes of personal access tokens, named as GitHub names its classic token scopes. A
 * browser session has no scopes: it may do whatever its user may (`null` below).
 *
 * What the product enforces (GitHub's rules for the data this product holds):
 * - `repo` reads and writes every repository the user may (private ones included);
 * - `public_repo` reads and writes public repositories; private ones stay invisible;
 * - no repository scope reads public data only, and writes nothing;
 * - `read:org` (or `write:org`, `admin:org`) reads organization membership (`viewerIsAMember`);
 *   `admin:org` administers organizations (`viewerCanAdminister`).
 */
export const TOKEN_SCOPES = [
  'repo',
  'repo:status',
  'public_repo',
  'read:org',
  'write:org',
  'admin:org',
  'user',
  'read:user',
  'user:email',
  'project',
  'read:project',
  'gist',
  'notifications',
  'workflow',
] as const;

export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** What `token create` grants when `--scopes` is not given: enough for gh and octokit scripts. */
export const DEFAULT_TOKEN_SCOPES: readonly TokenScope[] = ['repo', 'read:org'];

/** A credential's scopes: the token's list, or null for a browser session (no scope limits). */
export type GrantedScopes = readonly string[] | null;

export function isTokenScope(value: string): value is TokenScope {
  return (TOKEN_SCOPES as readonly string[]).includes(value);
}

/** Whether the credential may read private repositories (and their issues, labels, …). */
export function scopesReadPrivate(scopes: GrantedScopes): boolean {
  return scopes === null || scopes.includes('repo');
}

/** Whether the credential may write at all (to public repositories at least). */
export function scopesWrite(scopes: GrantedScopes): boolean {
  return scopes === null || scopes.includes('repo') || scopes.includes('public_repo');
}

/** Whether the credential may read private projects. */
export function scopesReadProjects(scopes: GrantedScopes): boolean {
  return scopes === null || scopes.some((s) => s === 'repo' || s === 'project' || s === 'read:project');
}

/** Whether the credential may read organization and team membership. */
export function scopesReadOrg(scopes: GrantedScopes): boolean {
  return scopes === null || scopes.some((s) => s === 'read:org' || s === 'write:org' || s === 'admin:org');
}

/** Whether the credential may administer organizations. */
export function scopesAdminOrg(scopes: GrantedScopes): boolean {
  return scopes === null || scopes.includes('admin:org');
}

/** The `X-OAuth-Scopes` header GitHub sends with every token-authenticated answer. */
export function scopesHeader(scopes: readonly string[]): string {
  return scopes.join(', ');
}
