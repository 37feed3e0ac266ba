import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRow, RepositoryRow } from '../../db/rows.ts';
import * as t from '../../db/schema/index.ts';
import { nameList, parseIssueForm, parseMarkdownTemplate, parseTemplateConfig, parseTemplateFiles } from './issueTemplates.parse.ts';
import { buildIssue, buildLabel, buildOrg, buildRepo, buildToken, buildUser, grant } from '../../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../../testing/harness.ts';

/** A valid form; `body` replaces the body section when given. */
const form = (body = '  - type: input\n    id: name\n    attributes:\n      label: Name\n', head = '') =>
  `name: Bug\ndescription: Report a bug\n${head}body:\n${body}`;

const errorsOf = (yaml: string) => parseIssueForm('bug.yml', yaml).errors;

describe('issue template parsing', () => {
  describe('markdown templates', () => {
    it('reads the front matter and the body', () => {
      const template = parseMarkdownTemplate(
        'docs.md',
        '---\nname: Documentation\nabout: Report missing docs\ntitle: "[Docs] "\nlabels: documentation, good first issue\nassignees: octocat\ntype: Task\n\n---\n\n**Which page?**\n',
      );
      expect(template).toEqual({
        filename: 'docs.md',
        name: 'Documentation',
        about: 'Report missing docs',
        title: '[Docs] ',
        labels: ['documentation', 'good first issue'],
        assignees: ['octocat'],
        projects: [],
        type: 'Task',
        body: '**Which page?**\n',
      });
    });

    it('accepts labels and assignees as YAML lists, and empty strings as none', () => {
      const template = parseMarkdownTemplate(
        'q.md',
        "---\nname: Q\nabout: A\nlabels: [bug, 'needs triage']\nassignees: ''\ntitle: ''\n---\nBody",
      );
      expect(template?.labels).toEqual(['bug', 'needs triage']);
      expect(template?.assignees).toEqual([]);
      expect(template?.title).toBeNull();
      expect(template?.body).toBe('Body');
      expect(nameList(['a', ' b '])).toEqual(['a', 'b']);
      expect(nameList('a, ,b')).toEqual(['a', 'b']);
      expect(nameList({ a: 1 })).toBeNull();
    });

    it('ignores files without front matter, a name or an about', () => {
      expect(parseMarkdownTemplate('a.md', '# Just markdown')).toBeNull();
      expect(parseMarkdownTemplate('b.md', '---\nname: Only a name\n---\nBody')).toBeNull();
      expect(parseMarkdownTemplate('c.md', '---\nabout: Only about\n---\nBody')).toBeNull();
      expect(parseMarkdownTemplate('d.md', '---\nname: [unclosed\n---\nBody')).toBeNull();
    });
  });

  describe('issue forms', () => {
    it('parses a valid form with every element type', () => {
      const { form: parsed, errors } = parseIssueForm(
        'bug.yml',
        `name: Bug report
description: File a bug report
title: "[Bug]: "
labels: ["bug", "triage"]
assignees: octocat, hubot
projects: ["octo-org/1"]
type: Bug
body:
  - type: markdown
    attributes:
      value: Thanks!
  - type: input
    id: contact
    attributes:
      label: Contact
      placeholder: ex. email@example.com
      value: me
    validations:
      required: false
  - type: textarea
    id: logs
    attributes:
      label: Logs
      render: shell
    validations:
      required: true
  - type: dropdown
    id: version
    attributes:
      label: Version
      multiple: true
      options: [1.0, "2.0"]
      default: 1
  - type: checkboxes
    id: terms
    attributes:
      label: Terms
      options:
        - label: I agree
          required: true
        - label: Optional
`,
      );
      expect(errors).toEqual([]);
      expect(parsed).toMatchObject({
        filename: 'bug.yml',
        name: 'Bug report',
        description: 'File a bug report',
        title: '[Bug]: ',
        labels: ['bug', 'triage'],
        assignees: ['octocat', 'hubot'],
        projects: ['octo-org/1'],
        type: 'Bug',
      });
      expect(parsed?.elements.map((e) => [e.type, e.id, e.label, e.required])).toEqual([
        ['markdown', null, null, false],
        ['input', 'contact', 'Contact', false],
        ['textarea', 'logs', 'Logs', true],
        ['dropdown', 'version', 'Version', false],
        ['checkboxes', 'terms', 'Terms', false],
      ]);
      expect(parsed?.elements[0]?.value).toBe('Thanks!');
      expect(parsed?.elements[1]).toMatchObject({ placeholder: 'ex. email@example.com', value: 'me' });
      expect(parsed?.elements[2]?.render).toBe('shell');
      expect(parsed?.elements[3]).toMatchObject({
        multiple: true,
        default: 1,
        options: [
          { label: '1', required: false },
          { label: '2.0', required: false },
        ],
      });
      expect(parsed?.elements[4]?.options).toEqual([
        { label: 'I agree', required: true },
        { label: 'Optional', required: false },
      ]);
    });

    it('requires name, description and a non-empty body', () => {
      expect(errorsOf('body:\n  - type: input\n    attributes:\n      label: X\n')).toEqual([
        "bug.yml: must have a 'name' (a non-empty string).",
        "bug.yml: must have a 'description' (a non-empty string).",
      ]);
      expect(errorsOf('name: A\ndescription: B\nbody: []\n')).toEqual(["bug.yml: must have a 'body' with at least one element."]);
      expect(errorsOf('name: A\ndescription: B\n')).toEqual(["bug.yml: must have a 'body' with at least one element."]);
    });

    it('rejects invalid YAML, non-mappings and unknown top-level keys', () => {
      expect(errorsOf('name: [oops')[0]).toMatch(/^bug\.yml: is not valid YAML \(.+\)\.$/);
      expect(errorsOf('- a\n- b\n')).toEqual(['bug.yml: must be a YAML mapping with a name, a description and a body.']);
      expect(errorsOf(form(undefined, 'color: red\n'))).toEqual(["bug.yml: has an unknown top-level key 'color'."]);
      expect(errorsOf(form(undefined, 'labels: {a: 1}\n'))).toEqual([
        "bug.yml: 'labels' must be a list of strings or a comma-separated string.",
      ]);
    });

    it('rejects unknown and missing element types', () => {
      expect(
        errorsOf(form('  - type: input\n    attributes:\n      label: A\n  - type: date\n    attributes:\n      label: When\n')),
      ).toEqual(["bug.yml: body[1] has an unknown type 'date'."]);
      expect(errorsOf(form('  - attributes:\n      label: A\n'))).toEqual(["bug.yml: body[0] is missing a 'type'."]);
      expect(errorsOf(form('  - type: input\n    attributes:\n      label: A\n    extra: 1\n'))).toEqual([
        "bug.yml: body[0] has an unknown key 'extra'.",
      ]);
    });

    it('checks ids: allowed characters and uniqueness', () => {
      expect(errorsOf(form('  - type: input\n    id: has space\n    attributes:\n      label: A\n'))).toEqual([
        "bug.yml: body[0] has an invalid id 'has space': use only letters, digits, '-' and '_'.",
      ]);
      expect(
        errorsOf(
          form(
            '  - type: input\n    id: a\n    attributes:\n      label: A\n  - type: textarea\n    id: a\n    attributes:\n      label: B\n',
          ),
        ),
      ).toEqual(["bug.yml: body[1] has the id 'a', which another element already uses."]);
    });

    it('requires labels on fields and a value on markdown', () => {
      expect(errorsOf(form('  - type: input\n    attributes:\n      description: D\n'))).toEqual([
        "bug.yml: body[0] needs an 'attributes.label' (a non-empty string).",
      ]);
      expect(
        errorsOf(form('  - type: markdown\n    attributes:\n      value: ""\n  - type: input\n    attributes:\n      label: A\n')),
      ).toEqual(["bug.yml: body[0] (markdown) needs an 'attributes.value' with the text to show."]);
      expect(errorsOf(form('  - type: input\n'))).toEqual(["bug.yml: body[0] is missing its 'attributes'."]);
    });

    it('rejects unknown attributes for the type', () => {
      expect(errorsOf(form('  - type: input\n    attributes:\n      label: A\n      render: shell\n'))).toEqual([
        "bug.yml: body[0] has an unknown attribute 'render' for type 'input'.",
      ]);
      expect(
        errorsOf(
          form('  - type: markdown\n    attributes:\n      value: Hi\n      label: A\n  - type: input\n    attributes:\n      label: A\n'),
        ),
      ).toEqual(["bug.yml: body[0] has an unknown attribute 'label' for type 'markdown'."]);
    });

    it('checks dropdown options, multiple and default', () => {
      const dropdown = (attributes: string) => errorsOf(form(`  - type: dropdown\n    attributes:\n      label: V\n${attributes}`));
      expect(dropdown('')).toEqual(["bug.yml: body[0] (dropdown) needs a non-empty 'attributes.options' list."]);
      expect(dropdown('      options: []\n')).toEqual(["bug.yml: body[0] (dropdown) needs a non-empty 'attributes.options' list."]);
      expect(dropdown('      options: [a, a]\n')).toEqual(["bug.yml: body[0] has the option 'a' more than once."]);
      expect(dropdown('      options: [a, None]\n')).toEqual(["bug.yml: body[0] cannot use 'None' as an option: it is reserved."]);
      expect(dropdown('      options: [a, b]\n      default: 2\n')).toEqual([
        "bug.yml: body[0] has a 'default' of '2', which is not the index of one of its 2 options.",
      ]);
      expect(dropdown('      options: [a, b]\n      multiple: yes please\n')).toEqual([
        "bug.yml: body[0] attribute 'multiple' must be true or false.",
      ]);
      expect(dropdown('      options: [a, b]\n      default: 1\n      multiple: false\n')).toEqual([]);
    });

    it('checks checkbox options', () => {
      const checkboxes = (attributes: string) => errorsOf(form(`  - type: checkboxes\n    attributes:\n      label: T\n${attributes}`));
      expect(checkboxes('')).toEqual(["bug.yml: body[0] (checkboxes) needs a non-empty 'attributes.options' list."]);
      expect(checkboxes('      options:\n        - required: true\n')).toEqual([
        "bug.yml: body[0] option 0 needs a 'label' (a non-empty string).",
      ]);
      expect(checkboxes('      options:\n        - label: A\n          required: maybe\n')).toEqual([
        "bug.yml: body[0] option 0 has a 'required' that is not true or false.",
      ]);
      expect(checkboxes('      options:\n        - label: A\n          checked: true\n')).toEqual([
        "bug.yml: body[0] option 0 has an unknown key 'checked'.",
      ]);
      expect(checkboxes('      options:\n        - plain string\n')).toEqual([
        "bug.yml: body[0] option 0 must be a mapping with a 'label'.",
      ]);
    });

    it('checks validations', () => {
      expect(
        errorsOf(
          form(
            '  - type: markdown\n    attributes:\n      value: Hi\n    validations:\n      required: true\n  - type: input\n    attributes:\n      label: A\n',
          ),
        ),
      ).toEqual(["bug.yml: body[0] (markdown) cannot have 'validations'."]);
      expect(errorsOf(form('  - type: input\n    attributes:\n      label: A\n    validations:\n      required: "yes"\n'))).toEqual([
        "bug.yml: body[0] 'validations.required' must be true or false.",
      ]);
      expect(errorsOf(form('  - type: input\n    attributes:\n      label: A\n    validations:\n      min: 3\n'))).toEqual([
        "bug.yml: body[0] has an unknown validation 'min'.",
      ]);
    });

    it('needs at least one element that is not markdown', () => {
      expect(errorsOf(form('  - type: markdown\n    attributes:\n      value: Hi\n'))).toEqual([
        "bug.yml: 'body' must have at least one element that is not markdown.",
      ]);
    });
  });

  describe('config.yml', () => {
    it('defaults to blank issues enabled and no links', () => {
      expect(parseTemplateConfig(null)).toEqual({ blankIssuesEnabled: true, contactLinks: [], errors: [] });
      expect(parseTemplateConfig('')).toEqual({ blankIssuesEnabled: true, contactLinks: [], errors: [] });
    });

    it('reads blank_issues_enabled and complete contact links', () => {
      const config = parseTemplateConfig(
        'blank_issues_enabled: false\ncontact_links:\n  - name: Forum\n    url: https://example.com/forum\n    about: Ask here\n  - name: No about\n    url: https://example.com\n',
      );
      expect(config.blankIssuesEnabled).toBe(false);
      expect(config.contactLinks).toEqual([{ name: 'Forum', url: 'https://example.com/forum', about: 'Ask here' }]);
      expect(config.errors).toEqual(["config.yml: contact_links[1] is missing 'about'."]);
    });

    it('reports a wrong flag and unknown keys', () => {
      expect(parseTemplateConfig('blank_issues_enabled: maybe\nfoo: 1\n').errors).toEqual([
        "config.yml: has an unknown key 'foo'.",
        "config.yml: 'blank_issues_enabled' must be true or false.",
      ]);
    });
  });

  it('sorts the files of .github/ISSUE_TEMPLATE into templates, forms and invalid forms', () => {
    const parsed = parseTemplateFiles([
      { path: '.github/ISSUE_TEMPLATE/z.md', content: '---\nname: Z\nabout: Last\n---\n' },
      { path: '.github/ISSUE_TEMPLATE/a.yaml', content: form() },
      { path: '.github/ISSUE_TEMPLATE/broken.yml', content: 'name: X\n' },
      { path: '.github/ISSUE_TEMPLATE/notes.md', content: 'No front matter' },
      { path: '.github/ISSUE_TEMPLATE/sub/deep.md', content: '---\nname: D\nabout: Deep\n---\n' },
      { path: '.github/ISSUE_TEMPLATE/config.yml', content: 'blank_issues_enabled: false\n' },
      { path: 'README.md', content: '---\nname: R\nabout: Root\n---\n' },
    ]);
    expect(parsed.templates.map((t) => t.filename)).toEqual(['z.md']);
    expect(parsed.forms.map((f) => f.filename)).toEqual(['a.yaml']);
    expect(parsed.invalid.map((f) => f.filename)).toEqual(['broken.yml']);
    expect(parsed.config.blankIssuesEnabled).toBe(false);
  });
});

const CHOOSER = `query Chooser($owner: String!, $name: String!) {
  repository(owner: $owner, name: $name) {
    hasAnyTemplates
    isBlankIssuesEnabled
    securityPolicyUrl
    supportFileUrl
    codeOfConduct { key name body resourcePath url }
    contributingGuidelines { url }
    contactLinks { name about url }
    issueTemplates {
      name about body filename title
      labels(first: 10) { nodes { name } }
      assignees(first: 10) { nodes { login } }
      type { name }
    }
    issueForms {
      name filename description title labels assignees projects type
      elements { type id label description placeholder value required render options { label required } multiple default }
    }
    invalidIssueForms { filename errors }
  }
}`;

interface ChooserResult {
  repository: {
    hasAnyTemplates: boolean;
    isBlankIssuesEnabled: boolean;
    securityPolicyUrl: string | null;
    supportFileUrl: string | null;
    codeOfConduct: { key: string; name: string; body: string; resourcePath: string; url: string } | null;
    contributingGuidelines: { url: string } | null;
    contactLinks: { name: string; about: string; url: string }[] | null;
    issueTemplates: {
      name: string;
      filename: string;
      title: string | null;
      body: string;
      labels: { nodes: { name: string }[] };
      assignees: { nodes: { login: string }[] };
      type: { name: string } | null;
    }[];
    issueForms: { filename: string; name: string; elements: { type: string; id: string | null }[] }[];
    invalidIssueForms: { filename: string; errors: string[] }[];
  } | null;
}

describe('issue templates over GraphQL', () => {
  let server: TestServer;
  let org: AccountRow;
  let repo: RepositoryRow;
  let bare: RepositoryRow;
  let readerToken: string;
  let pusherToken: string;

  async function chooser(token: string, name: string) {
    const result = await server.graphql<ChooserResult>(token, CHOOSER, { owner: org.login, name });
    expect(result.errors).toBeUndefined();
    return result.data?.repository;
  }

  beforeAll(async () => {
    server = await startTestServer();
    org = await buildOrg(server.db, { login: 'tmpl-org' });
    repo = await buildRepo(server.db, org, { name: 'with-templates' });
    bare = await buildRepo(server.db, org, { name: 'bare' });
    const reader = await buildUser(server.db, { login: 'reader' });
    const pusher = await buildUser(server.db, { login: 'pusher' });
    await buildUser(server.db, { login: 'triager' });
    await grant(server.db, repo, pusher, 'write');
    readerToken = await buildToken(server.db, reader);
    pusherToken = await buildToken(server.db, pusher);
    await buildLabel(server.db, repo, { name: 'bug' });
    await buildLabel(server.db, repo, { name: 'Needs Triage' });
    await server.db.insert(t.issueTypes).values({ orgId: org.id, name: 'Bug' });
    const dir = '.github/ISSUE_TEMPLATE/';
    await server.db.insert(t.repositoryFiles).values(
      [
        [
          `${dir}bug.md`,
          '---\nname: Bug\nabout: Something broke\ntitle: "Bug: "\nlabels: bug, needs triage, missing\nassignees: [triager, nobody]\ntype: Bug\n---\n\n### Steps\n',
        ],
        [`${dir}feature.yml`, form()],
        [`${dir}broken.yml`, form('  - type: date\n    attributes:\n      label: When\n')],
        [
          `${dir}config.yml`,
          'blank_issues_enabled: false\ncontact_links:\n  - name: Forum\n    url: https://example.com/forum\n    about: Ask here\n',
        ],
        ['.github/SECURITY.md', '# Security'],
        ['docs/SUPPORT.md', '# Support'],
        ['CODE_OF_CONDUCT.md', '# Contributor Covenant Code of Conduct\n'],
        ['CONTRIBUTING.md', '# Contributing'],
      ].map(([path, content]) => ({ repoId: repo.id, path: path as string, content: content as string })),
    );
  });
  afterAll(() => server.close());

  it('lists markdown templates with their labels, assignees and type', async () => {
    const result = await chooser(readerToken, repo.name);
    expect(result?.issueTemplates).toEqual([
      {
        name: 'Bug',
        about: 'Something broke',
        body: '### Steps\n',
        filename: 'bug.md',
        title: 'Bug: ',
        labels: { nodes: [{ name: 'bug' }, { name: 'Needs Triage' }] },
        assignees: { nodes: [{ login: 'triager' }] },
        type: { name: 'Bug' },
      },
    ]);
  });

  it('lists valid issue forms with their elements', async () => {
    const result = await chooser(readerToken, repo.name);
    expect(result?.issueForms).toEqual([
      {
        name: 'Bug',
        filename: 'feature.yml',
        description: 'Report a bug',
        title: null,
        labels: [],
        assignees: [],
        projects: [],
        type: null,
        elements: [
          {
            type: 'INPUT',
            id: 'name',
            label: 'Name',
            description: null,
            placeholder: null,
            value: null,
            required: false,
            render: null,
            options: [],
            multiple: false,
            default: null,
          },
        ],
      },
    ]);
  });

  it('renders field descriptions with the markdown renderer (descriptionHTML), references in the repository', async () => {
    const described = await buildRepo(server.db, org, { name: 'described' });
    await buildIssue(server.db, described, null, { title: 'Known problem' });
    const field =
      '  - type: input\n    id: version\n    attributes:\n      label: Version\n      description: "See **#1** first, @reader :tada: <script>x</script>"\n';
    await server.db
      .insert(t.repositoryFiles)
      .values({ repoId: described.id, path: '.github/ISSUE_TEMPLATE/form.yml', content: form(field) });
    const result = await server.graphql<{
      repository: { issueForms: { elements: { description: string; descriptionHTML: string | null }[] }[] };
    }>(
      readerToken,
      `query($owner: String!, $name: String!) { repository(owner: $owner, name: $name) { issueForms { elements { description descriptionHTML } } } }`,
      { owner: org.login, name: described.name },
    );
    expect(result.errors).toBeUndefined();
    const [element] = result.data?.repository.issueForms[0]?.elements ?? [];
    expect(element?.description).toBe('See **#1** first, @reader :tada: <script>x</script>');
    expect(element?.descriptionHTML).toMatch(
      /^<p>See <strong><a class="issue-link" data-hovercard-type="issue" data-state="open" title="Known problem" href="\/tmpl-org\/described\/issues\/1"><svg [^]*?<\/svg>#1<\/a><\/strong> first, <a class="user-mention" data-hovercard-type="user" href="\/reader">@reader<\/a> 🎉 <\/p>\n$/,
    );
  });

  it('shows invalid forms to people who can push only', async () => {
    expect((await chooser(readerToken, repo.name))?.invalidIssueForms).toEqual([]);
    expect((await chooser(pusherToken, repo.name))?.invalidIssueForms).toEqual([
      { filename: 'broken.yml', errors: ["broken.yml: body[0] has an unknown type 'date'."] },
    ]);
  });

  it('reads the chooser config and the community files', async () => {
    const result = await chooser(readerToken, repo.name);
    expect(result).toMatchObject({
      hasAnyTemplates: true,
      isBlankIssuesEnabled: false,
      contactLinks: [{ name: 'Forum', about: 'Ask here', url: 'https://example.com/forum' }],
      securityPolicyUrl: 'http://localhost:3000/tmpl-org/with-templates/blob/main/.github/SECURITY.md',
      supportFileUrl: 'http://localhost:3000/tmpl-org/with-templates/blob/main/docs/SUPPORT.md',
      codeOfConduct: {
        key: 'contributor_covenant',
        name: 'Contributor Covenant',
        body: '# Contributor Covenant Code of Conduct\n',
        resourcePath: '/tmpl-org/with-templates/blob/main/CODE_OF_CONDUCT.md',
        url: 'http://localhost:3000/tmpl-org/with-templates/blob/main/CODE_OF_CONDUCT.md',
      },
      contributingGuidelines: { url: 'http://localhost:3000/tmpl-org/with-templates/blob/main/CONTRIBUTING.md' },
    });
  });

  it('answers defaults for a repository without templates', async () => {
    expect(await chooser(pusherToken, bare.name)).toEqual({
      hasAnyTemplates: false,
      isBlankIssuesEnabled: true,
      securityPolicyUrl: null,
      supportFileUrl: null,
      codeOfConduct: null,
      contributingGuidelines: null,
      contactLinks: [],
      issueTemplates: [],
      issueForms: [],
      invalidIssueForms: [],
    });
  });
});
