/**
 * R215: a host that loads both builds of @ma/notifier (a CommonJS app with an ESM dependency, both
 * importing it) had two copies of the toast counter, both starting at 0: on Windows both copies' first
 * toasts took the same SnoreToast pipe and id, and the second pipe's EADDRINUSE was an unhandled
 * 'error' event from node-notifier that ended the host process (macOS: one copy's withdrawal removed
 * the other's toast). Any pipe that could not be opened ended the host the same way. Now the counter
 * starts at random and a pipe that cannot be opened is a toast failure (the adapter says it and asks
 * through its fallback). Real child processes run the built ESM and CJS files with a fake SnoreToast
 * (SnoreToast cannot run here; off Windows the pipe is a socket in the temp folder).
 * Spec: seed 004 (toasts with actions); packages/notifier/README.md (`request` never rejects).
 */
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ma-r215-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A fake SnoreToast that answers `Approve` through the pipe it is given. */
async function fakeSnoreToast(): Promise<string> {
  const command = join(dir, 'fake-snoretoast');
  await writeFile(
    command,
    `#!${process.execPath}
const net = require('node:net');
const args = process.argv.slice(2);
if (args.includes('-close')) process.exit(0);
const pipe = args[args.indexOf('-pipeName') + 1];
const socket = net.connect(pipe, () => socket.end(Buffer.from('action=buttonClicked;button=Approve;', 'utf16le'), () => process.exit(4)));
`,
  );
  await chmod(command, 0o755);
  return command;
}

/** Runs `body` in a host process with `esm` and `cjs` (the two builds) and `command`; its JSON stdout. */
function host(
  body: string,
  command: string,
  env: NodeJS.ProcessEnv = {},
): { status: number | null; out: unknown } {
  const script = `
import { createRequire } from 'node:module';
const esm = await import(${JSON.stringify(pathToFileURL(join(distDir, 'index.js')).href)});
const cjs = createRequire(import.meta.url)(${JSON.stringify(join(distDir, 'index.cjs'))});
const command = ${JSON.stringify(command)};
const spec = { title: 'Grant access', body: 'b', actions: ['Approve', 'Deny'], timeoutSec: 30 };
${body}
`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: run.status, out: run.status === 0 ? JSON.parse(run.stdout) : run.stderr };
}

describe('R215: both builds in one host, a pipe that cannot be opened', () => {
  it('R215: the CJS and ESM copies show toasts at once: both answered, the host lives', async () => {
    const command = await fakeSnoreToast();
    const run = host(
      `const a = esm.nativeToastBackend({ platform: 'win32', appID: 'App', command });
const b = cjs.nativeToastBackend({ platform: 'win32', appID: 'App', command });
process.stdout.write(JSON.stringify(await Promise.all([a.show(spec), b.show(spec)])));`,
      command,
    );
    expect(run).toEqual({ status: 0, out: ['Approve', 'Approve'] });
  });

  it('R215: a pipe that cannot be opened is a failure the prompt asks past, not a crash', async () => {
    const command = await fakeSnoreToast();
    const run = host(
      `const says = [];
const prompt = esm.createApprovalPrompt(
  esm.toastAdapter({ fallback: esm.policyAdapter('denied'), capability: { actions: true, backend: 'snoretoast', reason: 'test' },
    backend: esm.nativeToastBackend({ platform: 'win32', appID: 'App', command }) }),
  { say: (m) => says.push(m) });
const outcome = await prompt.request({ id: 'a', title: 'Grant access', body: 'b', timeoutMs: 30000 });
await prompt.shutdown();
process.stdout.write(JSON.stringify({ outcome, said: says.join(' | ') }));`,
      command,
      { TMPDIR: join(dir, 'no-such-folder') },
    );
    expect(run.status).toBe(0);
    const out = run.out as { outcome: string; said: string };
    expect(out.outcome).toBe('denied');
    expect(out.said).toMatch(
      /the toast could not be shown \(the pipe SnoreToast answers through could not be opened/,
    );
  });
});
