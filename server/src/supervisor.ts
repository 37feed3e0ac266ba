import { spawn, type ChildProcess } from 'node:child_process';

export interface SuperviseOptions {
  /** The program and its arguments (the server: `node server/src/main.ts`). */
  command: string;
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** First wait before a restart; it doubles after each crash up to `maxBackoffMs`. */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A process that ran this long counts as healthy: the next crash waits `initialBackoffMs` again. */
  healthyAfterMs?: number;
  /**
   * Crashes in a row, each before the process ran `healthyAfterMs`, after which the supervisor
   * gives up: a server that cannot start (a bad setting, a database that refuses it) is not
   * restarted forever.
   */
  maxQuickCrashes?: number;
  log?: (line: string) => void;
}

export interface Supervisor {
  /** The running child, if any. */
  readonly child: ChildProcess | null;
  /** How many times the child was restarted after a crash. */
  readonly restarts: number;
  /** Resolves with the exit code the supervisor ends with. */
  readonly done: Promise<number>;
  /** Forwards a signal to the child and restarts it no more. */
  stop(signal?: NodeJS.Signals): void;
}

/**
 * Keeps a server process running: when it dies of a crash (a signal such as SIGKILL or the OOM
 * killer, or a non-zero exit: "JavaScript heap out of memory" exits with 134), it is started
 * again after a back-off (1 s, 2 s, 4 s … at most 30 s; back to 1 s once a run lasted a minute),
 * with a log line saying why. A clean exit (0) or a stop ends supervision.
 */
export function supervise(options: SuperviseOptions): Supervisor {
  const initial = options.initialBackoffMs ?? 1000;
  const max = options.maxBackoffMs ?? 30_000;
  const healthyAfter = options.healthyAfterMs ?? 60_000;
  const maxQuick = options.maxQuickCrashes ?? 5;
  const log = options.log ?? ((line: string) => console.error(line));
  let child: ChildProcess | null = null;
  let restarts = 0;
  let stopped = false;
  let backoff = initial;
  let quickCrashes = 0;
  let timer: NodeJS.Timeout | null = null;
  let finish: (code: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => (finish = resolve));

  const start = () => {
    timer = null;
    const startedAt = Date.now();
    const current = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, stdio: 'inherit' });
    child = current;
    current.on('exit', (code, signal) => {
      child = null;
      if (stopped) return finish(code ?? 0);
      if (code === 0) return finish(0);
      const ranMs = Date.now() - startedAt;
      if (ranMs >= healthyAfter) {
        backoff = initial;
        quickCrashes = 0;
      } else quickCrashes += 1;
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (quickCrashes >= maxQuick) {
        log(`[supervisor] The server ${why} ${quickCrashes} times in a row soon after starting; giving up.`);
        return finish(code ?? 1);
      }
      log(`[supervisor] The server ${why} after ${Math.round(ranMs / 1000)} s; restarting in ${backoff / 1000} s.`);
      timer = setTimeout(() => {
        restarts += 1;
        start();
      }, backoff);
      backoff = Math.min(backoff * 2, max);
    });
  };
  start();

  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts;
    },
    done,
    stop(signal: NodeJS.Signals = 'SIGTERM') {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
        timer = null;
        finish(0);
      }
      child?.kill(signal);
    },
  };
}
