/**
 * P239 (issue 13 (f)): `ma search` checks the summaries folder's listing (`index.sqlite`,
 * `summary_folder_v2.crc`) with the CRC-32 of the zlib binding, which `zlib.crc32` itself calls,
 * without loading `node:zlib` (whose module loads Node's streams: 20 modules and bindings). The
 * numbers are `zlib.crc32`'s, so a listing written by an earlier build is still believed, and the
 * search finds the same lines whether the listing is made or read (docs/startup.md "Session 47").
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { crc32 } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { reportedSearch, summariesVaultMatches } from './summaries-vault.js';

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

describe('P239: the listing of the summaries checked without node:zlib', () => {
  it('ma search records and reads the listing with zlib.crc32 numbers, the zlib binding loaded and node:zlib not', async () => {
    const { temp, vault, report, env } = reportedSearch('ma-p239-', 'process.moduleLoadList');
    temps.push(temp);
    const expected = summariesVaultMatches();
    const outputs: string[] = [];
    // The first call makes and records the listing (its CRC computed), the second reads it (checked).
    for (let call = 0; call < 2; call++) {
      const r = await runMa(['search', 'zephyrine', '--meeting', 'Plan', '--vault', vault], { env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe('');
      outputs.push(r.stdout);
      const loaded = JSON.parse(readFileSync(report, 'utf8')) as string[];
      expect(loaded).toContain('Internal Binding zlib');
      expect(
        loaded.filter((m) => /^NativeModule (zlib|stream|internal\/streams\/readable)$/.test(m)),
      ).toEqual([]);
    }
    expect(outputs[1]).toBe(outputs[0]);
    expect((outputs[0] as string).trimEnd().split('\n').sort()).toEqual(expected);
    // The recorded number is zlib.crc32's over the listing's four blobs, chained.
    const db = new DatabaseSync(join(vault, '.meeting-assistant', 'index.sqlite'), { readOnly: true });
    try {
      const rows = db
        .prepare('SELECT folders, folder_versions, names, versions, crc FROM summary_folder_v2')
        .all() as {
        folders: Uint8Array;
        folder_versions: Uint8Array;
        names: Uint8Array;
        versions: Uint8Array;
        crc: number;
      }[];
      expect(rows).toHaveLength(1);
      const row = rows[0] as (typeof rows)[number];
      const chained = [row.folders, row.folder_versions, row.names, row.versions].reduce(
        (c, b) => crc32(b, c),
        0,
      );
      expect(row.crc).toBe(chained);
    } finally {
      db.close();
    }
  }, 120_000);
});
