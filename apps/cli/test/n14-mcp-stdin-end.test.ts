/**
 * N14: `ma mcp` over stdio: a client that closes stdin while an approval is being asked by
 * elicitation can no longer answer it: the approval ends at once as not approved (nothing
 * changed) and the server exits 0, instead of waiting for `approvals.timeoutMs` (10 minutes by
 * default). A raw JSON-RPC client over the built `ma mcp`'s real stdio.
 * Spec: review2 N14; docs/mcp.md (Stopping).
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maBin } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${meeting}.md`;

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

describe('N14: stdin closed during an elicitation', () => {
  it('N14: the pending approval ends at once, not approved, the note unchanged, and ma mcp exits 0', async () => {
    const before = await readFile(join(vault.root, NOTE), 'utf8');
    const child = spawn(process.execPath, [maBin, 'mcp', '--vault', vault.root, '--meeting', meeting], {
      stdio: ['pipe', 'pipe', 'pipe'],
    }) as ChildProcessWithoutNullStreams;
    let stdout = '';
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    const send = (m: unknown) => child.stdin.write(`${JSON.stringify(m)}\n`);
    const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      partial += d;
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.trim() === '') continue;
        const m = JSON.parse(line) as { id?: unknown; method?: string };
        if (m.id === 'init') {
          send({ jsonrpc: '2.0', method: 'notifications/initialized' });
          send({
            jsonrpc: '2.0',
            id: 'call',
            method: 'tools/call',
            params: {
              name: 'request_project_association',
              arguments: { project: 'website-redesign', reason: 'need it' },
            },
          });
        } else if (m.method === 'elicitation/create') {
          // The client quits without answering.
          child.stdin.end();
        }
      }
    });
    send({
      jsonrpc: '2.0',
      id: 'init',
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: { elicitation: {} },
        clientInfo: { name: 'quits', version: '1' },
      },
    });
    expect(await exited).toBe(0);
    expect(stdout).toContain('elicitation/create');
    expect(stdout).not.toMatch(/"reason":"timeout"/);
    expect(stderr).not.toMatch(/timeout/);
    expect(await readFile(join(vault.root, NOTE), 'utf8')).toBe(before);
  }, 60_000);
});
