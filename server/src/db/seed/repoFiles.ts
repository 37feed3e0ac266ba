/**
 * Repository files the issues product reads, written exactly as they look on GitHub: markdown
 * issue templates with YAML front matter, YAML issue forms, the template chooser's `config.yml`
 * and the community health files.
 */

export type RepoFileSet = 'issueTemplates' | 'acmeTemplates' | 'community' | 'contributing' | 'codeOfConduct' | 'security';

export interface RepoFile {
  path: string;
  content: string;
}

interface RepoIdentity {
  owner: string;
  name: string;
  /** A maintainer to pre-assign from templates. */
  triager: string;
}

const bugReportForm = (repo: RepoIdentity): string => `name: Bug report
description: File a bug report to help us improve.
title: "[Bug]: "
labels: ["bug", "needs triage"]
projects: ["${repo.owner}/1"]
assignees:
  - ${repo.triager}
type: Bug
body:
  - type: markdown
    attributes:
      value: |
        Thanks for taking the time to fill out this bug report!
        Please search [existing issues](https://github.com/${repo.owner}/${repo.name}/issues) first.
  - type: input
    id: contact
    attributes:
      label: Contact details
      description: How can we get in touch with you if we need more info?
      placeholder: ex. email@example.com
    validations:
      required: false
  - type: textarea
    id: what-happened
    attributes:
      label: What happened?
      description: Also tell us, what did you expect to happen?
      placeholder: Tell us what you see!
      value: "A bug happened!"
    validations:
      required: true
  - type: dropdown
    id: version
    attributes:
      label: Version
      description: What version of our software are you running?
      options:
        - 1.2.0 (Default)
        - 2.0.0-beta (Edge)
      default: 0
    validations:
      required: true
  - type: dropdown
    id: browsers
    attributes:
      label: What browsers are you seeing the problem on?
      multiple: true
      options:
        - Firefox
        - Chrome
        - Safari
        - Microsoft Edge
  - type: textarea
    id: logs
    attributes:
      label: Relevant log output
      description: Please copy and paste any relevant log output. This will be automatically formatted into code, so no need for backticks.
      render: shell
  - type: checkboxes
    id: terms
    attributes:
      label: Code of Conduct
      description: By submitting this issue, you agree to follow our [Code of Conduct](https://github.com/${repo.owner}/${repo.name}/blob/main/CODE_OF_CONDUCT.md).
      options:
        - label: I agree to follow this project's Code of Conduct
          required: true
`;

const featureRequestForm = (type: string): string => `name: Feature request
description: Suggest an idea for this project.
title: "[Feature]: "
labels: ["enhancement"]
type: ${type}
body:
  - type: textarea
    id: problem
    attributes:
      label: Is your feature request related to a problem?
      description: A clear and concise description of what the problem is.
      placeholder: I'm always frustrated when ...
    validations:
      required: true
  - type: textarea
    id: solution
    attributes:
      label: Describe the solution you'd like
    validations:
      required: true
  - type: dropdown
    id: priority
    attributes:
      label: How important is this to you?
      options:
        - Nice to have
        - Important
        - Blocking my work
      default: 0
    validations:
      required: false
  - type: checkboxes
    id: contribution
    attributes:
      label: Contribution
      options:
        - label: I would be willing to open a pull request for this.
`;

const documentationTemplate = (repo: RepoIdentity): string => `---
name: Documentation
about: Report missing, wrong or unclear documentation
title: "[Docs] "
labels: documentation, good first issue
assignees: ${repo.triager}

---

**Which page is affected?**

A link to the page or the file in \`docs/\`.

**What is wrong or missing?**

**Suggested wording**
`;

const questionTemplate = `---
name: Question
about: Ask a question about using the project
title: ''
labels: question
assignees: ''

---

<!-- Please check the FAQ and SUPPORT.md first. -->

**What are you trying to do?**

**What have you tried so far?**
`;

const helloWorldConfig = (repo: RepoIdentity): string => `blank_issues_enabled: true
contact_links:
  - name: Community forum
    url: https://github.com/orgs/${repo.owner}/discussions
    about: Please ask and answer questions here.
  - name: Report a security vulnerability
    url: https://github.com/${repo.owner}/${repo.name}/security/advisories/new
    about: Please report security vulnerabilities privately, not as issues.
`;

const acmeBugTemplate = `---
name: Bug
about: Something in production is broken
title: "Bug: "
labels: ["bug", "needs triage"]
assignees: ''
type: Bug

---

### Summary

### Customer impact

<!-- Which customers are affected? Add the Customer field after filing. -->

### Steps to reproduce

1.
2.
3.
`;

/**
 * A form GitHub would reject (an unknown element type, a dropdown without options): the chooser
 * leaves it out and lists its errors for people who can push.
 */
const acmeIncidentForm = `name: Incident
description: Report a production incident
body:
  - type: slider
    id: severity
    attributes:
      label: Severity
  - type: dropdown
    id: region
    attributes:
      label: Region
`;

const acmeConfig = `blank_issues_enabled: false
contact_links:
  - name: ACME customer support
    url: https://support.acme.example.com
    about: Customers, please open a ticket with support instead of an issue.
`;

const securityPolicy = (repo: RepoIdentity): string => `# Security Policy

## Supported Versions

| Version | Supported          |
| ------- | ------------------ |
| 2.x     | :white_check_mark: |
| 1.2.x   | :white_check_mark: |
| < 1.2   | :x:                |

## Reporting a Vulnerability

Please do **not** open a public issue. Use [private vulnerability reporting](https://github.com/${repo.owner}/${repo.name}/security/advisories/new) or email security@example.com. We reply within three working days.
`;

const contributingGuide = (repo: RepoIdentity): string => `# Contributing to ${repo.name}

Thanks for your interest! :tada:

## First-time contributors

Look for issues labelled [good first issue](https://github.com/${repo.owner}/${repo.name}/labels/good%20first%20issue). Comment on one to let us know you are working on it.

## Pull requests

1. Fork the repository and create a branch from \`main\`.
2. Add tests for your change.
3. Run \`npm test\` and make sure everything passes.
4. Open a pull request and fill in the template.

Please follow our [Code of Conduct](CODE_OF_CONDUCT.md).
`;

const codeOfConduct = `# Contributor Covenant Code of Conduct

## Our Pledge

We as members, contributors, and leaders pledge to make participation in our community a harassment-free experience for everyone.

## Enforcement

Instances of abusive, harassing, or otherwise unacceptable behavior may be reported to the community leaders responsible for enforcement at conduct@example.com.

This Code of Conduct is adapted from the [Contributor Covenant](https://www.contributor-covenant.org), version 2.1.
`;

const supportGuide = (repo: RepoIdentity): string => `# Getting help

- Read the [documentation](https://github.com/${repo.owner}/${repo.name}#readme).
- Ask in the [community forum](https://github.com/orgs/${repo.owner}/discussions).
- For bugs, [open an issue](https://github.com/${repo.owner}/${repo.name}/issues/new/choose).
`;

/** The files of the given sets for one repository. */
export function repoFiles(repo: RepoIdentity, sets: readonly RepoFileSet[]): RepoFile[] {
  const files: RepoFile[] = [];
  const add = (path: string, content: string) => files.push({ path, content });
  for (const set of sets) {
    switch (set) {
      case 'issueTemplates':
        add('.github/ISSUE_TEMPLATE/bug_report.yml', bugReportForm(repo));
        add('.github/ISSUE_TEMPLATE/feature_request.yml', featureRequestForm('Feature'));
        add('.github/ISSUE_TEMPLATE/documentation.md', documentationTemplate(repo));
        add('.github/ISSUE_TEMPLATE/question.md', questionTemplate);
        add('.github/ISSUE_TEMPLATE/config.yml', helloWorldConfig(repo));
        break;
      case 'acmeTemplates':
        add('.github/ISSUE_TEMPLATE/bug.md', acmeBugTemplate);
        add('.github/ISSUE_TEMPLATE/feature.yml', featureRequestForm('Feature'));
        add('.github/ISSUE_TEMPLATE/incident.yml', acmeIncidentForm);
        add('.github/ISSUE_TEMPLATE/config.yml', acmeConfig);
        break;
      case 'community':
        add('SECURITY.md', securityPolicy(repo));
        add('CONTRIBUTING.md', contributingGuide(repo));
        add('CODE_OF_CONDUCT.md', codeOfConduct);
        add('SUPPORT.md', supportGuide(repo));
        break;
      case 'contributing':
        add('CONTRIBUTING.md', contributingGuide(repo));
        break;
      case 'codeOfConduct':
        add('CODE_OF_CONDUCT.md', codeOfConduct);
        break;
      case 'security':
        add('SECURITY.md', securityPolicy(repo));
        break;
    }
  }
  // A set may repeat a file another set already added; the last one wins, as one path is one file.
  return [...new Map(files.map((file) => [file.path, file])).values()];
}
