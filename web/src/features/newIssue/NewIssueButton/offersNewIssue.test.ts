import { describe, expect, it } from 'vitest';
import { offersNewIssue } from './offersNewIssue';

describe('offersNewIssue', () => {
  const plain = { isEnterpriseManaged: false };
  const managed = { isEnterpriseManaged: true };
  it('offers it in a writable repository to an ordinary user, whoever owns the repository', () => {
    expect(offersNewIssue({ isArchived: false, isOwnerEnterpriseManaged: false }, plain)).toBe(true);
    expect(offersNewIssue({ isArchived: false, isOwnerEnterpriseManaged: true }, plain)).toBe(true);
  });
  it('hides it in an archived repository', () => {
    expect(offersNewIssue({ isArchived: true, isOwnerEnterpriseManaged: false }, plain)).toBe(false);
    expect(offersNewIssue({ isArchived: true, isOwnerEnterpriseManaged: true }, managed)).toBe(false);
  });
  it('offers it to an enterprise-managed user only inside an enterprise-managed owner', () => {
    expect(offersNewIssue({ isArchived: false, isOwnerEnterpriseManaged: false }, managed)).toBe(false);
    expect(offersNewIssue({ isArchived: false, isOwnerEnterpriseManaged: true }, managed)).toBe(true);
  });
});
