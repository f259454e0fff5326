import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { onTestFinished } from 'vitest';
import { makeTempDir } from './temp-vault.js';

/**
 * Starts a child Node process that takes a real lock with this package's code and holds it until
 * killed (tests of a holder killed with SIGKILL). `entry` (absolute path of the `.ts` module) is
 * bundled (its CommonJS dependencies get `require`); `script(bundle)` is the child's ES module
 * source, given the bundle's path to import: it must print `locked` once it holds the lock and
 * then stay alive. The child is killed and its files removed when the test finishes.
 * @returns the child and a promise of its exit; resolved once it printed `locked`.
 * @throws Error when the child exits before that.
 * Spec: docs/contributing.md (Rules: tests use real parts).
 */
export async function startLockHolder(
  entry: string,
  script: (bundle: string) => string,
): Promise<{ child: ChildProcess; exited: Promise<unknown> }> {
  const scripts = await makeTempDir('ma-child-');
  onTestFinished(() => scripts.cleanup());
  const bundle = path.join(scripts.root, 'lock.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'error',
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  const file = path.join(scripts.root, 'child.mjs');
  await writeFile(file, script(bundle));
  const child = spawn(process.execPath, [file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  onTestFinished(() => {
    child.kill('SIGKILL');
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited early (${code})`)));
  });
  return { child, exited };
}
