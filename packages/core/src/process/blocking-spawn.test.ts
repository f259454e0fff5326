/**
 * Session 45 (issue 13 (f)): `blockingSpawn` gives what `child_process.spawnSync` gives for the same
 * run (output, exit code, signal, errors), without loading `node:child_process`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BlockingSpawnOptions, blockingSpawn } from './blocking-spawn.js';

const temp = mkdtempSync(join(tmpdir(), 'ma-blocking-spawn-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** child_process.spawnSync with the options blockingSpawn stands for, as blockingSpawn shapes its result. */
function reference(file: string, args: string[], o: BlockingSpawnOptions) {
  const r = spawnSync(file, args, {
    ...(o.cwd === undefined ? {} : { cwd: o.cwd }),
    env: o.env,
    shell: false,
    stdio: ['ignore', o.stdout, o.stderr],
    maxBuffer: o.maxBuffer,
  });
  return shape({ ...r, stdout: r.stdout as Buffer | null, stderr: r.stderr as Buffer | null });
}

/** The fields compared (the pid differs from run to run). */
function shape(r: {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer | null;
  stderr: Buffer | null;
  error?: Error;
}) {
  const e = r.error as NodeJS.ErrnoException & { spawnargs?: string[] };
  return {
    status: r.status,
    signal: r.signal,
    stdout: r.stdout?.toString('latin1') ?? null,
    stderr: r.stderr?.toString('latin1') ?? null,
    error: e && {
      message: e.message,
      errno: e.errno,
      code: e.code,
      syscall: e.syscall,
      path: e.path,
      spawnargs: e.spawnargs,
      isError: e instanceof Error,
    },
  };
}

const sh = process.platform === 'win32' ? null : '/bin/sh';
const base = (over: Partial<BlockingSpawnOptions> = {}): BlockingSpawnOptions => ({
  env: { PATH: process.env.PATH, HOME: undefined, MA_TEST_VALUE: 'x y=z' },
  stdout: 'pipe',
  stderr: 'pipe',
  maxBuffer: 1024 * 1024,
  ...over,
});

describe.skipIf(sh === null)(
  'session 45 (issue 13 (f)): blockingSpawn runs a program as child_process.spawnSync does',
  () => {
    const cases: [string, string, string[], BlockingSpawnOptions][] = [
      ['output on both streams, exit 0', '/bin/sh', ['-c', 'printf "a\\nb"; printf err >&2'], base()],
      ['exit codes 1 and 3', '/bin/sh', ['-c', 'echo one; exit 3'], base()],
      ['stderr ignored', '/bin/sh', ['-c', 'echo out; echo err >&2; exit 1'], base({ stderr: 'ignore' })],
      ['stdout ignored', '/bin/sh', ['-c', 'echo out; echo err >&2'], base({ stdout: 'ignore' })],
      ['the environment as given, undefined values left out', '/bin/sh', ['-c', 'env | sort'], base()],
      ['the working folder', '/bin/sh', ['-c', 'pwd'], base({ cwd: temp })],
      [
        'arguments with spaces, quotes and non-ASCII',
        '/bin/sh',
        ['-c', 'for a; do echo "[$a]"; done', 'x', 'a b', '"q"', 'été', ''],
        base(),
      ],
      ['killed by a signal', '/bin/sh', ['-c', 'echo before; kill -9 $$'], base()],
      // One write of 4,000 bytes (atomic on a pipe: both read it whole), past a 100-byte buffer; the
      // program still runs then, so both kill it (SIGTERM) rather than race its exit.
      [
        'output past maxBuffer (ENOBUFS)',
        '/bin/sh',
        ['-c', 'dd if=/dev/zero bs=4000 count=1 2>/dev/null; exec sleep 30'],
        base({ maxBuffer: 100 }),
      ],
      ['a program that does not exist (ENOENT)', join(temp, 'no-such-program'), ['a', 'b'], base()],
      ['a program found on PATH', 'sh', ['-c', 'echo found'], base()],
      ['a file that is not executable (EACCES)', temp, [], base()],
      [
        'a working folder that does not exist',
        '/bin/sh',
        ['-c', 'pwd'],
        base({ cwd: join(temp, 'missing') }),
      ],
    ];
    it.each(cases)('%s', (_name, file, args, options) => {
      expect(shape(blockingSpawn(file, args, options))).toEqual(reference(file, args, options));
    });

    it('a NUL character in an argument, the environment or the folder is refused with the same error', () => {
      const bad: [string, string[], BlockingSpawnOptions][] = [
        ['/bin/sh', ['-c', 'echo a\0b'], base()],
        ['/bin/sh', ['-c', 'echo'], base({ env: { A: 'x\0y' } })],
        ['/bin/sh', ['-c', 'echo'], base({ cwd: `${temp}\0x` })],
      ];
      for (const [file, args, options] of bad) {
        let expected: unknown;
        try {
          reference(file, args, options);
        } catch (e) {
          expected = e;
        }
        expect(expected).toBeInstanceOf(TypeError);
        expect(() => blockingSpawn(file, args, options)).toThrow(expected as Error);
      }
    });

    it('loads neither node:child_process nor the socket modules it brings, and warns nothing under --pending-deprecation', () => {
      const module = join(import.meta.dirname, 'blocking-spawn.ts');
      const script = `
      const { blockingSpawn } = await import(${JSON.stringify(module)});
      const r = blockingSpawn('/bin/sh', ['-c', 'echo ran'], { env: process.env, stdout: 'pipe', stderr: 'pipe', maxBuffer: 1024 });
      const loaded = process.moduleLoadList.filter((m) => /^NativeModule (child_process|net|dgram)$/.test(m));
      console.log(JSON.stringify({ out: r.stdout.toString(), status: r.status, loaded }));`;
      for (const env of [{}, { NODE_PENDING_DEPRECATION: '1' }]) {
        const child = spawnSync(
          process.execPath,
          [
            '--experimental-strip-types',
            '--no-warnings=ExperimentalWarning',
            '--input-type=module',
            '-e',
            script,
          ],
          {
            env: { ...process.env, ...env },
            encoding: 'utf8',
          },
        );
        expect(child.stderr).toBe('');
        const got = JSON.parse(child.stdout) as { out: string; status: number; loaded: string[] };
        expect(got.out).toBe('ran\n');
        expect(got.status).toBe(0);
        // Under --pending-deprecation process.binding would warn: child_process is taken instead.
        expect(got.loaded).toEqual(
          env.NODE_PENDING_DEPRECATION
            ? ['NativeModule net', 'NativeModule dgram', 'NativeModule child_process']
            : [],
        );
      }
    });
  },
);
