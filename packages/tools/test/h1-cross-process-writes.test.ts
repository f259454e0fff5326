/**
 * Issue 9 H1, across processes: two processes (think `ma` and an MCP server on one vault) append
 * to the same project file at the same moment through `write_projectfile`; core's per-file lock
 * (`withFileLock`) keeps every line, each process's lines in its call order.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readTextLines } from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';

const PACKAGE_DIR = path.join(import.meta.dirname, '..');
const APPENDS = 12;

/** A child process: opens the vault, says `ready`, waits for `go`, then fires its appends at once. */
const CHILD = `
import { loadConfig, openVault } from '@ma/core';
import { createToolSession, toolDefinitions } from '@ma/tools';
const [root, tag, count] = [process.env.H1_VAULT, process.env.H1_TAG, Number(process.env.H1_COUNT)];
const vault = await openVault(root, await loadConfig({ vault: root }));
const session = await createToolSession({ vault, meetingPath: 'Meetings/2026-03-10 Remote control functional design.md' });
const write = toolDefinitions(session, { only: ['write_projectfile'] })[0];
process.stdout.write('ready\\n');
process.stdin.once('data', async () => {
  const calls = Array.from({ length: count }, (_, i) =>
    write.execute({ project: 'remote-control', path: 'decisions.md', content: '- ' + tag + ' ' + i }));
  const results = await Promise.all(calls);
  process.stdout.write(JSON.stringify(results) + '\\n');
  process.exit(0);
});
`;

interface Child {
  ready: Promise<void>;
  done: Promise<string[]>;
  go(): void;
}

function startChild(root: string, tag: string): Child {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, H1_VAULT: root, H1_TAG: tag, H1_COUNT: String(APPENDS) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.startsWith('ready\n')) resolve();
    });
    child.on('exit', () => reject(new Error(`child ${tag} exited early: ${err}`)));
  });
  const done = new Promise<string[]>((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`child ${tag} exited with ${code}: ${err}`));
      else resolve(JSON.parse(out.slice('ready\n'.length)) as string[]);
    });
  });
  return { ready, done, go: () => child.stdin.write('go\n') };
}

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

describe('H1: writes from two processes', () => {
  it('H1: two processes appending to the same project file at once keep every line, in call order each', async () => {
    const copy = await copySampleVault();
    cleanup = copy.cleanup;
    const a = startChild(copy.root, 'A');
    const b = startChild(copy.root, 'B');
    await Promise.all([a.ready, b.ready]);
    a.go();
    b.go();
    const results = [...(await a.done), ...(await b.done)];
    expect(results.filter((r) => !r.startsWith('appended'))).toEqual([]);
    const text = await readFile(path.join(copy.root, 'Projects/remote-control/decisions.md'), 'utf8');
    const lines = readTextLines(text, {}).lines;
    const numbers = (tag: string) =>
      lines.filter((l) => l.startsWith(`- ${tag} `)).map((l) => Number(l.slice(`- ${tag} `.length)));
    const inOrder = Array.from({ length: APPENDS }, (_, i) => i);
    expect(numbers('A')).toEqual(inOrder);
    expect(numbers('B')).toEqual(inOrder);
  }, 120_000); // two Node processes: slow to start on a busy machine
});
