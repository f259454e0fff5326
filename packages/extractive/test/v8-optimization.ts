/**
 * Test helper (issue 13, P271-P272): runs a driver script in a child Node with V8's test natives
 * (`--allow-natives-syntax`: `%PrepareFunctionForOptimization`, `%OptimizeFunctionOnNextCall`,
 * `%GetOptimizationStatus`) and tsx, so a test can ask whether a function of `src/` stays optimized when inputs of
 * another shape reach it (a "wrong map" deoptimization throws its optimized code away).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const packageDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `file:` URL of the package's `src/` folder, for the driver's imports (`${SRC_URL}/topics/text-tiling.ts`). */
export const SRC_URL = pathToFileURL(path.join(packageDir, 'src')).href;
/** V8's OptimizationStatus bit 6: the function runs TurboFan code. */
export const TURBOFANNED = 1 << 6;

/**
 * Runs `driver` (an ES module's text, `%` natives allowed) in a child Node from the package folder and parses the
 * last line it prints as JSON.
 *
 * @param driver - the module's text; must print one JSON line last
 * @returns the parsed line
 * @throws the child's failure (non-zero exit, 10-minute timeout) or a JSON parse error
 */
export async function runWithNatives(driver: string): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ma-v8-natives-'));
  try {
    const script = path.join(dir, 'driver.mjs');
    writeFileSync(script, driver);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', script],
      { cwd: packageDir, timeout: 600_000 },
    );
    return JSON.parse(stdout.trim().split('\n').pop()!) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What {@link optimizedAcross} saw: the V8 status bits after each input, and what each call returned. */
export interface AcrossStatus {
  onFirst: number;
  onSecond: number;
  first: unknown;
  second: unknown;
}

/**
 * In a child Node ({@link runWithNatives}): after `setup`, runs the expression `first` twice, optimizes `fn`, runs
 * `first` again, then the expression `second` (inputs of another shape), reading `fn`'s status after each.
 *
 * @param setup - module text that imports `fn` and defines what the expressions use
 * @param fn - the name of the function watched
 * @param first - an expression calling `fn` (directly or not) on the inputs it is optimized for
 * @param second - an expression calling it on the other inputs
 * @returns the status bits ({@link TURBOFANNED}) and the values of `first` and `second`
 */
export async function optimizedAcross(
  setup: string,
  fn: string,
  first: string,
  second: string,
): Promise<AcrossStatus> {
  return (await runWithNatives(`${setup}
%PrepareFunctionForOptimization(${fn});
const first = ${first};
${first};
%OptimizeFunctionOnNextCall(${fn});
${first};
const onFirst = %GetOptimizationStatus(${fn});
const second = ${second};
const onSecond = %GetOptimizationStatus(${fn});
console.log(JSON.stringify({ onFirst, onSecond, first, second }));
`)) as unknown as AcrossStatus;
}
