/**
 * L232 (session 34 leftovers): `list_projectfiles` marked every file that is not text "binary", also a
 * recording, a PDF or a picture — while `read_projectfile` refuses the same file by its kind, with what
 * to do. The listing now says the kind and the advice in the read tool's words (core `mediaOfBytes`,
 * `mediaBytesWords`); a binary of no known kind stays "binary". Real files in a sample-vault copy.
 * Spec: docs/tools.md (UTF-8 text files only; `list_projectfiles`); leftovers s33 (refused by kind).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());
const P = 'remote-control';

/** A PNG's signature and IHDR chunk (NUL bytes), then filler. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.alloc(84, 7),
]);
/** An MP3 with an ID3 tag: `ID3`, version, then tag bytes with NULs. */
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(90, 0)]);

describe('L232: listings name a recording, a PDF or a picture by its kind, as the read tools refuse it', () => {
  it('a PNG named .png, an MP3 named .md: kind, size and advice; the read tool agrees', async () => {
    t = await sampleSession();
    const dir = path.join(t.root, 'Projects', P);
    await writeFile(path.join(dir, 'diagram.png'), PNG);
    await writeFile(path.join(dir, 'call.md'), MP3);
    const lines = (await runTool(t.session, 'list_projectfiles', { project: P })).split('\n');
    expect(lines).toContain(
      'diagram.png (its bytes are a picture (PNG), 100 bytes; not a UTF-8 text file, cannot be read: link a text note instead (type the notes, or transcribe the picture))',
    );
    const call = lines.find((l) => l.startsWith('call.md ')) ?? '';
    expect(call).toMatch(
      /^call\.md \(its bytes are an audio recording \(MP3\), whatever its name says, 100 bytes; not a UTF-8 text file, cannot be read: transcribe it first/,
    );
    expect(await runTool(t.session, 'read_projectfile', { project: P, path: 'call.md' })).toMatch(
      /^refused: call\.md: not a UTF-8 text file: its bytes are an audio recording \(MP3\), whatever its name says/,
    );
  });
});
