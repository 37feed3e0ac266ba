import { DEMO_LOGIN } from '../../auth/demo.ts';

/**
 * The demo's accounts: the signed-in demo user, colleagues with names, an enterprise-managed user,
 * bots (one backed by an app, and the AI coding assistant), and the organizations they belong to.
 */

export interface DemoUser {
  login: string;
  name: string | null;
  kind: 'user' | 'bot';
  bio?: string;
  isSiteAdmin?: boolean;
  isEnterpriseManaged?: boolean;
  isCopilot?: boolean;
  /** Days before the reference time the account was created. */
  ageDays: number;
}

export const demoUsers: readonly DemoUser[] = [
  {
    login: DEMO_LOGIN,
    name: 'Mona Lisa Octocat',
    kind: 'user',
    bio: 'Triaging all the things. Site admin of this instance.',
    isSiteAdmin: true,
    ageDays: 900,
  },
  { login: 'hubot', name: 'Hubot', kind: 'user', bio: 'Chat-ops robot with a heart of gold.', ageDays: 880 },
  { login: 'octocat', name: 'The Octocat', kind: 'user', bio: 'Eight arms, one keyboard.', ageDays: 870 },
  { login: 'lena-kowalski', name: 'Lena Kowalski', kind: 'user', bio: 'Frontend engineer, accessibility nerd.', ageDays: 820 },
  { login: 'rahul-mehta', name: 'Rahul Mehta', kind: 'user', bio: 'APIs and databases.', ageDays: 800 },
  { login: 'sofia-rossi', name: 'Sofia Rossi', kind: 'user', bio: 'Design systems at Primer Labs.', ageDays: 780 },
  { login: 'kenji-tanaka', name: 'Kenji Tanaka', kind: 'user', ageDays: 760 },
  { login: 'amara-okafor', name: 'Amara Okafor', kind: 'user', bio: 'Security and release engineering.', ageDays: 700 },
  { login: 'lucas-martin', name: 'Lucas Martin', kind: 'user', bio: 'Engineering manager at ACME.', ageDays: 690 },
  { login: 'emma-johansson', name: 'Emma Johansson', kind: 'user', ageDays: 650 },
  { login: 'diego-hernandez', name: 'Diego Hernández', kind: 'user', bio: 'Backend, Rust, coffee.', ageDays: 600 },
  { login: 'mei-chen', name: 'Mei Chen', kind: 'user', ageDays: 560 },
  { login: 'noah-williams', name: 'Noah Williams', kind: 'user', ageDays: 500 },
  { login: 'first-timer', name: 'Frankie First', kind: 'user', bio: 'Learning to code in public.', ageDays: 40 },
  // Enterprise-managed users carry the enterprise's short code as a suffix, as on GitHub.
  { login: 'avery_contoso', name: 'Avery Brooks', kind: 'user', isEnterpriseManaged: true, ageDays: 400 },
  { login: 'dependabot[bot]', name: null, kind: 'bot', ageDays: 950 },
  { login: 'github-actions[bot]', name: null, kind: 'bot', ageDays: 950 },
  { login: 'copilot', name: 'Copilot', kind: 'bot', isCopilot: true, ageDays: 300 },
];

export interface DemoApp {
  slug: string;
  name: string;
  botLogin: string;
}

export const demoApps: readonly DemoApp[] = [
  { slug: 'dependabot', name: 'Dependabot', botLogin: 'dependabot[bot]' },
  { slug: 'github-actions', name: 'GitHub Actions', botLogin: 'github-actions[bot]' },
];

export interface DemoOrg {
  login: string;
  name: string;
  bio: string;
  ssoRequired?: boolean;
  isEnterpriseManaged?: boolean;
  ageDays: number;
  members: readonly (readonly [login: string, role: 'member' | 'admin'])[];
}

export const demoOrgs: readonly DemoOrg[] = [
  {
    login: 'octo-org',
    name: 'Octo Org',
    bio: 'Home of hello-world and friends. Single sign-on required.',
    ssoRequired: true,
    ageDays: 920,
    members: [
      [DEMO_LOGIN, 'admin'],
      ['hubot', 'admin'],
      ['octocat', 'member'],
      ['lena-kowalski', 'member'],
      ['rahul-mehta', 'member'],
      ['sofia-rossi', 'member'],
      ['kenji-tanaka', 'member'],
      ['amara-okafor', 'member'],
    ],
  },
  {
    login: 'acme',
    name: 'ACME Corporation',
    bio: 'We make everything. Issue types and fields enabled.',
    ageDays: 720,
    members: [
      [DEMO_LOGIN, 'admin'],
      ['lucas-martin', 'admin'],
      ['emma-johansson', 'member'],
      ['diego-hernandez', 'member'],
      ['mei-chen', 'member'],
      ['rahul-mehta', 'member'],
    ],
  },
  {
    login: 'primer-labs',
    name: 'Primer Labs',
    bio: 'Open-source design system experiments.',
    ageDays: 800,
    members: [
      [DEMO_LOGIN, 'admin'],
      ['sofia-rossi', 'admin'],
      ['noah-williams', 'member'],
      ['mei-chen', 'member'],
      ['kenji-tanaka', 'member'],
    ],
  },
  {
    login: 'contoso',
    name: 'Contoso Ltd',
    bio: 'Owned by an enterprise with managed users.',
    isEnterpriseManaged: true,
    ageDays: 420,
    members: [
      [DEMO_LOGIN, 'admin'],
      ['avery_contoso', 'member'],
    ],
  },
];

export interface DemoTeam {
  org: string;
  slug: string;
  name: string;
  description: string;
  privacy: 'visible' | 'secret';
  parent?: string;
  members: readonly (readonly [login: string, role: 'member' | 'maintainer'])[];
  repos: readonly (readonly [repo: string, permission: 'read' | 'triage' | 'write' | 'maintain' | 'admin'])[];
}

export const demoTeams: readonly DemoTeam[] = [
  {
    org: 'octo-org',
    slug: 'core',
    name: 'Core',
    description: 'Maintainers of hello-world and the API.',
    privacy: 'visible',
    members: [
      [DEMO_LOGIN, 'maintainer'],
      ['hubot', 'member'],
      ['lena-kowalski', 'member'],
      ['rahul-mehta', 'member'],
    ],
    repos: [
      ['hello-world', 'maintain'],
      ['octo-api', 'write'],
    ],
  },
  {
    org: 'octo-org',
    slug: 'frontend',
    name: 'Frontend',
    description: 'Web UI, design and accessibility.',
    privacy: 'visible',
    parent: 'core',
    members: [
      ['sofia-rossi', 'maintainer'],
      ['kenji-tanaka', 'member'],
      ['lena-kowalski', 'member'],
    ],
    repos: [['hello-world', 'write']],
  },
  {
    org: 'octo-org',
    slug: 'security',
    name: 'Security',
    description: 'Private security response team.',
    privacy: 'secret',
    members: [
      [DEMO_LOGIN, 'member'],
      ['amara-okafor', 'maintainer'],
    ],
    repos: [
      ['hello-world', 'triage'],
      ['octo-api', 'read'],
      ['runbooks', 'write'],
    ],
  },
  {
    org: 'acme',
    slug: 'storefront-devs',
    name: 'Storefront developers',
    description: 'Everyone shipping the storefront.',
    privacy: 'visible',
    members: [
      ['lucas-martin', 'maintainer'],
      ['emma-johansson', 'member'],
      ['diego-hernandez', 'member'],
    ],
    repos: [
      ['storefront', 'write'],
      ['platform', 'read'],
    ],
  },
  {
    org: 'primer-labs',
    slug: 'maintainers',
    name: 'Maintainers',
    description: 'Reviewers for every Primer Labs repository.',
    privacy: 'visible',
    members: [
      ['sofia-rossi', 'maintainer'],
      [DEMO_LOGIN, 'member'],
      ['noah-williams', 'member'],
    ],
    repos: [
      ['css-kit', 'maintain'],
      ['design-tokens', 'admin'],
    ],
  },
];
