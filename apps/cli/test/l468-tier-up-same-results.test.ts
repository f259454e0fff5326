/**
 * Leftovers L468: P296's "same results held as not held" compared the sum of a pure arithmetic
 * loop in two child Nodes, which V8 computes the same in every tier: it could not fail whatever the
 * hold did. Now the built `ma` runs real read tools with the hold on (a second start, whose read-tools
 * bundle code came from its cache) and forced off through the real switch (`NODE_DISABLE_COMPILE_CACHE=1`:
 * no cache, no hold), a preloaded probe recording whether the hold was taken; the exit code, stdout and
 * stderr must be the same (a hold that printed a warning, failed the tool or changed its output fails).
 * Spec: issue #13 (e); docs/startup.md (session 48, P296).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
const HELD = 'meeting-assistant.tier-up-held';

/** Preloaded in each run: notes whether the loader set the hold (`tier-up.ts`'s process key). */
const PROBE = `
const key = Symbol.for(${JSON.stringify(HELD)});
let value;
let held = false;
Object.defineProperty(process, key, {
  configurable: true,
  get() { return value; },
  set(v) { value = v; if (v) held = true; },
});
process.on('exit', () => require('node:fs').appendFileSync(process.env.TIER_PROBE_OUT, held ? 'held\\n' : 'free\\n'));
`;

let vault: string;
let cleanup: () => Promise<void>;
let temp: string;
beforeAll(async () => {
  const copy = await copySampleVault();
  vault = copy.root;
  cleanup = copy.cleanup;
  temp = mkdtempSync(join(tmpdir(), 'ma-tier-'));
  writeFileSync(join(temp, 'probe.cjs'), PROBE);
});
afterAll(async () => {
  await cleanup();
  rmSync(temp, { recursive: true, force: true });
});

describe('L468: a read tool gives the same result with V8 tier-up held and not held', () => {
  it.each([
    [['tool', 'read_meetingnote', '--meeting', MEETING]],
    [['tool', 'read_transcript', '--meeting', MEETING, '--args', '{"from":1,"to":400}']],
  ])(
    'L468: %j held (cached start) and forced off (NODE_DISABLE_COMPILE_CACHE=1) agree',
    async (args) => {
      const out = join(temp, `probe-${args[1]}.txt`);
      const cacheAt = mkdtempSync(join(temp, 'cache-'));
      const run = (env: Record<string, string> = {}) =>
        runMa([...args, '--vault', vault], {
          env: {
            TMPDIR: cacheAt,
            TMP: cacheAt,
            TEMP: cacheAt,
            NODE_OPTIONS: `--require ${join(temp, 'probe.cjs')}`,
            TIER_PROBE_OUT: out,
            ...env,
          },
        });
      const first = await run(); // writes the code cache: not held
      expect(first.code, first.stderr).toBe(0);
      const held = await run(); // the cache read: held
      const free = await run({ NODE_DISABLE_COMPILE_CACHE: '1' });
      expect(readFileSync(out, 'utf8')).toBe('free\nheld\nfree\n');
      expect(held.stdout.length).toBeGreaterThan(100);
      expect({ code: held.code, stdout: held.stdout, stderr: held.stderr }).toEqual({
        code: free.code,
        stdout: free.stdout,
        stderr: free.stderr,
      });
    },
    120_000,
  );
});
