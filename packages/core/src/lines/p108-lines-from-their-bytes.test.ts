/**
 * Issue 13, P108: `streamLines` decoded each 64 KiB chunk whole (a streaming `TextDecoder`) and sliced the lines out
 * of the text and copied each one: one em dash in a chunk made every line of it two bytes a character (the offline
 * engine's string work on them slower), and an invalid UTF-8 byte was refused with no offset. Each line is now
 * decoded from its own bytes, after the chunk's bytes are checked whole: a Latin-1 line is one byte a character
 * whatever its neighbours hold, and a refusal names the same reason and byte offset as the whole-file decoder
 * (`decodeText`), across chunk boundaries too. Real files in a temp folder; V8's representation read off
 * `v8.serialize` (one-byte strings are tagged `"`, two-byte ones `c`).
 * Spec: issue 13 (offline engine: 1M lines ≤ 10 s); docs/contracts.md (Files: text files only); review9 V11.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { serialize } from 'node:v8';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeText } from '../fs/decode-text.js';
import { findLoneCr } from '../fs/lone-cr.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readLines } from './read-lines.js';
import { streamLines } from './stream-lines.js';

let dir: TempDir;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(() => dir.cleanup());

const CHUNK = 64 * 1024;
let counter = 0;
async function fileWith(bytes: string | Buffer): Promise<string> {
  const abs = path.join(dir.root, `p108-${counter++}.md`);
  await writeFile(abs, bytes);
  return abs;
}

/** The lines, or the refusal's reason and offset. */
async function stream(abs: string): Promise<string[] | { reason?: string; offset?: number }> {
  const out: string[] = [];
  try {
    for await (const line of streamLines(abs)) out.push(line);
  } catch (error) {
    const e = error as { reason?: string; offset?: number };
    return { reason: e.reason, offset: e.offset };
  }
  return out;
}

/**
 * The whole-file decoder's refusal for the same bytes (one chunk), or null when it takes them. One exception, the
 * listing's (`fileListing`) too: a file that ends inside a character, with a lone CR before, is refused for the CR,
 * which a reader in chunks meets before the end shows the character cut short.
 */
function decoderRefusal(bytes: Buffer): { reason?: string; offset?: number } | null {
  try {
    decodeText(bytes, 'x.md');
    return null;
  } catch (error) {
    const e = error as { reason?: string; offset?: number };
    const cr = findLoneCr(bytes, true);
    if (e.reason === 'invalid-utf8' && cr !== -1 && streams(bytes)) return { reason: 'lone-cr', offset: cr };
    return { reason: e.reason, offset: e.offset };
  }
}

/** Whether a streaming fatal decoder takes `bytes` as the start of a text (a character cut short at the end allowed). */
function streams(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const oneByte = (text: string): boolean => serialize(text)[2] === 0x22;

describe('P108: streamLines decodes each line from its own bytes (issue 13)', () => {
  it('P108: a Latin-1 line is one byte a character though an em dash is in the same chunk', async () => {
    const lines = [
      "[00:00:01] **Ann:** Okay, so we decided to go with the rubber case, it's cheaper.",
      '[00:00:09] **Bob:** Right — and I will send the revised drawings by Friday.',
      '[00:00:15] **Ann:** The café near the office charges £5 for the room.',
    ];
    const abs = await fileWith(`\uFEFF${lines.join('\r\n')}\r\n${'x'.repeat(CHUNK)}\n${lines[2]}`);
    const got = (await stream(abs)) as string[];
    expect(got).toEqual([...lines, 'x'.repeat(CHUNK), lines[2]]);
    expect(got.map(oneByte)).toEqual([true, false, true, true, true]);
  });

  it('P108: invalid UTF-8 is refused at its byte offset, in any chunk and across a chunk boundary', async () => {
    const head = Buffer.from('line one\n'.repeat(20_000)); // 180,000 bytes: the third chunk
    const latin = Buffer.concat([head, Buffer.from('caf\xe9\n', 'latin1')]);
    expect(await stream(await fileWith(latin))).toEqual({ reason: 'invalid-utf8', offset: head.length + 3 });
    // A euro sign (E2 82 AC) cut by the chunk boundary is one character; one cut short is refused at its lead byte.
    const cut = Buffer.concat([Buffer.from('a'.repeat(CHUNK - 2)), Buffer.from('€\nb\n')]);
    expect(await stream(await fileWith(cut))).toEqual(['a'.repeat(CHUNK - 2) + '€', 'b']);
    const short = Buffer.concat([
      Buffer.from('a'.repeat(CHUNK - 2)),
      Buffer.from([0xe2, 0x82]),
      Buffer.from('\nb\n'),
    ]);
    expect(await stream(await fileWith(short))).toEqual({ reason: 'invalid-utf8', offset: CHUNK - 2 });
    // A file that ends inside a character.
    const end = Buffer.concat([Buffer.from('ok\nthe end '), Buffer.from([0xf0, 0x9f, 0x98])]);
    expect(await stream(await fileWith(end))).toEqual({ reason: 'invalid-utf8', offset: 11 });
    // Each refusal is the whole-file decoder's.
    for (const bytes of [latin, short, end])
      expect(await stream(await fileWith(bytes))).toEqual(decoderRefusal(bytes));
  });

  it('P108: a lone CR and a NUL keep their exact offsets, in a later chunk too', async () => {
    const head = Buffer.from('é line\n'.repeat(30_000)); // 240,000 bytes
    const cr = Buffer.concat([head, Buffer.from('one\rtwo\n')]);
    expect(await stream(await fileWith(cr))).toEqual({ reason: 'lone-cr', offset: head.length + 3 });
    const nul = Buffer.concat([head, Buffer.from('one\0two\n')]);
    expect(await stream(await fileWith(nul))).toEqual({ reason: 'binary', offset: head.length + 3 });
  });

  it('P108: any bytes: the lines readLines gives, or the refusal (reason and offset) of the whole-file decoder', async () => {
    const pieces = ['a', 'é', '€', '\n', '\r\n', '\r', '\uFEFF', ' ', '\0'].map((p) => Buffer.from(p));
    const raw = [[0xe9], [0xe2, 0x82], [0xf0, 0x9f], [0x80], [0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80]].map(
      (b) => Buffer.from(b),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...pieces, ...raw), { maxLength: 30 }), async (parts) => {
        const bytes = Buffer.concat(parts);
        const abs = await fileWith(bytes);
        const refusal = decoderRefusal(bytes);
        const got = await stream(abs);
        if (refusal) expect(got).toEqual(refusal);
        else expect(got).toEqual((await readLines(abs, {})).lines);
      }),
      { numRuns: 150 },
    );
  });
});
