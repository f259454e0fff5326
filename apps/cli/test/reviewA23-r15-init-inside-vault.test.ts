/**
 * reviewA R15 (session 23): `ma init` inside a configured folder of an existing vault — `ma init
 * vault/Meetings` (a typo for `--vault`, or run from the wrong folder) — made a second vault there
 * without a word: the outer vault then listed its `Glossary.md` and `Dictation.md` as meetings
 * (`known: "Dictation", "Glossary", …`), and `ma` run inside that folder worked on the inner vault.
 * It is now a usage error naming the folder, the setting and the vault, with nothing created, in any
 * letter case (macOS, Windows) and for every configured folder; a folder at the vault's top level or
 * beside it is still made a vault, and `ma init` of the vault itself stays idempotent. Built `ma`,
 * temp folders.
 * Spec: reviewA R15; docs/vault-format.md (layout); apps/cli/README.md (`ma init`).
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

describe('R15 (reviewA, session 23): ma init inside another vault', { timeout: 150_000 }, () => {
  it("R15: ma init in the vault's Meetings/ (any case), Projects/x, Summaries/ is refused, nothing created; the top level and the vault itself are fine", async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'ma-cli-r15-'));
    cleanups.push(() => rm(cwd, { recursive: true, force: true }));
    const vault = join(cwd, 'vault');
    expect((await runMa(['init', 'vault'], { cwd })).code).toBe(0);
    const meetingsBefore = await readdir(join(vault, 'Meetings'));
    for (const [target, folder, key] of [
      ['vault/Meetings', 'Meetings', 'meetings'],
      ['vault/meetings/2026', 'Meetings', 'meetings'],
      ['vault/Projects/alpha/sub', 'Projects', 'projects'],
      ['vault/Summaries', 'Summaries', 'summaries'],
    ] as const) {
      const run = await runMa(['init', target], { cwd });
      expect(run.code, `${target}: ${run.stderr}`).toBe(2);
      expect(run.stderr).toContain(
        `ma: ${join(cwd, target)} is inside ${folder}/ (folders.${key}) of the vault ${vault}: a vault there would make its own files that vault's `,
      );
      expect(run.stderr).toContain('nothing was created');
      expect(run.stdout).toBe('');
    }
    expect(await readdir(join(vault, 'Meetings'))).toEqual(meetingsBefore);
    expect(await stat(join(vault, 'Projects/alpha')).catch(() => null)).toBeNull();
    expect(await stat(join(vault, 'meetings')).catch(() => null)).toBeNull();
    // From inside the folder, with no argument: the same refusal.
    const inside = await runMa(['init'], { cwd: join(vault, 'Meetings') });
    expect(inside.code).toBe(2);
    expect(inside.stderr).toContain(`is inside Meetings/ (folders.meetings) of the vault ${vault}`);
    // A vault at the top level of another, and the vault itself again: created / kept.
    expect((await runMa(['init', 'vault/Archive'], { cwd })).code).toBe(0);
    const again = await runMa(['init', 'vault'], { cwd });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('kept    meeting-assistant.json');
  });
});
