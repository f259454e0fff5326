/**
 * Newcomer report defect 2: files that are not UTF-8 text (binary with NUL bytes, Latin-1, UTF-16)
 * were shown as mojibake and rewritten with U+FFFD by an append. Reads now refuse with "not a UTF-8
 * text file", every write mode and every note edit refuses before touching the file, and every
 * file stays byte-identical.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isRefusal } from '../src/index.js';
import { hashTree } from '../src/test-support/hash-tree.js';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
const P = 'remote-control';

/** A PNG-like file: the signature, an IHDR chunk with NUL bytes, then bytes that are not UTF-8. */
function png(): Buffer {
  const body = Buffer.alloc(1024);
  for (let i = 0; i < body.length; i++) body[i] = (i * 37 + 11) % 256;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    Buffer.from('IHDR'),
    body,
  ]);
}

const FILES: Record<string, Buffer> = {
  'diagram.png': png(),
  'latin1.txt': Buffer.from('Caf\xe9 au lait\nna\xefve\n', 'latin1'),
  'utf16.txt': Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hello\nWorld\n', 'utf16le')]),
  'utf16be.txt': Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('Hi\n', 'utf16le').swap16()]),
  'zero-bytes.md': Buffer.from('text\nwith a \u0000 byte\n'),
};

beforeEach(async () => {
  t = await sampleSession(MEETINGS.functional);
  for (const [name, bytes] of Object.entries(FILES))
    await writeFile(path.join(t.root, 'Projects', P, name), bytes);
});
afterEach(async () => t?.cleanup());

describe('N2: files that are not UTF-8 text are never shown as mojibake nor rewritten', () => {
  it('N2: read_projectfile refuses a PNG, a Latin-1 file, UTF-16 files and a file with NUL bytes', async () => {
    for (const name of Object.keys(FILES)) {
      const out = await runTool(t.session, 'read_projectfile', { project: P, path: name });
      expect(isRefusal(out), `${name} → ${out}`).toBe(true);
      expect(out).toContain(`${name}: not a UTF-8 text file`);
      expect(out).not.toContain('\uFFFD');
    }
    // A ranged read refuses too.
    const ranged = await runTool(t.session, 'read_projectfile', {
      project: P,
      path: 'latin1.txt',
      from: 1,
      to: 1,
    });
    expect(ranged).toMatch(/^refused: latin1\.txt: not a UTF-8 text file/);
  });

  it('N2: every write_projectfile mode refuses before touching the file; every file is byte-identical after', async () => {
    const before = await hashTree(t.root);
    const modes: Record<string, unknown>[] = [{}, { replace_file: true }, { insert: 1 }, { from: 1, to: 1 }];
    for (const name of Object.keys(FILES)) {
      for (const mode of modes) {
        const out = await runTool(t.session, 'write_projectfile', {
          project: P,
          path: name,
          content: 'note',
          ...mode,
        });
        expect(isRefusal(out), `${name} ${JSON.stringify(mode)} → ${out}`).toBe(true);
        expect(out).toContain('not a UTF-8 text file');
        expect(out).toContain('nothing was read or written');
      }
    }
    expect(await hashTree(t.root)).toBe(before);
    for (const [name, bytes] of Object.entries(FILES))
      expect((await readFile(path.join(t.root, 'Projects', P, name))).equals(bytes), name).toBe(true);
    expect(t.session.audit.entries).toHaveLength(0);
  });

  it('N2: a UTF-8 file with a BOM is still text: read and appended to, BOM kept', async () => {
    const abs = path.join(t.root, 'Projects', P, 'bom.md');
    await writeFile(abs, '\uFEFFCafé\n');
    expect(await runTool(t.session, 'read_projectfile', { project: P, path: 'bom.md' })).toContain('Café');
    const out = await runTool(t.session, 'write_projectfile', {
      project: P,
      path: 'bom.md',
      content: 'more',
    });
    expect(isRefusal(out), out).toBe(false);
    expect(await readFile(abs, 'utf8')).toBe('\uFEFFCafé\nmore\n');
  });

  it('N2: a meeting note with a stray \\xe9 byte: reads and attendee edits refuse; the note is byte-identical', async () => {
    const note = path.join(t.root, MEETINGS.functional);
    const original = await readFile(note);
    const broken = Buffer.concat([original, Buffer.from('\nCaf\xe9 notes\n', 'latin1')]);
    await writeFile(note, broken);
    const before = await hashTree(t.root);
    for (const [tool, args] of [
      ['read_meetingnote', {}],
      ['add_attendee', { name: 'Ben Okafor' }],
      ['remove_attendee', { name: 'Ben Okafor' }],
    ] as const) {
      const out = await runTool(t.session, tool, args);
      expect(isRefusal(out), `${tool} → ${out}`).toBe(true);
      expect(out).toContain('not a UTF-8 text file');
    }
    expect(await hashTree(t.root)).toBe(before);
    expect((await readFile(note)).equals(broken)).toBe(true);
  });

  it('N2: write_context refuses when the context note is not UTF-8 text; it stays byte-identical', async () => {
    const first = await runTool(t.session, 'write_context', { content: 'first line' });
    expect(isRefusal(first), first).toBe(false);
    const rel = (await t.session.meeting()).links.context;
    expect(rel).toBeTruthy();
    const abs = path.join(t.root, rel as string);
    const broken = Buffer.concat([await readFile(abs), Buffer.from('caf\xe9\n', 'latin1')]);
    await writeFile(abs, broken);
    for (const mode of [{}, { replace_file: true }, { insert: 1 }]) {
      const out = await runTool(t.session, 'write_context', { content: 'second', ...mode });
      expect(isRefusal(out), out).toBe(true);
      expect(out).toContain('not a UTF-8 text file');
    }
    expect(await runTool(t.session, 'read_context', {})).toContain('not a UTF-8 text file');
    expect((await readFile(abs)).equals(broken)).toBe(true);
  });
});
