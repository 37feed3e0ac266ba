/**
 * Word lists the text generator draws from. Each repository picks a vocabulary that fits what it
 * is (a web app, an API, a design system, tooling) so titles read like that project's tracker.
 */

export interface Vocabulary {
  components: readonly string[];
  features: readonly string[];
  epics: readonly string[];
  dependencies: readonly string[];
  identifiers: readonly string[];
  commands: readonly string[];
}

const webApp: Vocabulary = {
  components: [
    'sign-in page',
    'navigation bar',
    'search box',
    'settings page',
    'profile page',
    'notifications panel',
    'file uploader',
    'dashboard',
    'markdown preview',
    'date picker',
    'pagination',
    'dropdown menu',
    'confirmation dialog',
    'toast messages',
    'sidebar',
    'avatar menu',
    'comment editor',
    'keyboard shortcuts help',
    'empty state',
    'activity feed',
    'mobile layout',
    'footer',
  ],
  features: [
    'keyboard shortcuts',
    'saved filters',
    'bulk editing',
    'CSV export',
    'a compact density option',
    'right-to-left languages',
    'draft autosave',
    'custom emoji',
    'drag-and-drop reordering',
    'an offline mode',
    'reduced motion preferences',
    'per-user time zones',
    'inline image previews',
    'a high-contrast theme',
    'infinite scrolling',
  ],
  epics: [
    'New onboarding flow',
    'Accessibility audit fixes',
    'Dark mode everywhere',
    'Search overhaul',
    'Mobile layout',
    'Performance budget',
  ],
  dependencies: [
    'react',
    'react-router',
    'typescript',
    'vite',
    'eslint',
    'prettier',
    'date-fns',
    'zod',
    '@primer/react',
    'vitest',
    'playwright',
  ],
  identifiers: [
    'useSearchQuery',
    'renderMarkdown',
    'SidebarItem',
    'formatRelativeDate',
    'parseFilters',
    'ToastProvider',
    'useHotkeys',
    'AvatarStack',
  ],
  commands: ['npm ls react', 'npm run build -- --debug', 'npx envinfo --browsers', 'node --version'],
};

const api: Vocabulary = {
  components: [
    'REST endpoint for issues',
    'GraphQL schema',
    'rate limiter',
    'auth middleware',
    'webhook delivery',
    'background worker',
    'database migrations',
    'connection pool',
    'cache layer',
    'cursor pagination',
    'OpenAPI spec',
    'health check',
    'audit log',
    'token refresh',
    'request logger',
    'search indexer',
  ],
  features: [
    'ETag support',
    'conditional requests',
    'bulk endpoints',
    'webhook retries with backoff',
    'fine-grained tokens',
    'OpenTelemetry tracing',
    'a dry-run flag',
    'streaming responses',
    'idempotency keys',
    'per-route timeouts',
  ],
  epics: ['API v2', 'Q1 reliability work', 'Multi-region support', 'Zero-downtime deploys', 'Observability'],
  dependencies: ['pg', 'fastify', 'graphql', 'zod', 'pino', 'undici', 'golang.org/x/net', 'tokio', 'serde', 'hyper'],
  identifiers: ['RateLimiter', 'withRetry', 'pool.acquire', 'ValidateToken', 'cursorFor', 'handleWebhook', 'migrateUp', 'SearchIndexer'],
  commands: ['curl -i localhost:8080/healthz', 'go test ./... -run TestPool', 'cargo test -- --nocapture', 'psql -c "select version()"'],
};

const design: Vocabulary = {
  components: [
    'button component',
    'color tokens',
    'spacing scale',
    'typography scale',
    'focus ring',
    'dark theme',
    'icon set',
    'grid utilities',
    'breakpoints',
    'Sass mixins',
    'CSS variables',
    'form controls',
    'tooltip styles',
    'label component',
    'border radius tokens',
  ],
  features: [
    'a high-contrast theme',
    'logical properties',
    'container queries',
    'a tritanopia-friendly palette',
    'CSS layers',
    'fluid typography',
    'design token export to JSON',
    'a Figma sync script',
  ],
  epics: ['Token naming v2', 'Accessible colour palette', 'Theme switching', 'Deprecate legacy utilities'],
  dependencies: ['sass', 'postcss', 'stylelint', 'style-dictionary', 'autoprefixer', 'cssnano'],
  identifiers: ['--color-fg-default', '--space-3', '$breakpoint-md', 'focus-outline', '.btn-primary', 'fontStack'],
  commands: ['npm run build:tokens', 'npx stylelint "src/**/*.scss"', 'npm ls sass'],
};

const tooling: Vocabulary = {
  components: [
    'zsh config',
    'git aliases',
    'install script',
    'tmux config',
    'chat command',
    'deploy script',
    'on-call runbook',
    'backup job',
    'alerting rules',
    'Vim config',
    'Homebrew bundle',
    'cron schedule',
  ],
  features: ['a dry-run mode', 'Linux support', 'a help command', 'colour output', 'a config file', 'shell completion'],
  epics: ['Incident response playbooks', 'New laptop setup', 'Script cleanup'],
  dependencies: ['coffeescript', 'hubot', 'shellcheck', 'bats-core', 'neovim', 'starship'],
  identifiers: ['install.sh', 'robot.respond', 'git lg', 'backup_db', 'PROMPT_COMMAND'],
  commands: ['bash -x install.sh', 'shellcheck *.sh', 'hubot --name hubot'],
};

export const vocabularies = { webApp, api, design, tooling } as const;
export type VocabularyName = keyof typeof vocabularies;

export const conditions = [
  'the window is resized',
  'the title contains emoji',
  'you paste more than 10,000 characters',
  'the network is offline',
  'two tabs are open',
  'the user has no avatar',
  'the list is empty',
  'the session expires',
  'a label name contains a colon',
  'the browser zoom is at 200%',
  'the locale is set to de-DE',
  'you press Escape twice',
  'the page is opened from a bookmark',
  'a request takes longer than 30 seconds',
];

export const symptoms = [
  'shows a blank screen',
  'flickers on hover',
  'loses focus after saving',
  'renders twice',
  'ignores the Escape key',
  'overflows on small screens',
  'shows the wrong time zone',
  'is not announced by screen readers',
  'leaks memory',
  'returns a 500 error',
  'shows stale data',
  'throws "Cannot read properties of undefined"',
  'is cut off in Safari',
  'times out',
];

export const errorMessages = [
  "TypeError: Cannot read properties of undefined (reading 'id')",
  'Error: connect ECONNREFUSED 127.0.0.1:5432',
  'RangeError: Maximum call stack size exceeded',
  'SyntaxError: Unexpected token < in JSON at position 0',
  'panic: runtime error: index out of range [3] with length 3',
  'ERROR: duplicate key value violates unique constraint',
];

export const environments = [
  'Chrome 131 on macOS 15',
  'Firefox 133 on Ubuntu 24.04',
  'Safari 18 on iOS 18',
  'Edge 131 on Windows 11',
  'Chrome on Android 15',
  'Node 22 on Debian 12',
  'Node 24 on macOS 15',
];

export const roles = ['triagers', 'admins', 'outside collaborators', 'organization owners', 'read-only members', 'bots'];
export const actions = ['edit', 'delete', 'archive', 'export', 'rename', 'duplicate', 'share', 'pin', 'reorder', 'restore'];
export const objects = [
  'a saved view',
  'a draft',
  'an attachment',
  'a comment',
  'a label',
  'a milestone',
  'a project',
  'a team',
  'an avatar',
  'a webhook',
];
export const docs = [
  'the README',
  'CONTRIBUTING.md',
  'the API reference',
  'the getting started guide',
  'the changelog',
  'the upgrade guide',
  'the FAQ',
];
export const topics = [
  'configuration',
  'authentication',
  'rate limits',
  'self-hosting',
  'backups',
  'plugins',
  'theming',
  'release schedule',
  'versioning',
];
export const testTools = ['Vitest', 'Playwright', 'Testing Library', 'go test', 'cargo nextest'];
export const technologies = [
  'hooks',
  'CSS modules',
  'async iterators',
  'generics',
  'the new router',
  'structured logging',
  'feature flags',
];
export const amounts = ['5,000 items', 'long titles', '200 labels', 'a slow 3G connection', 'large attachments', 'hundreds of comments'];

export const sentences = [
  'This started happening after upgrading to {version}.',
  'It works fine in {env} but not in {env2}.',
  'I would expect the {component} to keep my changes.',
  'Happy to open a pull request if this sounds reasonable.',
  'I searched the existing issues and could not find anything similar.',
  'We hit this several times a day in production.',
  'A workaround is to reload the page, but that loses the current state.',
  'The problem seems to be in `{identifier}`.',
  'This would make the {component} much easier to use for {role}.',
  'Not sure whether this is a bug or intended behaviour.',
  'It only happens the first time after signing in.',
  'Other tools in this space already support {feature}.',
];

export const commentTemplates = [
  'Thanks for the report, @{author}! I can reproduce this on {env}.',
  'I am seeing the same thing on {env}. :+1:',
  'Could you share the output of `{command}`?',
  'Looks like this was introduced in #{ref}.',
  '> {quote}\n\nAgreed, {sentenceLower}',
  'I opened #{ref} to fix this.',
  'This should be fixed in {version}. Please reopen if you still see it.',
  'Any update on this?',
  '@{member} could you take a look when you have a moment?',
  'I had a quick look: the problem is in `{identifier}`.\n\n```ts\nif (!items.length) return null;\n```\n\nThat early return skips the cleanup.',
  'Adding this to the next milestone.',
  'Same here. A fix would help us a lot.',
  'We discussed this in the weekly sync and agreed to go ahead.',
  'Can we add a test for this case?',
  'Confirmed on `main` as of today.',
  'I would like to work on this. Any pointers on where to start?',
  'Moving this to the backlog for now; it is not blocking anyone.',
  'Here is a minimal reproduction:\n\n```sh\n{command}\n```',
];

export const reviewComments = [
  'LGTM :shipit:',
  'Nit: could we rename `{identifier}` to something more descriptive?',
  'Rebased on main.',
  'Tests pass locally. :white_check_mark:',
  'Can you add a changelog entry?',
  'This looks good, but please split the refactoring into its own PR.',
  'Thanks! Merging once CI is green.',
];

export const customers = ['Globex', 'Initech', 'Umbrella Corp', 'Stark Industries', 'Wayne Enterprises', 'Hooli', 'Soylent', 'Tyrell Corp'];
