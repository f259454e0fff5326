/** `@ma/cli` as a library: importing the built package runs nothing; the bin is a separate entry. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const distIndex = pathToFileURL(join(import.meta.dirname, '..', 'dist', 'index.js')).href;

function runNode(code: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (exit) => resolve({ code: exit, stdout, stderr }));
  });
}

describe('@ma/cli package entry', () => {
  it('importing it runs no command and exposes runMain/main as named exports', async () => {
    const run = await runNode(
      `const m = await import(${JSON.stringify(distIndex)}); ` +
        `console.log(JSON.stringify([typeof m.runMain, typeof m.main, typeof m.default]));`,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(['function', 'function', 'undefined']);
  });
});
