/**
 * P92 (issue 13, goal f): a `ma search` waiting for the vault's search server (P91) and stopped
 * (Ctrl-C, SIGTERM, the terminal closed) says what `ma search` says when stopped and exits with
 * its code (130, 143, 129), as without a server; it was killed by the signal, silently. The server
 * here is a stand-in that takes the request and never answers; every `ma` is the built `bin/ma.js`.
 */
import { chmodSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const MEETING = '2026-03-10 Remote control functional design';

let vault: SampleVaultCopy;
let server: Server;
/** Called with each request line the stand-in server reads. */
let onRequest: (line: string) => void = () => {};

beforeAll(async () => {
  vault = await copySampleVault();
  const folder = join(vault.root, '.meeting-assistant', 'search-server');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  server = createServer((conn) => {
    conn.setEncoding('utf8').on('data', (d: string) => onRequest(d));
    conn.on('error', () => {});
  });
  const socket = join(folder, 'socket');
  await new Promise<void>((r) => server.listen(socket, r));
  chmodSync(socket, 0o600);
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await vault.cleanup();
});

describe('P92: ma search stopped while it waits for the search server', () => {
  it.each([
    ['SIGINT', 130, 'ma: interrupted; stopping cleanly (press Ctrl-C again to quit at once)\n'],
    ['SIGTERM', 143, 'ma: terminated (SIGTERM); stopping cleanly (send it again to quit at once)\n'],
    ['SIGHUP', 129, 'ma: the terminal closed (SIGHUP); stopping cleanly (send it again to quit at once)\n'],
  ] as const)(
    'P92: %s: exit %i with the notice ma search gives when stopped',
    async (signal, code, notice) => {
      const r = await runMa(['search', 'remote', '--meeting', MEETING, '--vault', vault.root], {
        onSpawn: (child) => {
          onRequest = () => child.kill(signal);
        },
      });
      expect({ code: r.code, signal: r.signal, stdout: r.stdout, stderr: r.stderr }).toEqual({
        code,
        signal: null,
        stdout: '',
        stderr: notice,
      });
    },
  );
});
