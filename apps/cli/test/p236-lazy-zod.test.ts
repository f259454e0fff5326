/**
 * P236 (issue 13 (e)): the direct bundles load zod on first use. A plain `ma tool read_meetingnote`
 * without arguments builds no schema (P194), so zod's module bodies (its classes, which esbuild
 * hoisted into the bundle's top level) never run; a call with arguments loads zod then, with its
 * compiled parsers off (`jitless`, as `useOneShotValidation` sets elsewhere), and gives the same
 * output and exit code as the same line through commander (the split bundle, zod loaded as usual).
 * zod's module `core.js` makes `globalThis.__zod_globalConfig` as it runs: the preload reads it at exit.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySampleVault } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MaResult, runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';

let vault: string;
let cleanup: () => Promise<void>;
let temp: string;
let preload: string;
let report: string;

beforeAll(async () => {
  const copy = await copySampleVault();
  vault = copy.root;
  cleanup = copy.cleanup;
  temp = mkdtempSync(join(tmpdir(), 'ma-p236-'));
  report = join(temp, 'zod.json');
  preload = join(temp, 'report-zod.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(report)}, JSON.stringify({ loaded: '__zod_globalConfig' in globalThis, jitless: globalThis.__zod_globalConfig?.jitless ?? null })));\n`,
  );
});
afterAll(async () => {
  await cleanup();
  rmSync(temp, { recursive: true, force: true });
});

const outcome = (r: MaResult) => ({ code: r.code, stdout: r.stdout, stderr: r.stderr });

/** Runs `line` as a direct line and through commander; returns both and what the direct run's zod did. */
async function bothWays(line: string[]) {
  const env = { TMPDIR: temp, TMP: temp, TEMP: temp };
  rmSync(report, { force: true });
  const direct = await runMa([...line, '--vault', vault], {
    env: { ...env, NODE_OPTIONS: `--require ${preload}` },
  });
  const zod = JSON.parse(readFileSync(report, 'utf8')) as { loaded: boolean; jitless: boolean | null };
  // A global option before the command: commander reads this line (readDirectCommand does not).
  const viaCommander = await runMa(['--vault', vault, ...line], { env });
  return { direct, viaCommander, zod };
}

describe('P236: zod loaded on first use in the direct bundles', () => {
  it.each([[[]], [['--args', '{}']], [['--args', ' { } ']]])(
    'ma tool read_meetingnote %j runs no zod code, same output as through commander',
    async (extra) => {
      const { direct, viaCommander, zod } = await bothWays([
        'tool',
        'read_meetingnote',
        '--meeting',
        MEETING,
        ...extra,
      ]);
      expect(direct.code, direct.stderr).toBe(0);
      expect(direct.stdout).toContain(`Meetings/${MEETING}.md`);
      expect(outcome(direct)).toEqual(outcome(viaCommander));
      expect(zod).toEqual({ loaded: false, jitless: null });
    },
  );

  // Arguments go through the tool's schema: zod is loaded then, jitless, and every refusal reads as
  // through commander (the same schema, built by the same code from the real zod).
  it.each([
    '{"from": 3, "to": 5}',
    '{"from": "x"}',
    '{"from": 2.5}',
    '{"from": 1e300, "to": -1e300}',
    '{"from": null, "to": null, "from_char": null}',
    '{"from": true}',
    '{"from": [1]}',
    '{"from": {"n": 1}}',
    '{"frm": 1}',
    '{"from": 1, "filters": {"to": 2}}',
    '{"from_char": 0, "from": 2}',
    '{"from": "3", "to": "\\ud800"}',
    '{"__proto__": {"from": 1}}',
    '{"from": -0, "to": 1E2}',
  ])('ma tool read_meetingnote --args %s: the same as through commander, zod jitless', async (args) => {
    const { direct, viaCommander, zod } = await bothWays([
      'tool',
      'read_meetingnote',
      '--meeting',
      MEETING,
      '--args',
      args,
    ]);
    expect(outcome(direct)).toEqual(outcome(viaCommander));
    expect(zod).toEqual({ loaded: true, jitless: true });
  });

  it('ma search and a tool of main.cjs load zod jitless, with the same output as through commander', async () => {
    for (const line of [
      ['search', 'remote', '--meeting', MEETING, '--limit', '3'],
      ['tool', 'write_context', '--meeting', MEETING, '--args', '{"content": 5}'],
    ]) {
      const { direct, viaCommander, zod } = await bothWays(line);
      expect(outcome(direct), line.join(' ')).toEqual(outcome(viaCommander));
      expect(zod, line.join(' ')).toEqual({ loaded: true, jitless: true });
    }
  });
});
