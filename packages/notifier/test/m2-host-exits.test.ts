/**
 * M2 (review 3): a library host must be able to exit once its requests ended. The PACKED
 * `@ma/notifier` (what `pnpm pack` ships, installed into a temp host project) is run in a real
 * Node process per case; each case ends its request before the adapter's note, watcher or toast
 * program is in place (cancel or shutdown right away, a deadline of a few ms) and then simply
 * returns. Before the fix the vault-note adapter started its folder watcher for a request that had
 * already ended and the process never exited. Spec: packages/notifier/README.md ("Deadlines,
 * cancellation, late answers and shutdown are handled once, for every adapter"; `shutdown()`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let host: string;

beforeAll(async () => {
  host = await mkdtemp(join(tmpdir(), 'ma-m2-host-'));
  const packs = join(host, 'packs');
  await mkdir(packs);
  execFileSync('pnpm', ['pack', '--pack-destination', packs], { cwd: pkgDir, stdio: 'ignore' });
  const tarball = join(packs, (await readdir(packs))[0] as string);
  const installed = join(host, 'node_modules', '@ma', 'notifier');
  await mkdir(installed, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  // The package's own dependencies (node-notifier, write-file-atomic, yaml), as an install would link them.
  await symlink(join(pkgDir, 'node_modules'), join(installed, 'node_modules'), 'dir');
}, 120_000);
afterAll(async () => {
  await rm(host, { recursive: true, force: true });
});

/**
 * Runs `body` (an ES module using `@ma/notifier`) in the host project. Resolves with the exit code
 * and output; a process still running after 12 s (hung) is killed, and what kept it alive (printed
 * by an unref'd timer after 3 s) is in `stdout`.
 */
function runHost(
  name: string,
  body: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const script = `${body}
setTimeout(() => console.log('still alive:', JSON.stringify(process.getActiveResourcesInfo())), 3000).unref();
`;
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: host,
      env: { ...process.env, M2_DIR: join(host, name) },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8');
    });
    child.stderr.on('data', (c: Buffer) => {
      stderr += c.toString('utf8');
    });
    const guard = setTimeout(() => child.kill('SIGKILL'), 12_000);
    child.on('close', (code) => {
      clearTimeout(guard);
      done({ code, stdout, stderr });
    });
  });
}

const VAULT_NOTE = `import { createApprovalPrompt, vaultNoteAdapter } from '@ma/notifier';
const folder = process.env.M2_DIR;
const prompt = createApprovalPrompt(vaultNoteAdapter({ folder, pollMs: 200 }), { say: () => {} });
const request = (extra) => ({ id: 'a', title: 'Ask me', body: 'b', timeoutMs: 600000, ...extra });
`;

const CASES: Array<{ name: string; code: string; outcome: string }> = [
  {
    name: 'cancelled right after asking',
    outcome: 'cancelled',
    code: `const ac = new AbortController();
const p = prompt.request(request({ signal: ac.signal }));
ac.abort();
console.log('outcome', await p);`,
  },
  {
    name: 'cancelled 5 ms after asking',
    outcome: 'cancelled',
    code: `const ac = new AbortController();
const p = prompt.request(request({ signal: ac.signal }));
setTimeout(() => ac.abort(), 5);
console.log('outcome', await p);
await prompt.shutdown();`,
  },
  {
    name: 'shut down right after asking',
    outcome: 'cancelled',
    code: `const p = prompt.request(request());
await prompt.shutdown();
console.log('outcome', await p);`,
  },
  {
    name: 'a deadline of 1 ms',
    outcome: 'timeout',
    code: `console.log('outcome', await prompt.request(request({ timeoutMs: 1 })));`,
  },
  {
    // 1 ms, not 0: since M5 a deadline of 0 ms is a timeout before any adapter is asked, so no note
    // would be written; this case is about two requests whose notes are written and then time out.
    name: 'a deadline of 1 ms, two requests at once',
    outcome: 'timeout timeout',
    code: `const both = await Promise.all([prompt.request(request({ timeoutMs: 1 })), prompt.request(request({ id: 'b', timeoutMs: 1 }))]);
console.log('outcome', both.join(' '));`,
  },
];

/** A toast program that shows nothing and waits until it is killed (terminal-notifier's role). */
const TOAST = `import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApprovalPrompt, nativeToastBackend, toastAdapter, vaultNoteAdapter } from '@ma/notifier';
const folder = process.env.M2_DIR;
mkdirSync(folder, { recursive: true });
const command = join(folder, 'fake-notifier');
writeFileSync(command, '#!' + process.execPath + '\\nsetInterval(() => {}, 1000);\\n');
chmodSync(command, 0o755);
const prompt = createApprovalPrompt(
  toastAdapter({
    fallback: vaultNoteAdapter({ folder, pollMs: 200 }),
    capability: { actions: true, backend: 'terminal-notifier', reason: 'test' },
    backend: nativeToastBackend({ platform: 'darwin', appID: 'Meeting Assistant', command }),
  }),
  { say: () => {} },
);
const ac = new AbortController();
const p = prompt.request({ id: 'a', title: 'Ask me', body: 'b', timeoutMs: 600000, signal: ac.signal });
setTimeout(() => ac.abort(), 0);
console.log('outcome', await p);
await prompt.shutdown();
`;

describe('M2: the host exits once its requests ended (packed @ma/notifier, a real process per case)', () => {
  it.each(CASES)(
    'M2: vault-note adapter, $name: the process exits by itself and the note records the outcome',
    async ({ name, code, outcome }) => {
      const dir = name.replace(/[^a-z0-9]+/gi, '-');
      const result = await runHost(dir, `${VAULT_NOTE}${code}\n`);
      expect(result.stdout).toContain(`outcome ${outcome}`);
      expect(result.stdout).not.toContain('still alive');
      expect(result).toMatchObject({ code: 0, stderr: '' });
      // The note was written and says how the request ended.
      const notes = (await readdir(join(host, dir))).filter((f) => f.endsWith('.md'));
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes) {
        expect(await readFile(join(host, dir, note), 'utf8')).toMatch(/status: (cancelled|timeout)\n/);
      }
    },
  );

  it('M2: toast adapter (macOS program), cancelled while the toast module loads: no toast program is left running', async () => {
    const result = await runHost('toast', TOAST);
    expect(result.stdout).toContain('outcome cancelled');
    expect(result.stdout).not.toContain('still alive');
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });
});
