/**
 * Newcomer N4: `ma mcp --http <port>` on loopback without a token serves every local program of
 * every user of the machine (the tools act as the vault's owner: read transcripts, write project
 * files), while its start line said only `serving http://127.0.0.1:…/mcp; Ctrl-C stops`. The line
 * now says so and names the variable that requires a token; with a token it says `bearer token
 * required` as before. The built `ma`, a temp copy of the sample vault.
 * Spec: docs/mcp.md (HTTP, bearer token).
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { maBin } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

/** Starts the built `ma mcp --vault <v> --http 0` with `env`; resolves with its start line, then stops it. */
async function startLine(env: Record<string, string | undefined>): Promise<string> {
  const child = spawn(process.execPath, [maBin, 'mcp', '--vault', t.vault.root, '--http', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  try {
    return await new Promise<string>((resolve, reject) => {
      let err = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => {
        err += d;
        const line = err.split('\n').find((l) => l.includes('Ctrl-C stops'));
        if (line) resolve(line);
      });
      child.on('close', (code) => reject(new Error(`exited ${code}: ${err}`)));
    });
  } finally {
    child.kill('SIGTERM');
  }
}

describe('N4: ma mcp --http says when any local user can call its tools', () => {
  it('N4: no token: the start line says any program of any user can call it, and names MA_MCP_TOKEN', async () => {
    const line = await startLine({ MA_MCP_TOKEN: undefined });
    expect(line).toMatch(
      /^ma mcp: serving http:\/\/127\.0\.0\.1:\d+\/mcp \(no token: any program of any user/,
    );
    expect(line).toContain('set MA_MCP_TOKEN to a secret of 16 or more characters to require one)');
  });

  it('N4: with a token: "bearer token required", no warning', async () => {
    const line = await startLine({ MA_MCP_TOKEN: 'abcdefghijklmnopqrstuvwxyz' });
    expect(line).toContain('(bearer token required); Ctrl-C stops');
    expect(line).not.toContain('no token');
  });
});
