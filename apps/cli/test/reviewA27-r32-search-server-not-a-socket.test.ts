/**
 * reviewA R32 (session 27): `ma search-server` when something that is not a socket is at its
 * socket's path (`<vault>/.meeting-assistant/search-server/socket`: a folder a tool or a sync
 * client's conflict copy left, a file, a symbolic link). Before: a folder crashed the start with
 * `ma: EISDIR: illegal operation on a directory, unlink '…/socket'` (exit 1), and a file or a
 * symbolic link was deleted as a stale socket. Now each is a usage error naming the path, what is
 * there and the fix (exit 2), and is left as it was. Every `ma` is the built `bin/ma.js`.
 * Spec: reviewA R32; apps/cli/README.md (`ma search-server`).
 */
import { mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

let vault: SampleVaultCopy;
let socket: string;

beforeEach(async () => {
  vault = await copySampleVault();
  const folder = join(vault.root, '.meeting-assistant', 'search-server');
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  socket = join(folder, 'socket');
});

afterEach(async () => {
  await vault.cleanup();
});

describe('reviewA R32: ma search-server with no socket at its socket path', () => {
  it.each([
    ['a folder', () => mkdirSync(join(socket, 'inside'), { recursive: true })],
    ['a file', () => writeFileSync(socket, 'kept')],
    ['a symbolic link', () => symlinkSync(join(vault.root, 'meeting-assistant.json'), socket)],
  ])('R32: %s there: a usage error naming it and the fix, exit 2, left as it was', async (kind, make) => {
    make();
    const r = await runMa(['search-server', '--vault', vault.root]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({
      code: 2,
      stderr: `ma: ${socket} is ${kind}, not a search server's socket; remove it and start ma search-server again\n`,
    });
    if (kind === 'a folder') expect(statSync(join(socket, 'inside')).isDirectory()).toBe(true);
    if (kind === 'a file') expect(readFileSync(socket, 'utf8')).toBe('kept');
    if (kind === 'a symbolic link') expect(readFileSync(socket, 'utf8')).toContain('{');
  });
});
