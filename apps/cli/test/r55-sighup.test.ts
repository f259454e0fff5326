/**
 * R55 (reviewB, session 22): SIGHUP — the terminal `ma summarize`, `ma mcp --http` or `ma daemon
 * run` was started in closes, an SSH session drops — killed the process at once (Node's default,
 * exit 129): a summary run left no record in the context note, its run lock stayed until its
 * owner check freed it, a daemon's running summary vanished from its log. Now SIGHUP stops cleanly
 * as SIGTERM does: the run is cancelled and recorded, the lock released, exit 129 (`--json`:
 * reason `interrupted`). Built `ma` child process, scripted model server that never answers,
 * temp sample vault.
 * Spec: apps/cli/README.md (exit codes); reviewB R55.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { copySampleVault, never, type SampleVaultCopy, startScriptedServer } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropWritesWhenReaderGone } from '../src/io/closed-output.js';
import { runMa } from './run-ma.js';

const kickoff = '2026-03-09 Remote control kickoff';

describe('R55: SIGHUP stops ma summarize cleanly', () => {
  let vault: SampleVaultCopy;
  beforeEach(async () => {
    vault = await copySampleVault();
  });
  afterEach(async () => vault.cleanup());
  const read = (rel: string) => readFile(join(vault.root, rel), 'utf8');

  it('R55: SIGHUP mid-run: exit 129, --json reason interrupted, the run recorded as cancelled, lock released', async () => {
    const before = await read(`Summaries/${kickoff}.md`);
    const server = await startScriptedServer(() => never());
    try {
      const run = await runMa(
        ['summarize', kickoff, '--json', '--base-url', server.baseURL, '--model', 'test-model'],
        {
          cwd: vault.root,
          onSpawn: (child) => {
            const timer = setInterval(() => {
              if (server.requests.length > 0) {
                clearInterval(timer);
                child.kill('SIGHUP');
              }
            }, 20);
            child.on('close', () => clearInterval(timer));
          },
        },
      );
      expect(run.signal).toBeNull();
      expect(run.code).toBe(129);
      expect(JSON.parse(run.stdout.trim())).toMatchObject({ ok: false, error: { reason: 'interrupted' } });
      expect(run.stderr).toContain('the terminal closed (SIGHUP); stopping cleanly');
      expect(await read(`Summaries/${kickoff}.md`)).toBe(before);
      expect(await read(`Assistant/${kickoff}.md`)).toMatch(
        /## Run cancelled .*\n\nrun cancelled \(the terminal closed \(SIGHUP\)\)/,
      );
      const locks = await readdir(join(vault.root, '.meeting-assistant', 'locks')).catch(
        () => [] as string[],
      );
      expect(locks.filter((f) => f.endsWith('.lock'))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('R55: a terminal that closed under the process is a closed output', () => {
  it('R55: a write error EIO (the terminal is gone) is dropped like EPIPE: no throw, the stream closed', () => {
    const stream = new PassThrough();
    dropWritesWhenReaderGone(stream);
    expect(() => stream.emit('error', Object.assign(new Error('write EIO'), { code: 'EIO' }))).not.toThrow();
    expect(stream.destroyed).toBe(true);
    const other = new PassThrough();
    dropWritesWhenReaderGone(other);
    expect(() => other.emit('error', Object.assign(new Error('write ENOSPC'), { code: 'ENOSPC' }))).toThrow(
      'ENOSPC',
    );
  });
});
