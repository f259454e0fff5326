/**
 * The `lstat` numbers of every file under one folder from one `find` process, for a one-shot
 * process that checks thousands of summary notes (`pastSummaries`; docs/startup.md, sixteenth
 * pass): GNU find's `lstat` of each entry in C, on another core, instead of one `lstatSync` call
 * per note in this process (about 5 us of CPU each, most of it Node's JavaScript around the call).
 * Never needed for a correct answer: anything unexpected (not Linux, no GNU find, an error, output
 * that does not parse) gives null and the caller takes each note's `lstat` itself.
 * Spec: issue #13, goal (f) (`ma search` cost independent of the summaries outside the scope).
 */
import { blockingSpawn } from '../process/blocking-spawn.js';
import { blockingRipgrep } from '../search/run-ripgrep.js';

/** Output kept from find: about 60 bytes per entry, 64 MiB is a million entries; more is no sweep. */
const MAX_OUTPUT = 64 * 1024 * 1024;

/** Entries that are not kept hidden ones: find prunes hidden folders (the walk never enters them). */
const FIND_ARGS = [
  '-mindepth',
  '1',
  '(',
  '-name',
  '.*',
  '-prune',
  ')',
  '-o',
  '-printf',
  '%y %i %s %T@ %C@ %P\\0',
];

/**
 * `<type> <inode> <size> <seconds>[.<fraction>] <seconds>[.<fraction>] <path>` (find's `%y %i %s
 * %T@ %C@ %P`: the modification time, then the change time, L84).
 */
const RECORD = /^([a-zA-Z]) (\d+) (\d+) (-?\d+)(?:\.(\d+))? (-?\d+)(?:\.(\d+))? /;

/**
 * Per vault path of a regular file, its `size`, `mtimeMs`, `ctimeMs` and `ino` as `lstatSync` gives
 * them (the change time since L84: an edit that restores the modification time changes it).
 */
export type NoteVersions = Map<string, [number, number, number, number]>;

/**
 * From this many notes on, {@link sweepNoteVersions} pays for its spawn (about 2 ms of CPU; it
 * saves about 2 us per note against `lstatSync`).
 */
export const SWEEP_MIN_NOTES = 2000;

/**
 * Runs one `find` over `folderAbs` (a real folder path, `folderRel` its vault path, '' for the vault
 * root) and gives per regular file under it the four numbers `lstatSync` gives for it as
 * `pastSummaries` compares them: `size`, `mtimeMs` and `ctimeMs` (each `sec * 1000 + nsec / 1e6`,
 * computed as Node computes it) and `ino`, keyed by vault path (a symlink or other entry is absent, as a missing
 * one). Hidden folders are not entered. Only in a one-shot process (`useBlockingRipgrep`: `ma
 * search`, `ma tool`; find runs with `spawnSync`, which blocks the event loop), and only on Linux
 * (GNU find's `-printf`; a find without it, as BusyBox's, gives no sweep).
 * @returns the map, or null when the sweep is not tried or could not be made (the caller then takes
 *   each `lstat`).
 * @throws nothing.
 */
export function sweepNoteVersions(folderAbs: string, folderRel: string): NoteVersions | null {
  const output = sweepOutput(folderAbs);
  return output === null ? null : parseSweep(output, folderRel);
}

/**
 * find's raw output for {@link sweepNoteVersions} (`%y %i %s %T@ %C@ %P` and a NUL per entry under
 * `folderAbs`, in the folder's own order), so that a caller can compare it with the output a
 * listing's numbers were taken from before parsing it (`pastSummaries`, P81: the same bytes are the
 * same numbers for every note).
 * @returns the bytes, or null when the sweep is not tried or find failed (as {@link sweepNoteVersions}).
 * @throws nothing.
 */
export function sweepOutput(folderAbs: string): Buffer | null {
  if (!blockingRipgrep() || process.platform !== 'linux') return null;
  try {
    const result = blockingSpawn('find', ['-P', folderAbs, ...FIND_ARGS], {
      stdout: 'pipe',
      stderr: 'ignore',
      maxBuffer: MAX_OUTPUT,
      env: { ...process.env, LC_ALL: 'C' },
    });
    if (result.error || result.status !== 0 || result.signal !== null) return null;
    return result.stdout;
  } catch {
    return null;
  }
}

/**
 * find's records (`%y %i %s %T@ %C@ %P` and a NUL each, from {@link sweepOutput} of the folder whose vault
 * path is `folderRel`) by vault path, as {@link sweepNoteVersions} gives them.
 * @returns the map, or null when a record does not parse (not GNU find's output).
 * @throws nothing.
 */
export function parseSweep(output: Buffer, folderRel: string): NoteVersions | null {
  const prefix = folderRel === '' ? '' : `${folderRel}/`;
  const out: NoteVersions = new Map();
  const text = output.toString('utf8');
  if (text !== '' && !text.endsWith('\0')) return null;
  for (const record of text.split('\0')) {
    if (record === '') continue;
    const m = RECORD.exec(record);
    if (m === null) return null; // not GNU find's output: no sweep
    if (m[1] !== 'f') continue;
    const mtimeMs = millis(m[4] as string, m[5]);
    const ctimeMs = millis(m[6] as string, m[7]);
    // A time before 1970 is printed in a form Node's numbers may not match: that note is looked at.
    if (mtimeMs === null || ctimeMs === null) continue;
    out.set(`${prefix}${record.slice(m[0].length)}`, [Number(m[3]), mtimeMs, ctimeMs, Number(m[2])]);
  }
  return out;
}

/** find's `<seconds>[.<fraction>]` as Node's `…Ms` (`sec * 1000 + nsec / 1e6`); null before 1970. */
function millis(seconds: string, fraction: string | undefined): number | null {
  const sec = Number(seconds);
  if (sec < 0) return null;
  return sec * 1000 + Number(`${fraction ?? ''}000000000`.slice(0, 9)) / 1e6;
}
