/**
 * Review9 V11: a transcript saved with CR-only line endings (classic Mac, some Windows exporters)
 * read as ONE line (`lines 1–1 of 1`, no frontmatter, every citation L1). The line model breaks
 * lines on `\n`, so every read path now refuses a file with a lone CR line break (NotTextError
 * `lone-cr`, saying to save it with LF or CRLF), never returning it as a one-line success: the
 * whole-file read, the ranged reader with and without the line index, the streamed reader and the
 * text digest, including a CR at the end of a 64 KiB chunk.
 * Spec: review9 V11; docs/tools.md (Rules shared by all tools); docs/indexes.md.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readText } from '../fs/read-text-or-null.js';
import { STATE_DB_FILE } from '../state/open-state-db.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { openLineIndex } from './line-index.js';
import { LINE_INDEX_MIN_BYTES, readLines } from './read-lines.js';
import { streamLines } from './stream-lines.js';
import { readTextDigest } from './text-digest.js';

let dir: TempDir;
let state: string;
beforeEach(async () => {
  dir = await makeTempDir();
  state = path.join(dir.root, '.meeting-assistant');
});
afterEach(() => dir.cleanup());

const CHUNK = 64 * 1024;

async function fileWith(name: string, text: string | Buffer): Promise<string> {
  const abs = path.join(dir.root, name);
  await writeFile(abs, text);
  return abs;
}

async function collect(abs: string): Promise<string[]> {
  const out: string[] = [];
  for await (const line of streamLines(abs)) out.push(line);
  return out;
}

/** Every read path of core on `abs`, each settled to its lines or its refusal. */
async function everyRead(abs: string) {
  const refused = (error: unknown) => {
    const e = error as { reason?: string; offset?: number; message?: string };
    return { reason: e.reason, offset: e.offset, message: e.message };
  };
  return {
    text: await readText(abs).then((t) => t.length, refused),
    lines: await readLines(abs, { from: 1, to: 9 }).then((s) => s.total, refused),
    indexed: await readLines(abs, { from: 1, to: 9 }, { indexFolder: state }).then((s) => s.total, refused),
    comments: await readLines(abs, { from: 2, to: 3 }, { indexFolder: state, comments: true }).then(
      (s) => s.total,
      refused,
    ),
    streamed: await collect(abs).then((l) => l.length, refused),
    digest: await readTextDigest(abs, { indexFolder: state }).then((d) => d?.lines, refused),
  };
}

function expectRefusedAt(result: Awaited<ReturnType<typeof everyRead>>, offset: number) {
  for (const [path, outcome] of Object.entries(result)) {
    expect({ path, outcome }).toMatchObject({ path, outcome: { reason: 'lone-cr', offset } });
    expect((outcome as { message: string }).message).toMatch(
      // newcomer N2: a lone CR in a file that also has LF breaks is named as a stray CR at its line.
      /cannot be read as lines \((its line breaks are lone CRs.*save it with LF or CRLF line endings|a stray CR at line \d+, byte \d+, in a file with LF line endings.*perl -pi)/,
    );
  }
}

const transcriptLines = (n: number) => [
  '---',
  'meeting: "[[2026-03-10 Remote control functional design]]"',
  'language: en',
  '---',
  ...Array.from(
    { length: n },
    (_, i) => `[00:00:${String(i % 60).padStart(2, '0')}] **Ann:** line ${i + 1} é`,
  ),
];

describe('review9 V11: lone CR line breaks', () => {
  it('review9 V11: a CR-only transcript is refused by every read path, never read as one line', async () => {
    const abs = await fileWith('T.md', `${transcriptLines(600).join('\r')}\r`);
    expectRefusedAt(await everyRead(abs), 3);
  });

  it('review9 V11: a big CR-only transcript is refused through the line index, and no entry is kept', async () => {
    const text = `${transcriptLines(40_000).join('\r')}\r`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(LINE_INDEX_MIN_BYTES);
    const abs = await fileWith('Big.md', text);
    expectRefusedAt(await everyRead(abs), 3);
    // Refused again on a second read: nothing was recorded that would let a read skip the check.
    expectRefusedAt(await everyRead(abs), 3);
    const db = openDb();
    try {
      expect(db.prepare('SELECT count(*) AS n FROM line_files_v4').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('review9 V11: a mixed big file with one lone CR deep inside is refused, even for lines 1–9', async () => {
    const lines = transcriptLines(40_000);
    const at = Buffer.byteLength(`${lines.slice(0, 30_000).join('\n')}\n${lines[30_000]}`);
    const text = `${lines.slice(0, 30_000).join('\n')}\n${lines[30_000]}\r${lines.slice(30_001).join('\r\n')}\r\n`;
    const abs = await fileWith('Mixed.md', text);
    expectRefusedAt(await everyRead(abs), at);
  });

  it('review9 V11: a CR at the end of a 64 KiB chunk is a lone CR unless the next chunk starts with LF', async () => {
    // Big (line index, streamed digest): the CR is the last byte of the 17th chunk.
    const end = 17 * CHUNK - 1;
    const lines = transcriptLines(40_000).join('\n');
    const make = (next: string) => {
      const bytes = Buffer.from(`${lines}\n`);
      bytes[end] = 0x0d;
      bytes[end + 1] = next.charCodeAt(0);
      return bytes;
    };
    // Find a place where bytes end..end+1 are inside one line's ASCII text (not an é), so only the
    // two bytes change.
    const plain = Buffer.from(`${lines}\n`);
    expect(
      plain[end]! < 0x80 && plain[end + 1]! < 0x80 && plain[end] !== 0x0a && plain[end + 1] !== 0x0a,
    ).toBe(true);
    const crlf = await fileWith('Crlf.md', make('\n'));
    const counted = await everyRead(crlf);
    // CR + LF across the boundary is one break: one more line than the text had (the line is split).
    expect(counted).toMatchObject({ lines: 40_005, indexed: 40_005, streamed: 40_005, digest: 40_005 });
    expect(typeof counted.text).toBe('number');
    const lone = await fileWith('Lone.md', make('x'));
    expectRefusedAt(await everyRead(lone), end);
  });

  it('review9 V11: a small file split into chunks the same way, and a CR as the last byte of the file', async () => {
    const bytes = Buffer.from(`${'a'.repeat(CHUNK - 1)}\rb\n`);
    expectRefusedAt(await everyRead(await fileWith('Small.md', bytes)), CHUNK - 1);
    expectRefusedAt(await everyRead(await fileWith('End.md', 'a\nb\r')), 3);
    // CRLF files are read as before.
    expect(await everyRead(await fileWith('Ok.md', 'a\r\nb\r\n'))).toMatchObject({ lines: 2, streamed: 2 });
  });

  it('review9 V11: an index recorded by an older version (tables line_files, line_marks) is dropped', async () => {
    const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
    const { mkdirSync } = process.getBuiltinModule('node:fs');
    mkdirSync(state, { recursive: true });
    const old = new sqlite.DatabaseSync(path.join(state, STATE_DB_FILE));
    old.exec(
      'CREATE TABLE line_files (path TEXT PRIMARY KEY, total INTEGER); CREATE TABLE line_marks (path TEXT);',
    );
    old.close();
    expect(openLineIndex(state)).not.toBeNull();
    const db = openDb();
    try {
      const names = (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
      )
        .map((r) => r.name)
        .filter((n) => n.startsWith('line_'));
      expect(names.sort()).toEqual(['line_comment_marks_v2', 'line_files_v4', 'line_marks_v2']);
    } finally {
      db.close();
    }
  });
});

function openDb(): DatabaseSync {
  const sqlite = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite');
  return new sqlite.DatabaseSync(path.join(state, STATE_DB_FILE));
}
