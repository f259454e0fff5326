/**
 * P311 (issue 13 (f)): a one-shot `ma search` whose bundle came from its code cache runs with V8's
 * tier-up (Sparkplug, TurboFan) held back to its end, as `ma tool`'s read tools hold it while their
 * session opens (P296, `src/direct/tier-up.ts`): the same lines as a start that compiled the bundle
 * (and held nothing), and nothing on stderr (docs/startup.md "Session 49 — search").
 */
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { reportedSearch, summariesVaultMatches } from './summaries-vault.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe('P311: ma search holds V8 tier-up back', () => {
  it('holds it once the code cache is used, to the exit, with the same lines as a start without it', async () => {
    // At exit: whether the flag setter the loader keeps while tier-up is held is still there. A
    // private temp folder: the first call compiles the bundle and writes its code cache, the next ones use it.
    const { temp, vault, report, env } = reportedSearch(
      'ma-p311-',
      "Boolean(process[Symbol.for('meeting-assistant.tier-up-held')])",
    );
    temps.push(temp);
    const held: boolean[] = [];
    const outputs: string[] = [];
    for (let call = 0; call < 3; call++) {
      const r = await runMa(['search', 'zephyrine', '--meeting', 'Plan', '--vault', vault], { env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
      outputs.push(r.stdout);
      held.push(JSON.parse(readFileSync(report, 'utf8')) as boolean);
    }
    expect(held).toEqual([false, true, true]);
    expect(outputs[1]).toBe(outputs[0]);
    expect(outputs[2]).toBe(outputs[0]);
    expect((outputs[0] as string).trimEnd().split('\n').sort()).toEqual(summariesVaultMatches());
  }, 120_000);
});
