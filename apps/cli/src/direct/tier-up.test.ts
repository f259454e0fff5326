/**
 * P296 (issue 13 (e)): `holdTierUp` keeps V8 from compiling with Sparkplug or TurboFan until
 * `resumeTierUp`, warns nothing, and leaves the tiers alone where the user chose them. Each case runs
 * in a child Node (the flags are process-wide), which reads a hot function's state with V8's
 * `%GetOptimizationStatus` (`--allow-natives-syntax`).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULE = join(import.meta.dirname, 'tier-up.ts');

/** V8's optimization status bits that mean the function left the interpreter or is on its way out. */
const TIERED =
  (1 << 4) | // optimized
  (1 << 5) | // Maglev
  (1 << 6) | // TurboFan
  (1 << 8) | // marked for optimization
  (1 << 9) | // marked for concurrent optimization
  (1 << 10) | // optimizing concurrently
  (1 << 15); // Sparkplug (baseline)

const SCRIPT = `
const { holdTierUp, resumeTierUp } = await import(${JSON.stringify(MODULE)});
function hot(n) { let s = 0; for (let i = 0; i < n; i++) s = (s * 31 + i) % 1000003; return s; }
const run = () => { let t = 0; for (let i = 0; i < 20000; i++) t += hot(200); return t; };
const held = holdTierUp();
const sum = run();
const whileHeld = %GetOptimizationStatus(hot);
resumeTierUp();
run();
run();
const afterResume = %GetOptimizationStatus(hot);
console.log(JSON.stringify({ held, sum, whileHeld, afterResume }));
`;

/** Runs {@link SCRIPT} in a child Node with `options` before it and `env` added; its report and stderr. */
function child(options: string[] = [], env: Record<string, string> = {}) {
  const r = spawnSync(
    process.execPath,
    [
      '--allow-natives-syntax',
      '--experimental-strip-types',
      '--no-warnings=ExperimentalWarning',
      ...options,
      '--input-type=module',
      '-e',
      SCRIPT,
    ],
    { env: { ...process.env, NODE_OPTIONS: '', ...env }, encoding: 'utf8', timeout: 120_000 },
  );
  expect(r.status, r.stderr).toBe(0);
  const report = JSON.parse(r.stdout) as {
    held: boolean;
    sum: number;
    whileHeld: number;
    afterResume: number;
  };
  return { ...report, stderr: r.stderr };
}

describe('P296: V8 tier-up held while a one-shot start runs', () => {
  it('holds Sparkplug and TurboFan back until resumed, then tiers up; nothing on stderr', () => {
    const r = child();
    expect(r.held).toBe(true);
    expect(r.stderr).toBe('');
    // 20,000 calls of a loop: interpreted all along while held (without the hold: Sparkplug, TurboFan).
    expect(r.whileHeld & TIERED).toBe(0);
    expect(r.afterResume & TIERED).not.toBe(0);
  });

  // That the hold changes no result is tested on the built `ma`'s read tools (test/l468-tier-up-same-results.test.ts):
  // a pure loop's sum here is the same in every tier, whatever the hold does (L468).

  it.each([
    [['--no-opt'], {}],
    [['--max-opt=1'], {}],
    [['--no_sparkplug'], {}],
    [['--turbofan'], {}],
    [[], { NODE_PENDING_DEPRECATION: '1' }],
  ])('leaves the tiers as they are under %j %j, warning nothing', (options, env) => {
    const r = child(options, env);
    expect(r.held).toBe(false);
    expect(r.stderr).toBe('');
  });

  it('holds with options that do not choose the tiers (NODE_OPTIONS included)', () => {
    const r = child(['--stack-size=2000'], { NODE_OPTIONS: '--max-old-space-size=4096' });
    expect(r.held).toBe(true);
    expect(r.whileHeld & TIERED).toBe(0);
  });
});
