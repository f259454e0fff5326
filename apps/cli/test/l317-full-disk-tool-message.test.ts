/**
 * L317 (session 40 leftover): on a nearly full disk `ma tool` write tools and MCP write tools showed node's raw
 * "ENOSPC: no space left on device, write" (no file, no fix; nothing was lost). Now they say which file, that it
 * was not changed and what to do, as `ma summarize` does, for a used-up quota (EDQUOT) and a read-only file
 * system (EROFS) too. A full disk cannot be made here (no mount, no loop device): the error is injected at the
 * fs layer by a preload that makes every write through a file handle under Projects/ fail with the code, as a
 * full disk does (node's own error shape: code, errno, syscall `write`, no path).
 * Built `ma` (`ma tool`, `ma mcp` over stdio), temp copies of the sample vault.
 * Spec: docs/tools.md (errors are results); docs/atomic-writes.md; issue "run lifecycle" (fail clearly).
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TextResult, textOf } from './ma-mcp-stdio.js';
import { maBin, runMaTool } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';
const PRELOAD = `
const fsp = require('node:fs/promises');
const open = fsp.open;
const code = process.env.MA_FAIL_CODE;
fsp.open = async function (p, flags, mode) {
  const handle = await open.call(this, p, flags, mode);
  if (String(p).startsWith(process.env.MA_FAIL_UNDER) && /[wa+]/.test(String(flags))) {
    const fail = async () => {
      throw Object.assign(new Error(code + ': injected, write'), { code, errno: -28, syscall: 'write' });
    };
    handle.writeFile = fail;
    handle.write = fail;
    handle.appendFile = fail;
  }
  return handle;
};
require('node:module').syncBuiltinESMExports();
`;
const MEANS: Record<string, [string, string]> = {
  ENOSPC: ['no space left on the device', 'free space on the disk'],
  EDQUOT: ['the disk quota is used up', 'free some of your disk quota'],
  EROFS: ['the file system is read-only', 'mount the file system writable'],
};

let vault: SampleVaultCopy;
let temp: string;
let preload: string;
beforeEach(async () => {
  vault = await copySampleVault();
  temp = await mkdtemp(path.join(tmpdir(), 'ma-l317-'));
  preload = path.join(temp, 'fail-writes.cjs');
  await writeFile(preload, PRELOAD);
});
afterEach(async () => {
  await vault.cleanup();
  await rm(temp, { recursive: true, force: true });
});

const envFor = (code: string) => ({
  NODE_OPTIONS: `--require ${preload}`,
  MA_FAIL_CODE: code,
  MA_FAIL_UNDER: path.join(vault.root, 'Projects'),
});
const WRITE = { project: 'remote-control', path: 'notes.md', content: 'A note.' };

describe('L317: a failed write of a tool names the file, says it was not changed and the fix', () => {
  it.each(Object.keys(MEANS))(
    'ma tool write_projectfile on %s',
    async (code) => {
      const [what, fix] = MEANS[code] as [string, string];
      const before = await readdir(path.join(vault.root, 'Projects', 'remote-control'));
      const run = await runMaTool(
        { vaultRoot: vault.root, meeting: MEETING, name: 'write_projectfile', args: WRITE },
        { env: envFor(code) },
      );
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(
        `tool write_projectfile failed: Projects/remote-control/notes.md: ${what} (${code}, write); the file was not changed (written by temp file and rename, the temp file removed): ${fix}, then call again`,
      );
      expect(run.stderr).not.toContain('injected');
      expect(await readdir(path.join(vault.root, 'Projects', 'remote-control'))).toEqual(before);
    },
    60_000,
  );

  it('ma mcp write_projectfile on ENOSPC: the same words, the file vault-relative', async () => {
    const client = new Client({ name: 'test-host', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--require', preload, maBin, 'mcp', '--vault', vault.root],
        env: { ...(process.env as Record<string, string>), ...envFor('ENOSPC') },
        stderr: 'pipe',
      }),
    );
    try {
      const result = (await client.callTool({
        name: 'write_projectfile',
        arguments: { meeting: MEETING, ...WRITE },
      })) as TextResult;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain(
        'write_projectfile failed: Projects/remote-control/notes.md: no space left on the device (ENOSPC, write); the file was not changed',
      );
      expect(textOf(result)).not.toContain(vault.root);
    } finally {
      await client.close();
    }
  }, 60_000);
});
