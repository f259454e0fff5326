/**
 * L93: a host cancels a `search` call while ripgrep runs (the AI SDK's `abortSignal` of an agent
 * run, `execute(input, { signal })` of the neutral definitions, `ma mcp`'s `notifications/cancelled`).
 * Before, the signal never reached ripgrep: rg searched to the end and the call answered its
 * matches to a host that had given up on them. Now the call rejects with an `AbortError` saying the
 * work was stopped, and the rg child is killed. Real rg over a project of ~40 MB of text, on a temp
 * copy of the sample vault; rg is seen running in this process's children (`/proc`) and stopped
 * (SIGSTOP: it cannot end on its own), then the call is cancelled; only the kill ends it. The same
 * through the compact profile's query_meeting view search.
 * Spec: docs/tools.md (Cancellation).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';
import { toolDefinitions } from '../src/tool-definitions.js';

let t: TestSession;
afterEach(async () => {
  // A stopped rg a failing run left behind is not left for the next test.
  for (const pid of rgChildren()) process.kill(pid, 'SIGKILL');
  await t?.cleanup();
});

/** This process's child processes named `rg` (pids), from `/proc` (Linux). */
function rgChildren(): number[] {
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
    .split(' ')
    .filter((p) => p.trim() !== '')
    .map(Number);
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'rg';
    } catch {
      return false;
    }
  });
}

/** True while `pid` is a process that has not ended (a zombie counts as ended). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('L93: a cancelled search stops ripgrep', () => {
  it('L93: search (and compact query_meeting view search) cancelled while rg runs rejects with an AbortError saying its work was stopped, and rg is killed', async () => {
    t = await sampleSession(MEETINGS.functional);
    // ~40 MB of text in a bound project: many candidate lines, none matching the query below.
    const line = `${'the remote control prototype budget was discussed at length by the team '.repeat(2)}\n`;
    const blob = line.repeat(Math.floor(200_000 / line.length));
    for (let i = 0; i < 200; i++)
      writeFileSync(path.join(t.root, 'Projects/remote-control', `bulk-${i}.md`), blob);
    for (const profile of ['granular', 'compact'] as const) {
      const seen = await cancelWhileRgRuns(profile);
      // Killed, not left to search to the end: the child ends without the host waiting on it.
      while (running(seen)) await tick();
      expect(running(seen)).toBe(false);
    }
  });
});

/**
 * Calls search (granular) or query_meeting's search view (compact) over the bulk files, cancels it
 * once rg is seen running, checks that the call answers as cancelled, and returns rg's pid.
 */
async function cancelWhileRgRuns(profile: 'granular' | 'compact'): Promise<number> {
  const query = 'the \\w+ \\w+ \\w+ zz';
  const name = profile === 'granular' ? 'search' : 'query_meeting';
  const def = toolDefinitions(t.session, { profile }).find((d) => d.name === name)!;
  const args =
    profile === 'granular'
      ? { query, projects: ['remote-control'] }
      : { view: 'search', filters: { query, project: 'remote-control' } };
  const controller = new AbortController();
  const call = def.execute(args, { signal: controller.signal }).then(
    (text) => ({ answered: text.split('\n')[0] }),
    (error: unknown) => ({ name: (error as Error).name, message: (error as Error).message }),
  );
  let settled = false;
  void call.then(() => {
    settled = true;
  });
  let seen: number[] = [];
  while (!settled && seen.length === 0) {
    await tick();
    seen = rgChildren();
  }
  // rg was seen running before the call answered (else the project was too small to catch it).
  expect(seen.length, profile).toBe(1);
  // Stopped where it is: from here only a kill ends it (it cannot search to the end on its own).
  process.kill(seen[0]!, 'SIGSTOP');
  controller.abort(new Error('host cancelled'));
  expect(await call, profile).toEqual({
    name: 'AbortError',
    message:
      'cancelled: the tool call was cancelled while it ran (host cancelled); its work was stopped and nothing was written by this call',
  });
  return seen[0]!;
}
