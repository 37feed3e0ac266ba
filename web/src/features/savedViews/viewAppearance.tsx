import {
  AlertIcon,
  BeakerIcon,
  BookmarkIcon,
  BriefcaseIcon,
  BugIcon,
  CalendarIcon,
  ClockIcon,
  CodeReviewIcon,
  CodescanIcon,
  CommentDiscussionIcon,
  DependabotIcon,
  EyeIcon,
  FileDiffIcon,
  FlameIcon,
  GitPullRequestIcon,
  HubotIcon,
  IssueOpenedIcon,
  MentionIcon,
  MeterIcon,
  MoonIcon,
  NorthStarIcon,
  OrganizationIcon,
  PeopleIcon,
  PersonIcon,
  RocketIcon,
  SmileyIcon,
  SquirrelIcon,
  SunIcon,
  TelescopeIcon,
  TerminalIcon,
  ToolsIcon,
  ZapIcon,
  type Icon,
} from '@primer/octicons-react';

/** The 32 Octicons a saved view may show, in the spec's order (spec 000 §3 "Saved view"). */
export const VIEW_ICONS = {
  ZAP: ZapIcon,
  ISSUE_OPENED: IssueOpenedIcon,
  PERSON: PersonIcon,
  GIT_PULL_REQUEST: GitPullRequestIcon,
  COMMENT_DISCUSSION: CommentDiscussionIcon,
  ORGANIZATION: OrganizationIcon,
  PEOPLE: PeopleIcon,
  BRIEFCASE: BriefcaseIcon,
  FILE_DIFF: FileDiffIcon,
  CODE_REVIEW: CodeReviewIcon,
  CODESCAN: CodescanIcon,
  TERMINAL: TerminalIcon,
  TOOLS: ToolsIcon,
  BEAKER: BeakerIcon,
  ALERT: AlertIcon,
  EYE: EyeIcon,
  TELESCOPE: TelescopeIcon,
  BOOKMARK: BookmarkIcon,
  CALENDAR: CalendarIcon,
  METER: MeterIcon,
  MOON: MoonIcon,
  SUN: SunIcon,
  FLAME: FlameIcon,
  BUG: BugIcon,
  NORTH_STAR: NorthStarIcon,
  ROCKET: RocketIcon,
  SQUIRREL: SquirrelIcon,
  HUBOT: HubotIcon,
  DEPENDABOT: DependabotIcon,
  SMILEY: SmileyIcon,
  MENTION: MentionIcon,
  CLOCK: ClockIcon,
} as const satisfies Record<string, Icon>;

export type ViewIconName = keyof typeof VIEW_ICONS;

/** The 7 colours, in the spec's order, with Primer's display colour tokens. */
export const VIEW_COLORS = {
  GRAY: 'var(--display-gray-fgColor)',
  BLUE: 'var(--display-blue-fgColor)',
  GREEN: 'var(--display-green-fgColor)',
  ORANGE: 'var(--display-orange-fgColor)',
  RED: 'var(--display-red-fgColor)',
  PINK: 'var(--display-pink-fgColor)',
  PURPLE: 'var(--display-purple-fgColor)',
} as const;

export type ViewColorName = keyof typeof VIEW_COLORS;

/** Defaults of a new view (spec 000 §3). */
export const DEFAULT_VIEW_ICON: ViewIconName = 'BOOKMARK';
export const DEFAULT_VIEW_COLOR: ViewColorName = 'GRAY';
export const UNTITLED_VIEW = 'Untitled view';

/** A known icon name, or BOOKMARK for anything else (duplicates of unknown icons, spec §5). */
export function viewIcon(name: string | null | undefined): ViewIconName {
  return name && name in VIEW_ICONS ? (name as ViewIconName) : DEFAULT_VIEW_ICON;
}

/** A known colour name, or GRAY for anything else. */
export function viewColor(name: string | null | undefined): ViewColorName {
  return name && name in VIEW_COLORS ? (name as ViewColorName) : DEFAULT_VIEW_COLOR;
}

/** A view's icon in its colour. */
export function ViewIcon({ icon, color, size = 16 }: { icon: string | null | undefined; color: string | null | undefined; size?: number }) {
  const Component = VIEW_ICONS[viewIcon(icon)];
  return <Component size={size} fill={VIEW_COLORS[viewColor(color)]} aria-hidden="true" />;
}
