/**
 * `ma import` of a transcript a meeting note already links (leftovers L374): converted to UTF-8 in place
 * for that meeting, never made a second meeting. Spec: docs/transcript-import.md (A transcript a meeting
 * already links).
 */
import { readFile, realpath, unlink } from 'node:fs/promises';
import path from 'node:path';
import { ImportError } from '../errors/import-error.js';
import { copyToTrash } from '../fs/move-to-trash.js';
import { sameFileOnDisk } from '../fs/same-file.js';
import { type AtomicFs, writeFileAtomic } from '../fs/write-file-atomic.js';
import { listMeetings } from '../vault/list-meetings.js';
import { readMeeting } from '../vault/read-meeting.js';
import { splitMeetingTemplates } from '../vault/template-note.js';
import type { Vault, VaultPath } from '../vault/vault.js';
import { sourceDecoder } from './source-decoder.js';

/** A transcript file inside the vault that meeting notes link ({@link meetingsLinkingFile}). */
export interface LinkedTranscript {
  /** The file's vault path (`/` separators, as the disk spells it). */
  rel: VaultPath;
  /** The absolute path, symlinks resolved. */
  abs: string;
  /** The meeting notes whose transcript (or notes note) it is (templates left out), sorted. */
  meetings: VaultPath[];
  /**
   * How they link it: `transcript:`, or `usernotes:` (a notes note summarize refuses alike when it is not
   * UTF-8; its import made a second meeting too: review2 V210). A file one meeting links as its transcript
   * and another as notes is `transcript`.
   */
  key: 'transcript' | 'usernotes';
}

/**
 * How a message names the file and its meetings: `Transcripts/x.md is the transcript of Meetings/x.md`,
 * `Notes/x.md holds the notes of Meetings/x.md` (review2 V210).
 */
export function linkedFileWhose(
  rel: string,
  key: LinkedTranscript['key'],
  meetings: readonly string[],
): string {
  return `${rel} ${key === 'usernotes' ? 'holds the notes of' : 'is the transcript of'} ${meetings.join(' and ')}`;
}

/**
 * The meeting notes that link the file at `abs` as their transcript (else as their notes note,
 * `usernotes:`: review2 V210), when the file lies inside the
 * vault; null when it lies outside or no meeting links it. A link counts by the file it resolves to,
 * never by how it is written (core `numberedMeetingCopyOf`'s rule: resolved paths, symlinks followed,
 * then a second name by a trusted device and inode, core `sameFileOnDisk`). An Obsidian template
 * linking it is no meeting. Reads every meeting note (one import, once); never writes.
 * Spec: leftovers L374 (`ma import` of a linked transcript made a second meeting).
 */
export async function meetingsLinkingFile(vault: Vault, abs: string): Promise<LinkedTranscript | null> {
  const [root, real] = await Promise.all([realpath(vault.root), realpath(abs).catch(() => null)]);
  if (real === null) return null;
  const inside = path.relative(root, real);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const linking: Record<LinkedTranscript['key'], VaultPath[]> = { transcript: [], usernotes: [] };
  for (const meetingPath of await listMeetings(vault)) {
    const links = (await readMeeting(vault, meetingPath).catch(() => null))?.links;
    for (const key of ['transcript', 'usernotes'] as const) {
      const linked = links?.[key];
      if (!linked) continue;
      const target = await vault.resolve(linked, { argument: 'link' }).then(
        (r) => r.abs,
        () => null,
      );
      if (target !== null && (await sameFileOnDisk(target, real))) linking[key].push(meetingPath);
    }
  }
  for (const key of ['transcript', 'usernotes'] as const) {
    if (linking[key].length === 0) continue;
    const meetings = (await splitMeetingTemplates(vault, linking[key])).meetings.sort();
    if (meetings.length > 0) return { rel: inside.split(path.sep).join('/'), abs: real, meetings, key };
  }
  return null;
}

/** What {@link convertLinkedTranscript} did (or, in a dry run, would do). */
export interface TranscriptConversion {
  /** How the meetings link the file ({@link LinkedTranscript.key}). */
  key: LinkedTranscript['key'];
  /**
   * Every meeting note that links the file (vault paths, sorted: {@link LinkedTranscript.meetings}), for
   * a message that names them all (V246: a file two meetings link named only the first).
   */
  meetings: VaultPath[];
  /** The encoding the file was in: `UTF-16 LE`, `UTF-16 BE` (with or without its mark), `Windows-1252`. */
  from: string;
  /** Where the original bytes were kept (`.trash/Transcripts/x.md`); absent in a dry run. */
  kept?: VaultPath;
}

/**
 * UTF-16 written without a byte-order mark, told by its zero bytes: text in a Latin script has a zero
 * byte in nearly every pair, always on the same side (LE: the second byte; BE: the first). Null when the
 * bytes do not read so (checked over the first 4,096 pairs).
 */
function markLessUtf16(bytes: Buffer): 'utf-16le' | 'utf-16be' | null {
  const pairs = Math.min(Math.floor(bytes.length / 2), 4096);
  if (pairs < 2) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] === 0) evenZero++;
    if (bytes[2 * i + 1] === 0) oddZero++;
  }
  if (oddZero >= pairs * 0.6 && evenZero === 0) return 'utf-16le';
  if (evenZero >= pairs * 0.6 && oddZero === 0) return 'utf-16be';
  return null;
}

/**
 * Converts a transcript a meeting already links ({@link meetingsLinkingFile}) to UTF-8 in place, for
 * that meeting (leftovers L374): its text as the file's encoding reads it — UTF-16 LE/BE with its mark
 * or without one (told by its zero bytes), else Windows-1252 as `ma import` reads a file that is not
 * UTF-8 (a CJK, Cyrillic, Greek or Mac Roman file is refused as there) — written as UTF-8 over the file
 * (temp + rename, core `writeFileAtomic`; line endings and every character kept, the mark dropped),
 * after the original bytes are copied into the trash folder (`.trash/<same path>`), so nothing is lost.
 * A dry run reads and decodes, and writes nothing. Not an import: the notes' names, frontmatter and the
 * transcript's lines stay as they are; the meeting is then summarized as it is (`ma summarize`, the daemon).
 * @throws ImportError('linked') for a file that is UTF-8 already (nothing to convert: it has its meeting,
 *   an import would make a second one) and when the meeting options were given (they would not apply);
 *   ImportError('unreadable') as `ma import` refuses the bytes, and for UTF-16 without a mark that does not
 *   decode (an odd byte count, a lone surrogate: F111); ConcurrentEditError when the file changed between
 *   the read and the rename (F111: nothing replaced, the trash copy taken back); PathSafetyError/ProtectedFileError/
 *   LockedError from the trash copy or the write (then nothing changed); I/O errors.
 * Spec: docs/transcript-import.md (A transcript a meeting already links); seed 004 (temp + rename).
 */
export async function convertLinkedTranscript(
  vault: Vault,
  linked: LinkedTranscript,
  opts: {
    label: string;
    options: readonly string[];
    dryRun: boolean;
    /** Test seam: file operations of the write (core `writeFileAtomic`'s `fs`). */
    fs?: Partial<AtomicFs>;
  },
): Promise<TranscriptConversion> {
  const whose = linkedFileWhose(linked.rel, linked.key, linked.meetings);
  const bytes = await readFile(linked.abs);
  const markLess = bytes.length >= 2 && bytes[0] !== 0xff && bytes[0] !== 0xfe ? markLessUtf16(bytes) : null;
  let from: string;
  let text: string;
  if (markLess !== null) {
    from = `${markLess === 'utf-16le' ? 'UTF-16 LE' : 'UTF-16 BE'} without a byte-order mark`;
    try {
      text = new TextDecoder(markLess, { fatal: true }).decode(bytes);
    } catch {
      // F111: an odd byte count (a write cut short) or a lone surrogate: the decoder's bare TypeError
      // named neither the file nor a way out.
      throw new ImportError(
        'unreadable',
        `${opts.label} reads as ${from} but holds bytes that are not UTF-16 (${bytes.length % 2 === 1 ? `an odd number of bytes, ${bytes.length}: the file may have been cut short` : 'a lone surrogate'}); nothing was written. Save it as UTF-8 from the program that made it, or convert what can be read (iconv -c -f ${markLess.toUpperCase()} -t UTF-8), then import it again`,
      );
    }
  } else {
    const note: { windows1252At?: number } = {};
    const decoder = sourceDecoder(bytes, opts.label, note);
    text = decoder.decode(bytes) + decoder.decode();
    from = decoder.utf16
      ? bytes[0] === 0xff
        ? 'UTF-16 LE'
        : 'UTF-16 BE'
      : note.windows1252At !== undefined
        ? 'Windows-1252'
        : '';
  }
  if (from === '')
    throw new ImportError(
      'linked',
      `${whose}: that meeting has its ${linked.key === 'usernotes' ? 'notes' : 'transcript'}, and importing it would make a second meeting; nothing was written. Summarize the meeting instead (ma summarize)`,
    );
  if (opts.options.length > 0)
    throw new ImportError(
      'linked',
      `${whose} (${from}): ma import converts it to UTF-8 in place for that meeting, so ${opts.options.join(', ')} would not apply; nothing was written. Run it without them, then edit the meeting note's frontmatter`,
    );
  if (opts.dryRun) return { key: linked.key, meetings: [...linked.meetings], from };
  const kept = await copyToTrash(vault, linked.rel, bytes);
  try {
    // F111: only over the bytes read: a file changed since (a recorder still appending) is left as it
    // is now (ConcurrentEditError), never replaced by the conversion of what it held before.
    await writeFileAtomic(linked.abs, text, { expected: bytes, ...(opts.fs ? { fs: opts.fs } : {}) });
  } catch (error) {
    // Nothing changed: the copy in the trash is no keepsake of anything.
    await unlink(path.join(vault.root, ...kept.split('/'))).catch(() => undefined);
    throw error;
  }
  return { key: linked.key, meetings: [...linked.meetings], from, kept };
}
