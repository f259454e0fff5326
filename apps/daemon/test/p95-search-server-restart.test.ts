/**
 * P95: the daemon's search server child (`ma search-server`, P93) that crashed stayed gone: every
 * later `ma search` ran without it until the daemon was started again. Now a crashed child (killed by
 * a signal it does not handle, or an unexpected exit code) is started again after a wait, at most a
 * few times in a row, then the daemon gives up and logs it; a child that was refused (another server
 * already answers: exit 2) or stopped by SIGTERM is not started again.
 * Real child processes (a small program standing in for `ma`, which logs each start and then runs,
 * exits or crashes as told), a real pino log file.
 * Spec: issue #13, goal (f); docs/startup.md, twenty-eighth pass.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startSearchServer } from '../src/search/search-server-child.js';

const FAST = { delaysMs: [50, 50, 50], stableMs: 60_000 };

/** A stand-in `ma` that appends its pid to `starts` and then does what `mode` (a file) says. */
function standIn(): {
  command: string[];
  starts: () => number[];
  mode: (m: string) => void;
  logLines: () => Record<string, unknown>[];
  log: pino.Logger;
  dir: string;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'p95-'));
  const script = path.join(dir, 'ma.cjs');
  writeFileSync(path.join(dir, 'mode'), 'run');
  writeFileSync(
    script,
    // The SIGTERM handler is in place before the start is recorded: a test that signals the pid as
    // soon as it is recorded never kills it by the default action (a crash; seen under load).
    `process.on('SIGTERM', () => process.exit(143));
const fs = require('node:fs');
fs.appendFileSync(${JSON.stringify(path.join(dir, 'starts'))}, process.pid + '\\n');
const mode = fs.readFileSync(${JSON.stringify(path.join(dir, 'mode'))}, 'utf8');
if (mode === 'crash') process.exit(1);
if (mode === 'refused') { process.stderr.write('ma search-server: a search server already answers\\n'); process.exit(2); }
setInterval(() => {}, 1000);
`,
  );
  const logFile = path.join(dir, 'log.jsonl');
  writeFileSync(logFile, '');
  const log = pino({ level: 'debug' }, pino.destination({ dest: logFile, sync: true }));
  return {
    command: [process.execPath, script],
    dir,
    log,
    starts: () => {
      try {
        return readFileSync(path.join(dir, 'starts'), 'utf8').split('\n').filter(Boolean).map(Number);
      } catch {
        return [];
      }
    },
    mode: (m) => writeFileSync(path.join(dir, 'mode'), m),
    logLines: () =>
      readFileSync(logFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

async function until(what: string, test: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Why the log's `the search server is not started again` line says so (its `why`), or undefined
 * before it is written: the decision a test waits for instead of a fixed wait (leftovers C L158).
 */
function notStartedAgain(lines: Record<string, unknown>[]): string | undefined {
  const line = lines.find((l) => l.msg === 'the search server is not started again');
  return line === undefined ? undefined : String(line.why);
}

describe('P95: the daemon starts its crashed search server again', () => {
  it('P95: a server killed with SIGKILL is started again, and stop() ends the new one', async () => {
    const s = standIn();
    const server = startSearchServer(s.command, s.dir, process.env, s.log, FAST);
    expect(server).not.toBeNull();
    await until('the first start', () => s.starts().length === 1);
    const first = server?.pid as number;
    expect(first).toBe(s.starts()[0]);
    process.kill(first, 'SIGKILL');
    await until('the restart', () => s.starts().length === 2);
    await until('the new pid', () => server?.pid === s.starts()[1]);
    expect(
      s
        .logLines()
        .some(
          (l) => String(l.msg) === 'the search server crashed; starting it again' && l.signal === 'SIGKILL',
        ),
    ).toBe(true);
    const second = server?.pid as number;
    await server?.stop();
    expect(() => process.kill(second, 0)).toThrow();
    // stopped on purpose: not started again (the decision's line, no fixed wait: L158)
    await until('the no-restart line', () => notStartedAgain(s.logLines()) === 'stopped by the daemon');
    expect(s.starts()).toHaveLength(2);
  });

  it('P95: a server that crashes at once every time is started again 3 times, then the daemon gives up and says so', async () => {
    const s = standIn();
    s.mode('crash');
    const server = startSearchServer(s.command, s.dir, process.env, s.log, FAST);
    await until('the give-up line', () =>
      s.logLines().some((l) => /gave up after 3 restarts/.test(String(l.msg))),
    );
    // The give-up line is written when the fourth start exited: no timer is left (L158).
    expect(s.starts()).toHaveLength(4);
    expect(server?.pid).toBeUndefined();
    await server?.stop();
  });

  it('P95: a server refused because another server answers (exit 2), or stopped with SIGTERM, is not started again', async () => {
    const s = standIn();
    s.mode('refused');
    const refused = startSearchServer(s.command, s.dir, process.env, s.log, FAST);
    await until('the refusal', () => s.logLines().some((l) => /already answers/.test(String(l.msg))));
    await until('its end', () => s.logLines().some((l) => /the search server ended/.test(String(l.msg))));
    await until('the no-restart line', () => notStartedAgain(s.logLines()) === 'it ended, not crashed');
    expect(s.starts()).toHaveLength(1);
    await refused?.stop();

    const t = standIn();
    const server = startSearchServer(t.command, t.dir, process.env, t.log, FAST);
    await until('the start', () => t.starts().length === 1);
    process.kill(server?.pid as number, 'SIGTERM');
    await until('its end', () => t.logLines().some((l) => /the search server ended/.test(String(l.msg))));
    await until('the no-restart line', () => notStartedAgain(t.logLines()) === 'it ended, not crashed');
    expect(t.starts()).toHaveLength(1);
    await server?.stop();
  });
});
