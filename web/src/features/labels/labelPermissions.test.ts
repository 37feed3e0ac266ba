import { describe, expect, it } from 'vitest';
import { canManageLabels, canPush } from './labelPermissions';

const active = { isArchived: false, isDisabled: false, isLocked: false };

describe('label permissions', () => {
  it.each([
    ['ADMIN', true],
    ['MAINTAIN', true],
    ['WRITE', true],
    ['TRIAGE', false],
    ['READ', false],
    [null, false],
  ])('treats %s as push rights: %s', (viewerPermission, expected) => {
    expect(canPush({ viewerPermission, ...active })).toBe(expected);
    expect(canManageLabels({ viewerPermission, ...active })).toBe(expected);
  });

  it.each(['isArchived', 'isDisabled', 'isLocked'] as const)('offers no label changes when the repository %s', (flag) => {
    expect(canPush({ viewerPermission: 'ADMIN', ...active, [flag]: true })).toBe(false);
    expect(canManageLabels({ viewerPermission: 'ADMIN', ...active, [flag]: true })).toBe(false);
  });
});
