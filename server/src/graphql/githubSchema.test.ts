import fs from 'node:fs';
import { createRequire } from 'node:module';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { githubOperationFiles } from '../../testing/operations.ts';

const require = createRequire(import.meta.url);
const githubSdl = fs.readFileSync(require.resolve('github-schema').replace(/dist\/.*$/, 'github-schema.graphql'), 'utf8');

describe('GitHub compatibility', () => {
  const github = buildSchema(githubSdl, { assumeValidSDL: true });
  // The committed schema (checked for drift separately), built with this module's graphql-js.
  const ours = buildSchema(fs.readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

  // The web app's operations (Relay's persisted map) use GitHub's names too, except the project's
  // extensions (issue 3's search extensions for page-based lists and the tab counts), allowed
  // here per operation by the exact errors GitHub's schema gives for them.
  const searchExtensions = [
    'Unknown argument "skip" on field "Query.search".',
    'Cannot query field "openIssueCount" on type "SearchResultItemConnection". Did you mean "issueCount"?',
    'Cannot query field "closedIssueCount" on type "SearchResultItemConnection". Did you mean "issueCount" or "codeCount"?',
  ];
  // The first-time-contributor banner (issue 4 item 10): GitHub's internal banner fields and notice dismissals.
  const bannerFields = [
    'Cannot query field "showFirstTimeContributorBanner" on type "Repository".',
    'Cannot query field "communityProfile" on type "Repository".',
  ];
  // Pinned issues (issue 4 item 9): GitHub's internal viewerCanPinIssues and prioritizePinnedIssues.
  const pinFields = [
    'Cannot query field "viewerCanPinIssues" on type "Repository". Did you mean "viewerCanAdminister" or "viewerCanSeeIssueFields"?',
  ];
  // Streamed searches (issue 20 item 4): the lists defer their open/closed counts. GitHub's web app
  // sends @defer too, but its public schema does not declare the directive.
  const deferDirective = 'Unknown directive "@defer".';
  // Rights decided by the server (issue 17 item 5): GitHub's public schema has viewerPermission, not
  // the push rule itself (write access on a repository that is not archived, disabled or locked).
  const pushField = 'Cannot query field "viewerCanPush" on type "Repository".';
  // Edits that name the body's version they started from (issue 18): `bodyVersion`.
  const bodyVersion = ['Cannot query field "bodyVersion" on type "Issue".', 'Cannot query field "bodyVersion" on type "IssueComment".'];
  // Whether the viewer may comment (issue 18): the comment form, and its notice on a locked issue.
  const commentField =
    'Cannot query field "viewerCanComment" on type "Issue". Did you mean "viewerCanClose", "viewerCanReopen", "viewerCanDelete", "viewerCanLabel", or "viewerCanReact"?';
  // Who may change an issue's relationships (issue 18 item 4: its author, or triage and up).
  const relateField =
    'Cannot query field "viewerCanRelate" on type "Issue". Did you mean "viewerCanDelete", "viewerCanReact", "viewerCanUpdate", "viewerCanClose", or "viewerCanLabel"?';
  // The issue page's rights and edit versions (issue 18): the header's and actions' extensions, and
  // the sidebar's gear menus (the rights GitHub's web UI reads; `viewerCanAssign` is live-only).
  const issuePageFields = [
    'Cannot query field "viewerCanLock" on type "Issue". Did you mean "viewerCanClose", "viewerCanLabel", "viewerCanReact", "viewerCanDelete", or "viewerCanReopen"?',
    'Cannot query field "viewerCanPin" on type "Issue". Did you mean "viewerCanReopen", "viewerCanClose", "viewerCanLabel", "viewerCanReact", or "viewerCanUpdate"?',
    'Cannot query field "viewerCanTransfer" on type "Issue". Did you mean "viewerCanClose", "viewerCanLabel", "viewerCanReopen", "viewerCanDelete", or "viewerCanReact"?',
    'Cannot query field "viewerCanAssign" on type "Issue". Did you mean "viewerCanReopen", "viewerCanClose", "viewerCanDelete", "viewerCanLabel", or "viewerCanReact"?',
    'Cannot query field "viewerCanSetMilestone" on type "Issue". Did you mean "viewerCanDelete", "viewerCanSetFields", "viewerCanClose", or "viewerCanReopen"?',
    'Cannot query field "viewerCanSetIssueType" on type "Issue". Did you mean "viewerCanDelete", "viewerCanSetFields", or "viewerCanSubscribe"?',
    'Cannot query field "viewerCanSetProjects" on type "Issue". Did you mean "viewerCanSetFields", "viewerCanDelete", "viewerCanReact", "viewerCanReopen", or "viewerCanClose"?',
    commentField,
    relateField,
    ...bodyVersion,
  ];
  // The Relationships section's search and changes read each related issue's `viewerCanRelate`.
  const relationshipOperations = [
    'RelationshipsMenuSearchQuery',
    'useRelationshipChangesAddSubIssueMutation',
    'useRelationshipChangesSetParentMutation',
    'useRelationshipChangesRemoveSubIssueMutation',
    'useRelationshipChangesRemoveParentMutation',
    'useRelationshipChangesReprioritizeMutation',
    'useRelationshipChangesAddBlockedByMutation',
    'useRelationshipChangesAddBlockingMutation',
    'useRelationshipChangesRemoveBlockedByMutation',
    'useRelationshipChangesRemoveBlockingMutation',
    'useRelationshipChangesCreateSubIssueMutation',
  ];
  // Milestone writes: GitHub's web UI has these mutations (spec 001 §7) but its public schema does not.
  const updateMilestone = [
    'Unknown type "UpdateMilestoneInput". Did you mean "UpdateIssueInput", "UpdateDiscussionInput", "UpdateIssueTypeInput", "UpdateRepositoryInput", or "UpdateCheckRunInput"?',
    'Cannot query field "updateMilestone" on type "Mutation". Did you mean "updateIssue", "updateDiscussion", "updateIssueType", or "updateRepository"?',
  ];
  // Who may open issues (spec 000 §2): the enterprise-managed rule and the interaction limit's reason.
  const enterpriseFields = [
    'Cannot query field "isOwnerEnterpriseManaged" on type "Repository".',
    'Cannot query field "isEnterpriseManaged" on type "User".',
  ];
  const restrictionFields = [...enterpriseFields, 'Cannot query field "viewerInteractionLimitReasonHTML" on type "Repository".'];
  const newIssueButtonFields = [
    ...enterpriseFields,
    'Cannot query field "hasAnyTemplates" on type "Repository". Did you mean "issueTemplates" or "isTemplate"?',
  ];
  const webExtensions = new Map<string, string[]>([
    // Numbered label pages (spec 001 §2.5, §7: the label list query takes skip).
    ['LabelsPageQuery', ['Unknown argument "skip" on field "Repository.labels".', pushField]],
    ['MilestonesPageQuery', [pushField]],
    ['NewMilestonePageQuery', [pushField]],
    ['EditMilestonePageQuery', [pushField]],
    // The milestone page's `page` parameter skips (page − 1) × 25 items (spec 001 §9).
    ['MilestoneIssueListQuery', ['Unknown argument "skip" on field "Query.search".']],
    ['MilestoneIssueListPaginationQuery', ['Unknown argument "skip" on field "Query.search".']],
    // The template chooser (issue 6): GitHub keeps issue forms, their errors and the support file internal.
    [
      'ChooseIssueTemplatePageQuery',
      [
        ...restrictionFields,
        'Cannot query field "issueForms" on type "Repository". Did you mean "issueTypes", "issues", "isFork", "issue", or "issueType"?',
        'Cannot query field "invalidIssueForms" on type "Repository".',
        'Cannot query field "supportFileUrl" on type "Repository".',
      ],
    ],
    // The new-issue page (issue 6): templates, forms and creation permissions GitHub keeps internal.
    [
      'NewIssuePageQuery',
      [
        ...restrictionFields,
        'Cannot query field "hasAnyTemplates" on type "Repository". Did you mean "issueTemplates" or "isTemplate"?',
        'Cannot query field "issueForms" on type "Repository". Did you mean "issueTypes", "issues", "isFork", "issue", or "issueType"?',
        'Cannot query field "viewerIssueCreationPermissions" on type "Repository".',
      ],
    ],
    [
      'RepositoryPickerQuery',
      ['Cannot query field "hasAnyTemplates" on type "Repository". Did you mean "issueTemplates" or "isTemplate"?'],
    ],
    // Opening an issue marks it read (issue 19 item 5); GitHub's web UI does it internally.
    [
      'useMarkIssueAsReadMutation',
      [
        'Unknown type "MarkIssueAsReadInput". Did you mean "MarkFileAsViewedInput", "CreateIssueFieldInput", or "UpdateIssueFieldInput"?',
        'Cannot query field "markIssueAsRead" on type "Mutation".',
      ],
    ],
    // Bulk updates run as jobs (issue 8); GitHub keeps updateIssuesBulk internal.
    [
      'updateIssuesBulkMutation',
      [
        'Unknown type "UpdateIssuesBulkInput". Did you mean "UpdateIssueFieldInput", "UpdateIssueInput", "UpdateIssueTypeInput", "CreateIssueFieldInput", or "UpdateDiscussionInput"?',
        'Cannot query field "updateIssuesBulk" on type "Mutation". Did you mean "updateIssueField", "updateIssue", "updateIssueType", "createIssueField", or "updateDiscussion"?',
      ],
    ],
    ['MilestonesPageStateMutation', updateMilestone],
    ['MilestonePageStateMutation', updateMilestone],
    ['EditMilestonePageUpdateMutation', updateMilestone],
    [
      'NewMilestonePageCreateMutation',
      [
        'Unknown type "CreateMilestoneInput". Did you mean "CreateIssueInput", "CreateDiscussionInput", "CreateIssueTypeInput", "CreateRepositoryInput", or "CreateCheckRunInput"?',
        'Cannot query field "createMilestone" on type "Mutation". Did you mean "createIssue", "createDiscussion", "createIssueType", or "createRepository"?',
      ],
    ],
    [
      'MilestonesPageDeleteMutation',
      [
        'Unknown type "DeleteMilestoneInput". Did you mean "DeleteIssueInput", "DeleteDiscussionInput", "DeleteIssueTypeInput", "DeleteDeploymentInput", or "DeleteLabelInput"?',
        'Cannot query field "deleteMilestone" on type "Mutation". Did you mean "deleteIssue", "deleteDiscussion", or "deleteIssueType"?',
      ],
    ],
    [
      'MilestoneIssueListReprioritizeMutation',
      [
        'Unknown type "ReprioritizeMilestoneIssueInput". Did you mean "ReprioritizeSubIssueInput"?',
        'Cannot query field "reprioritizeMilestoneIssue" on type "Mutation". Did you mean "reprioritizeSubIssue"?',
      ],
    ],
    ['RepoIssuesPageQuery', [...searchExtensions, ...bannerFields, ...pinFields, ...newIssueButtonFields, pushField, deferDirective]],
    ['MilestonePageQuery', [...newIssueButtonFields, pushField]],
    // The dashboard (issue 7): its search is the repository list's, and saved views are GitHub's
    // internal dashboard search shortcuts.
    ['DashboardPageListQuery', [...searchExtensions, pushField, deferDirective]],
    ['ViewsPaneSavedViewsQuery', ['Cannot query field "dashboard" on type "User".']],
    [
      'savedViewMutationsCreateMutation',
      ['Unknown type "CreateDashboardSearchShortcutInput".', 'Cannot query field "createDashboardSearchShortcut" on type "Mutation".'],
    ],
    [
      'savedViewMutationsUpdateMutation',
      ['Unknown type "UpdateDashboardSearchShortcutInput".', 'Cannot query field "updateDashboardSearchShortcut" on type "Mutation".'],
    ],
    [
      'savedViewMutationsRemoveMutation',
      ['Unknown type "RemoveDashboardSearchShortcutInput".', 'Cannot query field "removeDashboardSearchShortcut" on type "Mutation".'],
    ],
    // The issue page replaces its comment form with the interaction limit's reason.
    ['IssueViewQuery', ['Cannot query field "viewerInteractionLimitReasonHTML" on type "Repository".', ...issuePageFields]],
    ['TimelinePageQuery', bodyVersion],
    ['CommentFormMutation', bodyVersion],
    ['commentMutationsUpdateCommentMutation', bodyVersion],
    ['commentMutationsUpdateIssueMutation', bodyVersion],
    // The live issue page reads what the page reads.
    ['useIssueLiveSubscription', issuePageFields],
    [
      'useTaskListTicksMutation',
      [
        ...bodyVersion,
        'Unknown type "UpdateTaskListItemInput". Did you mean "UpdateUserListInput", "UpdateUserListsForItemInput", "UpdateDiscussionInput", "UpdateIssueInput", or "UpdateIssueTypeInput"?',
        'Cannot query field "updateTaskListItem" on type "Mutation". Did you mean "updateUserList" or "updateUserListsForItem"?',
      ],
    ],
    // Issue actions (issue 18): repositories the viewer can push to, and a deleted issue's page.
    ['TransferDialogQuery', [pushField]],
    ['IssueActionsLockMutation', [commentField]],
    ['IssueActionsUnlockMutation', [commentField]],
    ['IssueNotFoundQuery', ['Cannot query field "deletedIssue" on type "Repository".']],
    // The file page renders markdown files with the server's sanitised HTML (GitHub renders it in its page).
    ['BlobPageQuery', ['Cannot query field "textHTML" on type "Blob". Did you mean "text"?']],
    ['PinnedIssuesUnpinMutation', pinFields],
    [
      'PinnedIssuesPrioritizeMutation',
      [
        'Unknown type "PrioritizePinnedIssuesInput". Did you mean "ReprioritizeSubIssueInput"?',
        'Cannot query field "prioritizePinnedIssues" on type "Mutation". Did you mean "reprioritizeSubIssue"?',
        ...pinFields,
      ],
    ],
    [
      'ContributorBannerDismissRepositoryNoticeMutation',
      [
        'Unknown type "DismissRepositoryNoticeInput". Did you mean "ArchiveRepositoryInput", "DeleteRepositoryRulesetInput", or "RepositoryRuleInput"?',
        'Cannot query field "dismissRepositoryNotice" on type "Mutation".',
      ],
    ],
    ...relationshipOperations.map((name): [string, string[]] => [name, [relateField]]),
    [
      'ContributorBannerDismissNoticeMutation',
      ['Unknown type "DismissNoticeInput". Did you mean "PinIssueInput"?', 'Cannot query field "dismissNotice" on type "Mutation".'],
    ],
  ]);
  const webOperations = JSON.parse(fs.readFileSync(new URL('../../../web/persisted-queries.json', import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
  for (const text of Object.values(webOperations)) {
    const name = /^(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1] ?? 'anonymous';
    it(`web operation ${name} is valid against GitHub's public schema (apart from listed extensions) and ours`, () => {
      const document = parse(text);
      const allowed = webExtensions.get(name) ?? [];
      expect(
        validate(github, document)
          .map((e) => e.message)
          .filter((message) => !allowed.includes(message)),
      ).toEqual([]);
      expect(validate(ours, document).map((e) => e.message)).toEqual([]);
    });
  }

  for (const file of githubOperationFiles()) {
    const name = file.split('/').pop();
    it(`${name} is valid against GitHub's public schema and ours`, () => {
      const document = parse(fs.readFileSync(file, 'utf8'));
      expect(validate(github, document).map((e) => e.message)).toEqual([]);
      expect(validate(ours, document).map((e) => e.message)).toEqual([]);
    });
  }
});
