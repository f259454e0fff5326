/**
 * Review R1 (session 22): `search` showed matches of files every read tool refuses as not UTF-8 text —
 * ripgrep decodes leniently, so a Latin-1 file's bytes came out as U+FFFD mojibake and a UTF-16 file
 * (byte-order mark) was transcoded and shown — while `read_projectfile` refuses both and
 * docs/tools.md ("UTF-8 text files only") says such a file is never shown as mojibake. Only lone-CR
 * files were left out with a note. Now every kind the read tools refuse is left out, with a warning in
 * the words of their refusal; a file name that is not UTF-8 (R2: ripgrep prints its bytes, which decode
 * to U+FFFD and name no file) is left out the same way. Real ripgrep on a sample-vault copy.
 * Spec: reviewA R1, R2 (session 22); docs/tools.md (UTF-8 text files only); review9 V11.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { searchVault } from './search-vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  await dir.cleanup();
});

const project = 'Projects/remote-control';
const put = (name: string | Buffer, bytes: Buffer) =>
  writeFile(
    typeof name === 'string'
      ? path.join(vault.root, project, name)
      : Buffer.concat([Buffer.from(`${vault.root}/${project}/`), name]),
    bytes,
  );

describe('R1: search leaves out files that are not UTF-8 text', () => {
  it('R1: a Latin-1 file, a UTF-16 file (LE and BE) and a Latin-1 file name are not searched, each named with why; UTF-8 (BOM, CRLF) stays', async () => {
    await put('latin.md', Buffer.from('zebrafish Caf\xe9\n', 'latin1'));
    await put(
      'u16le.md',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('zebrafish here\n', 'utf16le')]),
    );
    await put(
      'u16be.md',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('zebrafish there\n', 'utf16le').swap16()]),
    );
    await put(Buffer.from('caf\xe9.md', 'latin1'), Buffer.from('zebrafish in a Latin-1 name\n'));
    await put('ok.md', Buffer.from('\ufeffintro\r\nzebrafish ok \ufffd kept\r\n'));
    const result = await searchVault(vault, { pattern: 'zebrafish', paths: [project] });
    expect(result.matches).toEqual([{ path: `${project}/ok.md`, line: 2, text: 'zebrafish ok \ufffd kept' }]);
    expect(result.matches.some((m) => m.text.includes('Caf'))).toBe(false);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        `${project}/latin.md: not searched: not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line 1, byte 13)`,
        `${project}/u16le.md: not searched: not a UTF-8 text file (it is UTF-16 (byte-order mark FF FE or FE FF))`,
        `${project}/u16be.md: not searched: not a UTF-8 text file (it is UTF-16 (byte-order mark FF FE or FE FF))`,
        `${project}/caf\\xe9.md: not searched: its file name is not UTF-8 text, so no tool can open it; rename the file`,
      ]),
    );
    expect(result.warnings).toHaveLength(4);
  });

  it('R1: a file longer than one read chunk (64 KiB) whose match line holds a Latin-1 byte is left out too', async () => {
    await put(
      'late.md',
      Buffer.concat([Buffer.from('zebrafish \xe9\n', 'latin1'), Buffer.from('x\n'.repeat(50_000))]),
    );
    const result = await searchVault(vault, { pattern: 'zebrafish', paths: [project] });
    expect(result.matches).toEqual([]);
    expect(result.warnings).toEqual([
      `${project}/late.md: not searched: not a UTF-8 text file (it has bytes that are not UTF-8, such as Latin-1, first at line 1, byte 10)`,
    ]);
  });
});
