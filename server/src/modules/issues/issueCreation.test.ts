import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { parseIssueForm } from '../issue-templates/issueTemplates.parse.ts';
import { issueFormBody } from './issueForm.body.ts';
import { addMember, buildLabel, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

const FORM = `name: Bug report
description: File a bug
title: "[Bug]: "
labels: [bug]
assignees: ic-triager
type: Bug
body:
  - type: markdown
    attributes:
      value: Thanks for reporting!
  - type: input
    id: version
    attributes:
      label: Version
    validations:
      required: true
  - type: input
    id: contact
    attributes:
      label: Contact
  - type: textarea
    id: what
    attributes:
      label: What happened?
    validations:
      required: true
  - type: textarea
    id: logs
    attributes:
      label: Logs
      render: shell
  - type: dropdown
    id: browser
    attributes:
      label: Browser
      options: [Firefox, Chrome, Safari]
    validations:
      required: true
  - type: dropdown
    id: os
    attributes:
      label: Systems
      multiple: true
      options: [Linux, macOS, Windows]
  - type: checkboxes
    id: terms
    attributes:
      label: Code of Conduct
      options:
        - label: I agree to follow the Code of Conduct
          required: true
        - label: I searched for duplicates
  - type: input
    attributes:
      label: Anything else
`;

const formOf = () => {
  const { form } = parseIssueForm('bug.yml', FORM);
  if (!form) throw new Error('test form does not parse');
  return form;
};

const validAnswers = [
  { id: 'version', value: '1.2.3' },
  { id: 'what', value: 'It crashed.\n' },
  { id: 'logs', value: 'panic: boom' },
  { id: 'browser', values: ['Chrome'] },
  { id: 'os', values: ['Windows', 'Linux'] },
  { id: 'terms', values: ['I agree to follow the Code of Conduct'] },
];

describe('issue form bodies', () => {
  it('writes one section per field in order, as GitHub does, for every element type', () => {
    expect(issueFormBody(formOf(), validAnswers)).toEqual({
      ok: true,
      body:
        '### Version\n\n1.2.3\n\n' +
        '### Contact\n\n_No response_\n\n' +
        '### What happened?\n\nIt crashed.\n\n' +
        '### Logs\n\n```shell\npanic: boom\n```\n\n' +
        '### Browser\n\nChrome\n\n' +
        '### Systems\n\nLinux, Windows\n\n' +
        '### Code of Conduct\n\n- [X] I agree to follow the Code of Conduct\n- [ ] I searched for duplicates\n\n' +
        '### Anything else\n\n_No response_\n\n',
    });
  });

  it('answers an element without an id by element-{index} or by its label; empty optional dropdowns and textareas say _No response_', () => {
    const byIndex = issueFormBody(formOf(), [
      ...validAnswers.filter((a) => a.id !== 'logs' && a.id !== 'os'),
      { id: 'element-8', value: 'More' },
    ]);
    expect(byIndex.ok && byIndex.body).toContain('### Anything else\n\nMore\n\n');
    expect(byIndex.ok && byIndex.body).toContain('### Logs\n\n_No response_\n\n');
    expect(byIndex.ok && byIndex.body).toContain('### Systems\n\n_No response_\n\n');
    const byLabel = issueFormBody(formOf(), [...validAnswers, { id: 'Anything else', value: 'Label' }]);
    expect(byLabel.ok && byLabel.body).toContain('### Anything else\n\nLabel\n\n');
  });

  it('fences a rendered textarea with more backticks than its text holds', () => {
    const answers = validAnswers.map((a) => (a.id === 'logs' ? { id: 'logs', value: 'a ``` b' } : a));
    const result = issueFormBody(formOf(), answers);
    expect(result.ok && result.body).toContain('### Logs\n\n````shell\na ``` b\n````\n\n');
  });

  it('lists every required field left empty', () => {
    expect(issueFormBody(formOf(), [{ id: 'version', value: '   ' }])).toEqual({
      ok: false,
      errors: [
        "'Version' is required.",
        "'What happened?' is required.",
        "'Browser' is required.",
        "'I agree to follow the Code of Conduct' is required.",
      ],
    });
  });

  it('refuses unknown ids, unknown options, several choices on a single-select dropdown and the wrong kind of value', () => {
    const result = issueFormBody(formOf(), [
      ...validAnswers.filter((a) => a.id !== 'browser' && a.id !== 'os' && a.id !== 'contact'),
      { id: 'nope', value: 'x' },
      { id: 'browser', values: ['Chrome', 'Firefox'] },
      { id: 'os', values: ['BeOS'] },
      { id: 'contact', values: ['a'] },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        "The form 'Bug report' has no field 'nope'.",
        "'Contact' takes one text value ('value'), not a list.",
        "'Browser' accepts only one option.",
        "'Systems' has no option 'BeOS'.",
      ],
    });
    const twice = issueFormBody(formOf(), [...validAnswers, { id: 'version', value: '2' }]);
    expect(twice).toEqual({ ok: false, errors: ["The field 'version' is answered more than once."] });
    const textForList = issueFormBody(formOf(), [...validAnswers.filter((a) => a.id !== 'browser'), { id: 'browser', value: 'Chrome' }]);
    expect(textForList.ok ? [] : textForList.errors).toContain("'Browser' takes a list of option labels ('values'), not a text value.");
  });
});

interface CreatedIssue {
  number: number;
  title: string;
  body: string;
  labels: { nodes: { name: string }[] };
  assignees: { nodes: { login: string }[] };
  issueType: { name: string } | null;
  projectItems: { nodes: { project: { title: string } }[] };
}

const CREATE = `mutation($input: CreateIssueInput!) {
  createIssue(input: $input) {
    issue {
      number title body
      labels(first: 10) { nodes { name } }
      assignees(first: 20) { nodes { login } }
      issueType { name }
      projectItems(first: 5) { nodes { project { title } } }
    }
  }
}`;

const PERMISSIONS = `query($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    viewerIssueCreationPermissions { labelable milestoneable assignable triageable typeable canSetIssueFields }
  }
}`;

describe('creating issues with templates and forms', () => {
  let server: TestServer;
  let org: AccountRow;
  let repo: RepositoryRow;
  let userRepo: RepositoryRow;
  const tokens: Record<'admin' | 'triager' | 'reader', string> = { admin: '', triager: '', reader: '' };
  let crowd: AccountRow[];

  beforeAll(async () => {
    server = await startTestServer();
    org = await buildOrg(server.db, { login: 'ic-org' });
    repo = await buildRepo(server.db, org, { name: 'app' });
    const admin = await buildUser(server.db, { login: 'ic-admin' });
    const triager = await buildUser(server.db, { login: 'ic-triager' });
    const reader = await buildUser(server.db, { login: 'ic-reader' });
    await addMember(server.db, org, triager);
    await grant(server.db, repo, admin, 'admin');
    await grant(server.db, repo, triager, 'triage');
    await grant(server.db, repo, reader, 'read');
    userRepo = await buildRepo(server.db, triager, { name: 'own' });
    tokens.admin = await buildToken(server.db, admin);
    tokens.triager = await buildToken(server.db, triager);
    tokens.reader = await buildToken(server.db, reader);
    crowd = await Promise.all(Array.from({ length: 11 }, (_, i) => buildUser(server.db, { login: `ic-crowd-${i}` })));
    await buildLabel(server.db, repo, { name: 'bug' });
    await buildLabel(server.db, repo, { name: 'docs' });
    await server.db.insert(t.issueTypes).values({ orgId: org.id, name: 'Bug' });
    await server.db.insert(t.issueFields).values({ orgId: org.id, name: 'Priority', slug: 'priority', dataType: 'single_select' });
    await server.db.insert(t.projects).values({ ownerId: org.id, number: 1, title: 'Roadmap', public: true });
    const dir = '.github/ISSUE_TEMPLATE/';
    await server.db.insert(t.repositoryFiles).values(
      [
        [
          `${dir}docs.md`,
          '---\nname: Documentation\nabout: Missing docs\nlabels: docs, missing\nassignees: ic-triager\ntype: Bug\nprojects: ic-org/1\n---\nWhich page?\n',
        ],
        [`${dir}crowd.md`, `---\nname: Crowd\nabout: Many assignees\nassignees: [${crowd.slice(0, 6).map((u) => u.login)}]\n---\n`],
        [`${dir}bug.yml`, FORM],
      ].map(([path, content]) => ({ repoId: repo.id, path: path as string, content: content as string })),
    );
  });
  afterAll(() => server.close());

  const create = (token: string, input: Record<string, unknown>) =>
    server.graphql<{ createIssue: { issue: CreatedIssue } }>(token, CREATE, {
      input: { repositoryId: toGlobalId('Repository', repo.id), ...input },
    });
  const issueCount = async () => server.db.$count(t.issues, eq(t.issues.repoId, repo.id));

  it('tells each role what it may set on a new issue', async () => {
    const permissions = async (token: string, r: RepositoryRow, owner: string) =>
      (await server.graphql<{ repository: { viewerIssueCreationPermissions: unknown } }>(token, PERMISSIONS, { owner, name: r.name })).data
        ?.repository.viewerIssueCreationPermissions;
    const all = { labelable: true, milestoneable: true, assignable: true, triageable: true, typeable: true, canSetIssueFields: true };
    expect(await permissions(tokens.admin, repo, 'ic-org')).toEqual(all);
    expect(await permissions(tokens.triager, repo, 'ic-org')).toEqual(all);
    expect(await permissions(tokens.reader, repo, 'ic-org')).toEqual({
      labelable: false,
      milestoneable: false,
      assignable: false,
      triageable: false,
      typeable: false,
      canSetIssueFields: false,
    });
    // A personal repository has no issue types or issue fields.
    expect(await permissions(tokens.triager, userRepo, 'ic-triager')).toEqual({ ...all, typeable: false, canSetIssueFields: false });
  });

  it("applies a markdown template's labels, assignees, type and project for a triager, with their timeline events", async () => {
    const result = await create(tokens.triager, { title: 'Docs gap', body: 'Which page? Install', issueTemplate: 'Documentation' });
    expect(result.errors).toBeUndefined();
    const issue = result.data?.createIssue.issue;
    expect(issue?.body).toBe('Which page? Install');
    expect(issue?.labels.nodes.map((l) => l.name)).toEqual(['docs']);
    expect(issue?.assignees.nodes.map((a) => a.login)).toEqual(['ic-triager']);
    expect(issue?.issueType?.name).toBe('Bug');
    expect(issue?.projectItems.nodes.map((item) => item.project.title)).toEqual(['Roadmap']);
    const [row] = await server.db
      .select()
      .from(t.issues)
      .where(and(eq(t.issues.repoId, repo.id), eq(t.issues.number, issue?.number ?? 0)));
    const events = await server.db
      .select({ event: t.timelineEvents.event })
      .from(t.timelineEvents)
      .where(eq(t.timelineEvents.issueId, row?.id ?? 0));
    expect(events.map((e) => e.event).sort()).toEqual(['added_to_project_v2', 'assigned', 'issue_type_added', 'labeled']);
  });

  it('finds a template by file name and drops its metadata, and the metadata sent, for a reader', async () => {
    const docs = (
      await server.db
        .select()
        .from(t.labels)
        .where(and(eq(t.labels.repoId, repo.id), eq(t.labels.name, 'docs')))
    )[0];
    const result = await create(tokens.reader, {
      title: 'From a reader',
      issueTemplate: 'docs.md',
      labelIds: [toGlobalId('Label', docs?.id ?? 0)],
      assigneeIds: [toGlobalId('User', crowd[0]?.id ?? 0)],
    });
    expect(result.errors).toBeUndefined();
    const issue = result.data?.createIssue.issue;
    expect(issue?.labels.nodes).toEqual([]);
    expect(issue?.assignees.nodes).toEqual([]);
    expect(issue?.issueType).toBeNull();
    expect(issue?.projectItems.nodes).toEqual([]);
  });

  it('writes the body from the issue form answers, ignoring the body sent, and applies the form metadata', async () => {
    const result = await create(tokens.triager, {
      title: '[Bug]: crash',
      body: 'ignored',
      issueTemplate: 'Bug report',
      issueFormFieldValues: validAnswers,
    });
    expect(result.errors).toBeUndefined();
    const issue = result.data?.createIssue.issue;
    expect(issue?.title).toBe('[Bug]: crash');
    const expected = issueFormBody(formOf(), validAnswers);
    expect(issue?.body).toBe(expected.ok ? expected.body : null);
    expect(issue?.body).toContain('### Logs\n\n```shell\npanic: boom\n```');
    expect(issue?.labels.nodes.map((l) => l.name)).toEqual(['bug']);
    expect(issue?.assignees.nodes.map((a) => a.login)).toEqual(['ic-triager']);
    expect(issue?.issueType?.name).toBe('Bug');
  });

  it('refuses a form with required fields left empty, naming each, and creates nothing', async () => {
    const before = await issueCount();
    const result = await create(tokens.triager, {
      title: 'Incomplete',
      issueTemplate: 'bug.yml',
      issueFormFieldValues: [
        { id: 'version', value: '' },
        { id: 'browser', values: [] },
      ],
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe(
      "'Version' is required. 'What happened?' is required. 'Browser' is required. 'I agree to follow the Code of Conduct' is required.",
    );
    expect(await issueCount()).toBe(before);
  });

  it('refuses unknown fields and options of a form', async () => {
    const result = await create(tokens.triager, {
      title: 'Odd',
      issueTemplate: 'bug.yml',
      issueFormFieldValues: [
        ...validAnswers.filter((a) => a.id !== 'browser'),
        { id: 'browser', values: ['Lynx'] },
        { id: 'extra', value: 'x' },
      ],
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe("The form 'Bug report' has no field 'extra'. 'Browser' has no option 'Lynx'.");
  });

  it('refuses form answers without an issue form', async () => {
    const result = await create(tokens.triager, { title: 'x', issueTemplate: 'docs.md', issueFormFieldValues: [] });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses an unknown template', async () => {
    const before = await issueCount();
    const result = await create(tokens.triager, { title: 'x', issueTemplate: 'nope.md' });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe("Template 'nope.md' does not exist.");
    expect(await issueCount()).toBe(before);
  });

  it('refuses a title over 256 characters or a body over 65,536, and creates nothing', async () => {
    const before = await issueCount();
    const longTitle = await create(tokens.triager, { title: 'x'.repeat(257) });
    expect(longTitle.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(longTitle.errors?.[0]?.message).toBe('Title is too long (maximum is 256 characters)');
    const longBody = await create(tokens.triager, { title: 'ok', body: 'x'.repeat(65537) });
    expect(longBody.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(longBody.errors?.[0]?.message).toBe('Body is too long (maximum is 65536 characters)');
    const longForm = await create(tokens.triager, {
      title: 'ok',
      issueTemplate: 'bug.yml',
      issueFormFieldValues: validAnswers.map((a) => (a.id === 'what' ? { id: 'what', value: 'y'.repeat(65536) } : a)),
    });
    expect(longForm.errors?.[0]?.message).toBe('Body is too long (maximum is 65536 characters)');
    expect(await issueCount()).toBe(before);
  });

  it('leaves nothing behind when a later step fails (too many assignees once the template adds its own)', async () => {
    const before = await issueCount();
    const [{ next } = { next: 0 }] = await server.db
      .select({ next: t.repositories.nextIssueNumber })
      .from(t.repositories)
      .where(eq(t.repositories.id, repo.id));
    const result = await create(tokens.admin, {
      title: 'Crowded',
      issueTemplate: 'Crowd',
      labelIds: [toGlobalId('Label', (await server.db.select().from(t.labels).where(eq(t.labels.repoId, repo.id)))[0]?.id ?? 0)],
      assigneeIds: crowd.slice(6).map((u) => toGlobalId('User', u.id)),
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('An issue can have at most 10 assignees.');
    expect(await issueCount()).toBe(before);
    expect(await server.db.select().from(t.issues).where(eq(t.issues.title, 'Crowded'))).toEqual([]);
    const [after] = await server.db
      .select({ next: t.repositories.nextIssueNumber })
      .from(t.repositories)
      .where(eq(t.repositories.id, repo.id));
    expect(after?.next).toBe(next);
  });
});
