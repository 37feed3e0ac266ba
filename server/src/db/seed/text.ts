import type { Random } from './random.ts';
import {
  actions,
  amounts,
  commentTemplates,
  conditions,
  docs,
  environments,
  errorMessages,
  objects,
  reviewComments,
  roles,
  sentences,
  symptoms,
  technologies,
  testTools,
  topics,
  type Vocabulary,
} from './words.ts';

/** What an issue is about; drives its title, body, labels and issue type. */
export type IssueCategory = 'bug' | 'feature' | 'task' | 'docs' | 'question' | 'tracking' | 'performance';

/** Everything a piece of text may refer to: people to @mention, earlier numbers to #reference. */
export interface TextContext {
  rng: Random;
  vocabulary: Vocabulary;
  /** Logins that may be @mentioned (people who work in the repository). */
  members: readonly string[];
  /** Team handles such as `octo-org/core`, mentioned now and then. */
  teams: readonly string[];
  authorLogin: string | null;
  /** The highest issue number that exists when the text is written. */
  maxNumber: number;
}

export function version(rng: Random): string {
  return `v${rng.int(0, 4)}.${rng.int(0, 19)}.${rng.int(0, 9)}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Replaces `{key}` placeholders; each occurrence draws a fresh value. */
function fill(template: string, ctx: TextContext): string {
  const { rng, vocabulary } = ctx;
  const values: Record<string, () => string> = {
    component: () => rng.pick(vocabulary.components),
    Component: () => capitalize(rng.pick(vocabulary.components)),
    feature: () => rng.pick(vocabulary.features),
    epic: () => rng.pick(vocabulary.epics),
    dependency: () => rng.pick(vocabulary.dependencies),
    identifier: () => rng.pick(vocabulary.identifiers),
    command: () => rng.pick(vocabulary.commands),
    condition: () => rng.pick(conditions),
    symptom: () => rng.pick(symptoms),
    error: () => rng.pick(errorMessages),
    env: () => rng.pick(environments),
    env2: () => rng.pick(environments),
    role: () => rng.pick(roles),
    action: () => rng.pick(actions),
    object: () => rng.pick(objects),
    doc: () => rng.pick(docs),
    topic: () => rng.pick(topics),
    testTool: () => rng.pick(testTools),
    technology: () => rng.pick(technologies),
    amount: () => rng.pick(amounts),
    version: () => version(rng),
    ref: () => String(rng.int(1, Math.max(1, ctx.maxNumber))),
    member: () => (ctx.members.length > 0 ? rng.pick(ctx.members) : 'ghost'),
    author: () => ctx.authorLogin ?? 'ghost',
    quote: () => fill(rng.pick(sentences), ctx),
    sentenceLower: () => {
      const text = fill(rng.pick(sentences), ctx);
      return text.charAt(0).toLowerCase() + text.slice(1);
    },
  };
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key]?.() ?? match);
}

const titleTemplates: Record<IssueCategory, readonly string[]> = {
  bug: [
    '{Component} crashes when {condition}',
    '{Component} {symptom} when {condition}',
    'Cannot {action} {object} from the {component}',
    '{Component}: {symptom}',
    'Regression: {component} {symptom} since {version}',
    'Error "{error}" when {condition}',
    'Typo in the {component} text',
    '[Bug]: {component} {symptom}',
  ],
  feature: [
    'Add {feature} to the {component}',
    'Support {feature}',
    'Allow {role} to {action} {object}',
    'Feature request: {feature}',
    '[Feature]: {feature} in the {component}',
    'Make the {component} configurable',
  ],
  task: [
    'Update {dependency} to {version}',
    'Refactor the {component} to use {technology}',
    'Remove the deprecated {component} options',
    'Migrate {component} tests to {testTool}',
    'Clean up {component} styles',
    'Add telemetry to the {component}',
  ],
  docs: ['Document {feature}', 'Fix broken link in {doc}', 'Clarify {topic} in {doc}', 'Add examples for the {component} to {doc}'],
  question: [
    'How do I {action} {object}?',
    'Is it possible to {action} {object} from the {component}?',
    'Question about {topic}',
    'Best way to set up {topic}?',
  ],
  tracking: ['Tracking: {epic}', '[Epic] {epic}', '{epic}: rollout plan', 'Umbrella issue: {epic}'],
  performance: [
    '{Component} is slow with {amount}',
    'Reduce bundle size of the {component}',
    'Speed up {component} rendering',
    'High memory use in the {component}',
  ],
};

export function issueTitle(ctx: TextContext, category: IssueCategory): string {
  return fill(ctx.rng.pick(titleTemplates[category]), ctx);
}

function paragraph(ctx: TextContext, count: number): string {
  return Array.from({ length: count }, () => fill(ctx.rng.pick(sentences), ctx)).join(' ');
}

function ccLine(ctx: TextContext): string {
  const { rng } = ctx;
  if (ctx.teams.length > 0 && rng.chance(0.15)) return `\n\ncc @${rng.pick(ctx.teams)}`;
  if (ctx.members.length > 0 && rng.chance(0.2)) {
    return `\n\ncc ${rng
      .sample(ctx.members, rng.int(1, 2))
      .map((login) => `@${login}`)
      .join(' ')}`;
  }
  return '';
}

function bugBody(ctx: TextContext): string {
  const { rng } = ctx;
  const component = rng.pick(ctx.vocabulary.components);
  const log = rng.chance(0.5)
    ? `\n\n### Logs\n\n\`\`\`\n${rng.pick(errorMessages)}\n    at ${rng.pick(ctx.vocabulary.identifiers)} (src/index.ts:${rng.int(10, 400)}:${rng.int(1, 40)})\n\`\`\``
    : '';
  return [
    `### Describe the bug\n\n${paragraph(ctx, rng.int(1, 3))}`,
    `### Steps to reproduce\n\n1. Go to the ${component}\n2. ${capitalize(fill('{action}', ctx))} ${fill('{object}', ctx)}\n3. Wait until ${fill('{condition}', ctx)}\n4. See the error`,
    `### Expected behavior\n\nThe ${component} should keep working.${log}`,
    `### Environment\n\n- Version: ${version(rng)}\n- Environment: ${rng.pick(environments)}`,
  ].join('\n\n');
}

function featureBody(ctx: TextContext): string {
  const { rng } = ctx;
  return [
    `### Is your feature request related to a problem?\n\n${paragraph(ctx, rng.int(1, 2))}`,
    `### Describe the solution you'd like\n\n${fill('Support {feature} in the {component}, so that {role} can {action} {object} without a workaround.', ctx)}`,
    `### Alternatives considered\n\n${rng.chance(0.5) ? paragraph(ctx, 1) : '_No response_'}`,
  ].join('\n\n');
}

function taskBody(ctx: TextContext): string {
  const { rng } = ctx;
  const steps = Array.from(
    { length: rng.int(2, 5) },
    () =>
      `- [${rng.chance(0.4) ? 'x' : ' '}] ${fill(rng.pick(['Update `{identifier}`', 'Remove unused {component} code', 'Add tests with {testTool}', 'Update {doc}', 'Bump {dependency}']), ctx)}`,
  );
  return `${paragraph(ctx, 1)}\n\n${steps.join('\n')}`;
}

function questionBody(ctx: TextContext): string {
  const { rng } = ctx;
  const snippet = rng.chance(0.4) ? `\n\n\`\`\`sh\n${rng.pick(ctx.vocabulary.commands)}\n\`\`\`` : '';
  return `${paragraph(ctx, rng.int(1, 3))}${snippet}\n\nThanks in advance!`;
}

function trackingBody(ctx: TextContext): string {
  return `This issue tracks the work for ${fill('{epic}', ctx).toLowerCase()}.\n\n### Goals\n\n- ${paragraph(ctx, 1)}\n- Ship behind a feature flag first.\n\n| Phase | Status |\n| --- | --- |\n| Design | :white_check_mark: |\n| Build | :construction: |\n| Rollout | :hourglass: |`;
}

/** A markdown body in the style of the category; occasionally empty, as real issues are. */
export function issueBody(ctx: TextContext, category: IssueCategory): string {
  const { rng } = ctx;
  if (category !== 'tracking' && rng.chance(0.05)) return '';
  if (rng.chance(0.12)) return paragraph(ctx, 1) + ccLine(ctx);
  const body = {
    bug: bugBody,
    feature: featureBody,
    task: taskBody,
    docs: (c: TextContext) => `${paragraph(c, rng.int(1, 2))}\n\nSee ${fill('{doc}', c)}.`,
    question: questionBody,
    tracking: trackingBody,
    performance: (c: TextContext) =>
      `${paragraph(c, 2)}\n\nProfiling shows most time is spent in \`${rng.pick(c.vocabulary.identifiers)}\` (${rng.int(120, 2400)} ms).`,
  }[category](ctx);
  return body + ccLine(ctx);
}

export function commentBody(ctx: TextContext): string {
  return fill(ctx.rng.pick(commentTemplates), ctx);
}

export function reviewCommentBody(ctx: TextContext): string {
  return fill(ctx.rng.pick(reviewComments), ctx);
}

/** Pull request titles follow the kind of change, sometimes in conventional-commit style. */
export function pullRequestTitle(ctx: TextContext, category: IssueCategory): string {
  const { rng } = ctx;
  const templates: Record<IssueCategory, readonly string[]> = {
    bug: ['Fix {component} when {condition}', 'fix: {component} {symptom}', 'Handle empty state in the {component}'],
    feature: ['Add {feature} to the {component}', 'feat: support {feature}', 'Implement {feature}'],
    task: [
      'Refactor the {component} to use {technology}',
      'chore: update {dependency} to {version}',
      'Move {component} tests to {testTool}',
    ],
    docs: ['docs: clarify {topic}', 'Fix broken links in {doc}', 'Document {feature}'],
    question: ['Add FAQ entry about {topic}', 'docs: explain {topic}'],
    tracking: ['{epic}: part {ref}', 'Scaffold {epic}'],
    performance: ['perf: speed up the {component}', 'Memoize `{identifier}`', 'Lazy-load the {component}'],
  };
  return fill(rng.pick(templates[category]), ctx);
}

export function pullRequestBody(ctx: TextContext, closes: readonly number[]): string {
  const { rng } = ctx;
  const closing = closes.length > 0 ? `\n\n${closes.map((n) => `${rng.pick(['Closes', 'Fixes', 'Resolves'])} #${n}`).join('\n')}` : '';
  const changes = Array.from(
    { length: rng.int(1, 4) },
    () =>
      `- ${fill(rng.pick(['Update `{identifier}`', 'Add tests with {testTool}', 'Remove dead code in the {component}', 'Handle the case where {condition}']), ctx)}`,
  );
  return `## Summary\n\n${paragraph(ctx, rng.int(1, 2))}${closing}\n\n## Changes\n\n${changes.join('\n')}\n\n## Test plan\n\n- [x] Unit tests\n- [${rng.chance(0.5) ? 'x' : ' '}] Checked in ${rng.pick(environments)}${ccLine(ctx)}`;
}

export function dependabotBody(dependency: string, from: string, to: string): string {
  return `Bumps [${dependency}](https://github.com/example/${dependency.replace(/^@/, '').replace('/', '-')}) from ${from} to ${to}.\n\n<details>\n<summary>Release notes</summary>\n\n- Bug fixes and performance improvements.\n</details>\n\n---\n\nDependabot will resolve any conflicts with this PR as long as you don't alter it yourself. You can also trigger a rebase manually by commenting \`@dependabot rebase\`.`;
}

/** A branch-name slug from a title: lower case, words joined by hyphens, at most 40 characters. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
}

/** @-mentions in a text: `users` are plain logins, `teams` are `org/slug` handles. */
export function findMentions(text: string): { users: string[]; teams: string[] } {
  const users = new Set<string>();
  const teams = new Set<string>();
  for (const match of text.matchAll(/(?:^|[\s(])@([A-Za-z0-9][A-Za-z0-9_-]*(?:\[bot\])?)(?:\/([A-Za-z0-9][A-Za-z0-9-]*))?/g)) {
    const [, login, team] = match;
    if (!login) continue;
    if (team) teams.add(`${login}/${team}`.toLowerCase());
    else users.add(login.toLowerCase());
  }
  return { users: [...users], teams: [...teams] };
}
