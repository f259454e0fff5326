import { relative } from 'node:path';
import { findAtomicTempFiles, STALE_TEMP_AGE_MS, type Vault } from '@ma/core';
import type { CheckResult } from './check-result.js';

/**
 * `3.6 MiB`, `1.5 KiB`, `512 B` (powers of 1024, so named KiB and MiB); a size that rounds to 1024 of a
 * unit is named in the next one (1,048,575 bytes: `1.0 MiB`, not `1024.0 KiB`; L614).
 */
function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kib = (bytes / 1024).toFixed(1);
  if (Number(kib) < 1024) return `${kib} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** `5 s`, `12 min`, `3 h`, `2 d`. */
function age(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.floor(s / 60)} min`;
  if (s < 172_800) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86_400)} d`;
}

/**
 * `ma doctor` check: temp files of atomic writes (core's `findAtomicTempFiles`, hidden folders
 * excepted) — left behind when a write was killed (SIGKILL, power loss), invisible in Obsidian but
 * copied by sync tools. Each is listed with its vault path, size and age; those older than
 * `STALE_TEMP_AGE_MS` are stale (removed by the next write into their folder, or by hand), younger
 * ones may belong to a write in progress and are left alone.
 * @returns `ok` when there are none, else `warn` listing them with a `fix:`.
 * Spec: docs/atomic-writes.md (Stale temp files); hostile review R30.
 */
export async function checkTempFiles(vault: Vault): Promise<CheckResult> {
  const label = 'temp files';
  const found = await findAtomicTempFiles(vault.root);
  if (found.length === 0) return { status: 'ok', label, detail: 'none left by interrupted writes' };
  const stale = found.filter((f) => f.ageMs >= STALE_TEMP_AGE_MS);
  const list = found
    .map((f) => {
      const state = f.ageMs >= STALE_TEMP_AGE_MS ? 'stale' : 'recent: may be a write in progress';
      return `${relative(vault.root, f.abs).split('\\').join('/')} (${size(f.size)}, ${age(f.ageMs)} old, ${state})`;
    })
    .join(', ');
  return {
    status: 'warn',
    label,
    detail: `${found.length} left by interrupted writes (${stale.length} stale): ${list}`,
    fix: `stale ones (older than ${age(STALE_TEMP_AGE_MS)}) are removed by the next write into their folder, or delete them by hand; the notes themselves are complete (a write replaces a note only when its temp file is whole)`,
  };
}
