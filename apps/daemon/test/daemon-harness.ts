/**
 * Test harness: a small temp vault, the BUILT `ma-daemon` bin as a child process, and its JSON
 * log read back. Spec: issue 12 (tests on real files, real watcher, child processes).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ChatRequest, type Gate, gate, type ScriptedTurn, startReadingServer } from '@ma/testkit';
import { afterEach } from 'vitest';

/** Absolute path of the bin under test. */
export const daemonBin = path.join(import.meta.dirname, '..', 'bin', 'ma-daemon.js');

/** A temp vault with Meetings/ and Transcripts/ and a configuration. */
export interface TestVault {
  root: string;
  abs(rel: string): string;
  read(rel: string): Promise<string>;
  /** Writes through a temp file + rename, as editors and recorders do (B36). */
  writeAtomic(rel: string, text: string): Promise<void>;
  writeMeeting(name: string, status: string, extra?: string): Promise<void>;
  writeTranscript(name: string, lines?: number): Promise<void>;
  cleanup(): Promise<void>;
}

/** The vault-relative path of the meeting note `name` in a {@link TestVault} (`Meetings/<name>.md`). */
export const M = (name: string): string => `Meetings/${name}.md`;

/**
 * What the daemon logs (warn, level 40) for a sync-conflict or numbered copy of a meeting note it leaves alone (F14,
 * L359), to the letter.
 */
export const WARN =
  'sync-conflict copy of a meeting note: not summarized; merge what differs into the original and delete the copy (ma doctor lists them)';

/** A meeting note with the documented frontmatter and a user-notes body. */
export function meetingNote(name: string, status: string, extra = ''): string {
  return [
    '---',
    `title: ${name}`,
    'date: 2026-11-20',
    `status: ${status}`,
    'attendees:',
    '  - Alice Moreau',
    '  - Ben Okafor',
    `transcript: "[[Transcripts/${name}]]"`,
    '# a comment the daemon must keep',
    ...(extra ? [extra] : []),
    '---',
    `Notes typed during ${name}: decide the casing.`,
    '',
  ].join('\n');
}

/** A short transcript in the documented line format. */
export function transcript(name: string, lines = 6): string {
  const speakers = ['Alice Moreau', 'Ben Okafor'];
  const body = Array.from(
    { length: lines },
    (_, i) =>
      `[00:00:${String(i * 7).padStart(2, '0')}] **${speakers[i % 2]}:** We decided to use rubber for the ${name} casing, item ${i + 1}.`,
  );
  return ['---', `meeting: "[[Meetings/${name}]]"`, 'language: en', '---', ...body, ''].join('\n');
}

/** Creates a temp vault; `daemon` is merged into the configuration's `daemon` section. */
export async function makeVault(
  config: { daemon?: Record<string, unknown>; model?: unknown; approvals?: unknown } = {},
): Promise<TestVault> {
  const base = await mkdtemp(path.join(os.tmpdir(), 'ma-daemon-'));
  const root = path.join(base, 'vault');
  for (const folder of ['Meetings', 'Transcripts', 'Summaries', 'Assistant', 'Projects']) {
    await mkdir(path.join(root, folder), { recursive: true });
  }
  const json = {
    daemon: { debounceMs: 150, concurrency: 1, shutdownMs: 5000, ...config.daemon },
    ...(config.model ? { model: config.model } : {}),
    ...(config.approvals ? { approvals: config.approvals } : {}),
  };
  await writeFile(path.join(root, 'meeting-assistant.json'), `${JSON.stringify(json, null, 2)}\n`);
  const abs = (rel: string) => path.join(root, rel);
  const writeAtomic = async (rel: string, text: string) => {
    const tmp = `${abs(rel)}.tmp${Math.random().toString(16).slice(2, 8)}`;
    await writeFile(tmp, text);
    await rename(tmp, abs(rel));
  };
  return {
    root,
    abs,
    read: (rel) => readFile(abs(rel), 'utf8'),
    writeAtomic,
    writeMeeting: (name, status, extra) =>
      writeAtomic(`Meetings/${name}.md`, meetingNote(name, status, extra)),
    writeTranscript: (name, lines) => writeAtomic(`Transcripts/${name}.md`, transcript(name, lines)),
    cleanup: () => rm(base, { recursive: true, force: true }),
  };
}

/** One JSON log line of the daemon. */
export interface LogEntry {
  level: number;
  time: number;
  pid: number;
  msg: string;
  meeting?: string;
  [key: string]: unknown;
}

/**
 * Every complete entry of `<vault>/.meeting-assistant/logs/daemon.log` so far (all daemons that
 * wrote it). A last line without its newline is one a daemon is still appending (read mid-write
 * under load): it is left for the next poll, not parsed half.
 */
export async function readLog(vault: TestVault): Promise<LogEntry[]> {
  const text = await readFile(vault.abs('.meeting-assistant/logs/daemon.log'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .slice(0, -1)
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as LogEntry);
}

/** Polls `check` every 100 ms until it returns a truthy value; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  timeoutMs = 90_000,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Replaces the vault's `folder` (`Meetings`, `Transcripts`) with a symlink to an empty folder
 * beside the vault, outside it (R19, L286); returns that folder's path (the link's target).
 */
export async function linkFolderOutOfVault(vault: TestVault, folder: string): Promise<string> {
  const outside = path.join(path.dirname(vault.root), `elsewhere-${folder}`);
  await mkdir(outside);
  await rm(vault.abs(folder), { recursive: true });
  await symlink(outside, vault.abs(folder));
  return outside;
}

/** A running `ma-daemon run` child. */
export interface DaemonChild {
  child: ChildProcess;
  stderr(): string;
  /** Resolves with the exit code/signal once it exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits for the daemon's `catch-up scan done` log line. */
  ready(): Promise<void>;
}

/** Spawns the built `ma-daemon run --vault <root> …args`. */
export function startDaemon(
  vault: TestVault,
  args: string[] = [],
  env: Record<string, string> = {},
): DaemonChild {
  // The test's own shell variables never leak in; the ones a test passes do (P2).
  const childEnv: Record<string, string | undefined> = { ...process.env };
  for (const key of ['MA_BASE_URL', 'MA_MODEL', 'MA_API_KEY_ENV', 'FORCE_COLOR']) delete childEnv[key];
  // No `ma search-server` child (the `ma` on the tests' PATH) unless a test asks for one (P93).
  childEnv.MA_NO_SEARCH_SERVER = '1';
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, [daemonBin, 'run', '--vault', vault.root, ...args], {
    env: childEnv as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  child.stdout?.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    stderr: () => stderr,
    exited,
    ready: async () => {
      await waitFor(`catch-up scan of pid ${child.pid}`, async () =>
        (await readLog(vault)).some((e) => e.pid === child.pid && e.msg === 'catch-up scan done'),
      );
    },
  };
}

/** The text `ma-daemon status` prints for the vault. */
export function daemonStatus(v: TestVault): Promise<string> {
  return new Promise<string>((resolve) => {
    const child = spawn(process.execPath, [daemonBin, 'status', '--vault', v.root], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      text += d;
    });
    child.on('close', () => resolve(text));
  });
}

/** Log entries with message `msg` (optionally for one meeting). */
export async function entries(vault: TestVault, msg: string, meeting?: string): Promise<LogEntry[]> {
  return (await readLog(vault)).filter(
    (e) => e.msg === msg && (meeting === undefined || e.meeting === meeting),
  );
}

/** The daemon's "summary edited by hand: left alone (run `…` to replace it …)" warnings (review11 X8: the message names the command). */
export async function handEditedEntries(vault: TestVault, meeting?: string): Promise<LogEntry[]> {
  return (await readLog(vault)).filter(
    (e) =>
      typeof e.msg === 'string' &&
      e.msg.startsWith('summary edited by hand: left alone (') &&
      (meeting === undefined || e.meeting === meeting),
  );
}

/**
 * Waits until the daemon, after the log's first `after` entries, looked at meeting note `meeting`
 * and found nothing to do: its debug line `content unchanged: ignored` (the path: its own write, or a
 * write of the same bytes) or `no run` (the meeting). The event a test waits for before it checks
 * that nothing more happened, instead of a fixed quiet period (leftovers C L158).
 * @param after how many log entries there were before (e.g. `(await readLog(v)).length` taken at the
 *   `run done` the look follows)
 */
export async function waitForQuietLook(vault: TestVault, meeting: string, after: number): Promise<void> {
  await waitFor(`a look at ${meeting} that makes no run`, async () =>
    (await readLog(vault))
      .slice(after)
      .some(
        (e) =>
          (e.msg === 'content unchanged: ignored' && e.path === meeting) ||
          (e.msg === 'no run' && e.meeting === meeting),
      ),
  );
}

/** Waits `ms` milliseconds (a quiet period in which nothing more may happen). */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Replaces `Transcripts/<name>.md` with `text` through temp + rename, the temp file given
 * modification time `mtime` first (as `cp -p` or a sync client does): new bytes with exactly that
 * time from the first event on.
 */
export async function replaceTranscriptKeepingTime(
  vault: TestVault,
  name: string,
  text: string,
  mtime: Date,
): Promise<void> {
  const tmp = vault.abs(`Transcripts/.${name}.md.sync-tmp`);
  await writeFile(tmp, text);
  await utimes(tmp, mtime, mtime);
  await rename(tmp, vault.abs(`Transcripts/${name}.md`));
}

/** Kills a daemon child that is still running (SIGKILL, for a test's clean-up) and waits for its exit. */
export async function killIfRunning(daemon: DaemonChild | undefined): Promise<void> {
  if (daemon && daemon.child.exitCode === null && daemon.child.signalCode === null) {
    daemon.child.kill('SIGKILL');
    await daemon.exited;
  }
}

/**
 * Runs the built `ma-daemon <args>` to its end (stdin closed) with `env` over this process's
 * environment (an `undefined` value removes the variable); resolves with its exit code and output.
 */
export function runDaemonCommand(
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  // No `ma search-server` child (the `ma` on the tests' PATH) unless a test asks for one (P93).
  const childEnv: Record<string, string | undefined> = { ...process.env, MA_NO_SEARCH_SERVER: '1', ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [daemonBin, ...args], {
      env: childEnv as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** What {@link testResources} returns: starters whose results are released after the test. */
export interface TestResources {
  /** {@link makeVault}, the vault removed after the test. */
  vault(...args: Parameters<typeof makeVault>): Promise<TestVault>;
  /** {@link startDaemon}, the daemon killed (SIGKILL) after the test when it still runs. */
  daemon(...args: Parameters<typeof startDaemon>): DaemonChild;
  /** A server (the scripted model, a webhook receiver) closed after the test, its open connections too; returns it. */
  server<S extends { close(): unknown }>(server: S): S;
}

/**
 * The clean-up of every daemon test file in one place: call it once at the top of a file and start
 * vaults, daemons and servers through it; after each test (vitest `afterEach`) what that test
 * started is released, last started first (daemons killed before their vault is removed).
 */
export function testResources(): TestResources {
  const releases: (() => unknown)[] = [];
  afterEach(async () => {
    for (const release of releases.splice(0).reverse()) await release();
  });
  const track = <T>(value: T, release: (value: T) => unknown): T => {
    releases.push(() => release(value));
    return value;
  };
  return {
    vault: async (...args) => track(await makeVault(...args), (v) => v.cleanup()),
    daemon: (...args) => track(startDaemon(...args), killIfRunning),
    server: (server) =>
      track(server, (s) => {
        (s as { closeAllConnections?: () => void }).closeAllConnections?.();
        return s.close();
      }),
  };
}

/**
 * Writes a transcript and an `ended` meeting note named `name` and waits for the daemon's
 * `run done` line of that meeting (a daemon still working the vault, R161/R162); returns it.
 */
export async function endMeetingAndWaitForRun(vault: TestVault, name: string): Promise<LogEntry> {
  await vault.writeTranscript(name);
  await vault.writeMeeting(name, 'ended');
  return waitFor(
    `the run of ${name}`,
    async () => (await entries(vault, 'run done', `Meetings/${name}.md`))[0],
  );
}

/**
 * Starts @ma/testkit's reading scripted model with `script`, a vault whose model it is (`daemon` as
 * its daemon section: model `test-model`, no retries by the model client, 60 s timeout), an `ended`
 * meeting `name` with its transcript, and the daemon; resolves once the daemon's catch-up scan is
 * done (L439, L440).
 */
export async function endedMeetingWithScriptedModel(
  t: TestResources,
  name: string,
  script: Parameters<typeof startReadingServer>[0],
  daemon: Record<string, unknown> = {},
): Promise<TestVault> {
  const server = t.server(await startReadingServer(script));
  const vault = await t.vault({
    daemon,
    model: {
      baseURL: server.baseURL,
      model: 'test-model',
      retry: { attempts: 0, delayMs: 0 },
      timeoutMs: 60_000,
    },
  });
  await vault.writeTranscript(name);
  await vault.writeMeeting(name, 'ended');
  await t.daemon(vault).ready();
  return vault;
}

/** The summary {@link heldSummaryRun}'s model writes. */
export const HELD_SUMMARY = '## Summary\nRubber casing.\n\n## Decisions\n- Rubber\n\n## Next steps\n';

/**
 * {@link endedMeetingWithScriptedModel} with a model that holds the run: each of its first answers
 * (a `write_summary` of {@link HELD_SUMMARY}) waits for `held` to open; after the tool result it says
 * it is done. `asked()`: how many such requests came so far (1 once the run is past its
 * start-of-run writes and waiting on the model). Resolves once the daemon's catch-up scan is done
 * (L446, L449).
 */
export async function heldSummaryRun(
  t: TestResources,
  name: string,
): Promise<{ vault: TestVault; held: Gate; asked(): number }> {
  const held = gate();
  let asked = 0;
  const vault = await endedMeetingWithScriptedModel(
    t,
    name,
    async (req: ChatRequest): Promise<ScriptedTurn> => {
      if (req.body.messages?.at(-1)?.role === 'tool') return { text: 'Summary written.' };
      asked += 1;
      await held.opened;
      return {
        toolCalls: [{ name: 'write_summary', arguments: { content: HELD_SUMMARY, replace_file: true } }],
      };
    },
  );
  return { vault, held, asked: () => asked };
}

/** The standard output of the built `ma-daemon status --vault <root> …flags` (run to its end). */
export async function statusOutput(root: string, ...flags: string[]): Promise<string> {
  return (await runDaemonCommand(['status', '--vault', root, ...flags])).stdout;
}

/**
 * Waits until `ma-daemon status --json` shows the daemon of `vault` running one meeting (a
 * {@link heldSummaryRun}'s held run), kills it with SIGKILL (no clean-up: its status file and lock
 * stay) and waits until `status` says no daemon runs; returns the killed daemon's pid (L446, L450).
 */
export async function killDaemonMidRun(vault: TestVault): Promise<number> {
  const pid = await waitFor('status to show the run', async () => {
    const json = JSON.parse(await statusOutput(vault.root, '--json'));
    return json.daemons[0]?.running.length === 1 ? (json.daemons[0].pid as number) : undefined;
  });
  process.kill(pid, 'SIGKILL');
  await waitFor('the daemon to be gone', async () =>
    (await statusOutput(vault.root)).includes(`daemon: not running on ${vault.root}`),
  );
  return pid;
}
