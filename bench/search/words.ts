/**
 * Word lists for generated titles, bodies and comments. `COMMON_WORDS` is ordered from the most to
 * the least frequent: the generator picks index `floor(n * r^3)`, so the first words are in most
 * issues and the last ones in a few percent. `RARE_WORDS` are appended to 5% of the sentences, one
 * each, so every rare word ends up in roughly 0.1–0.2% of the issues.
 */
function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

export const COMMON_WORDS: readonly string[] = words(`
  the when error in with not on fails after page user update to is add build test support issue api for missing
  file new broken does work from button request config should server client list data message login crash load
  slow view release version option docs documentation link sidebar search filter label dashboard settings memory
  timeout cache upload download image table column row query database migration schema token session cookie
  browser chrome firefox safari mobile android ios windows linux macos docker container deploy pipeline workflow
  action job queue worker event hook webhook notification email password account profile avatar theme dark mode
  layout modal dialog menu dropdown tooltip icon font color contrast keyboard shortcut focus scroll render
  component state props hook context store reducer router route redirect header footer navigation pagination
  sort order count total number date time zone locale translation language encoding utf8 json yaml xml csv
  export import parser lexer compiler typescript javascript python rust golang java ruby module package
  dependency upgrade downgrade regression flaky intermittent random race condition thread lock retry backoff
  limit quota rate throttle latency performance benchmark profile trace log logging metrics monitoring alert
  warning exception stack overflow leak pointer null undefined type interface generic inference lint format
  prettier eslint coverage snapshot fixture mock stub integration unit e2e playwright selenium ci
  permission denied forbidden unauthorized oauth saml sso ldap proxy dns certificate tls ssl http https socket
  websocket graphql rest endpoint payload response status code header body field validation required optional
  default value empty blank whitespace trailing newline markdown preview editor textarea input select checkbox
  radio toggle switch slider progress spinner skeleton placeholder accessibility screen reader aria contrast
  zoom resize responsive breakpoint grid flex animation transition flicker jank freeze hang stuck infinite loop
  recursion duplicate twice again sometimes always never unexpected incorrect wrong invalid corrupt truncated
  overflowing misaligned clipped hidden visible disabled enabled archived deleted restored renamed moved
  transferred forked merged rebased squashed reverted cherry branch commit tag changelog semver major minor
  patch hotfix backport nightly canary beta stable
`);

export const RARE_WORDS: readonly string[] = words(`
  segfault deadlock kerberos webassembly unicode emoji rtl hebrew arabic cyrillic ipv6 arm64 riscv musl alpine
  freebsd solaris wsl cygwin msys homebrew nix bazel gradle maven cmake ninja meson autotools valgrind asan tsan
  fuzzing fuzzer heisenbug zombie orphaned dangling tombstone watermark backpressure idempotency checksum
  entropy nonce shipit bikeshed yak kubernetes helm terraform ansible puppet chef vagrant qemu kvm xen hyperv
  vmware virtualbox raspberry arduino esp32 bluetooth nfc usb hdmi gpu cuda opencl vulkan metal directx opengl
  shader texture mipmap antialiasing vsync framerate stutter tearing hdr colorspace gamma dithering kerning
  ligature hyphenation bidi ime dictation voiceover talkback narrator braille captcha honeypot spam phishing
`);

/** Label names: every repository gets the first 10–30 of them, in this order. */
export const LABEL_NAMES: readonly string[] = [
  'bug',
  'enhancement',
  'documentation',
  'good first issue',
  'help wanted',
  'question',
  'duplicate',
  'invalid',
  'wontfix',
  'ui',
  'performance',
  'security',
  'regression',
  'needs triage',
  'priority: high',
  'priority: low',
  'area: api',
  'area: cli',
  'area: docs',
  'area: build',
  'dependencies',
  'breaking change',
  'blocked',
  'in progress',
  'needs repro',
  'accessibility',
  'tests',
  'refactor',
  'stale',
  'release',
];

export const LABEL_COLORS: readonly string[] = ['d73a4a', 'a2eeef', '0075ca', '7057ff', '008672', 'd876e3', 'cfd3d7', 'e4e669', 'ffffff'];

/** The six big repositories: owner (a named organization), name, visibility, read by the benchmark viewer. */
export const BIG_REPOS: readonly { owner: string; name: string; visibility: 'public' | 'private' | 'internal'; viewerReads: boolean }[] = [
  { owner: 'acme', name: 'platform', visibility: 'private', viewerReads: true },
  { owner: 'globex', name: 'web', visibility: 'internal', viewerReads: true },
  { owner: 'initech', name: 'api', visibility: 'private', viewerReads: true },
  { owner: 'umbrella', name: 'engine', visibility: 'public', viewerReads: true },
  { owner: 'acme', name: 'mobile', visibility: 'private', viewerReads: true },
  { owner: 'hooli', name: 'cloud', visibility: 'private', viewerReads: false },
];

/** Named organizations (account ids users+1 …); the viewer is a member of the first four. */
export const NAMED_ORGS: readonly string[] = ['acme', 'globex', 'initech', 'umbrella', 'hooli'];
export const VIEWER_ORG_COUNT = 4;
export const VIEWER_LOGIN = 'benchviewer';

/** Login of generated user `id` (1 is the benchmark viewer). */
export function userLogin(id: number): string {
  return id === 1 ? VIEWER_LOGIN : `user${id}`;
}

/** Login of generated organization number `index` (0-based). */
export function orgLogin(index: number): string {
  return NAMED_ORGS[index] ?? `org${index + 1}`;
}
