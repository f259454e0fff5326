import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readLines } from './read-lines.js';
import { streamLines } from './stream-lines.js';

let dir: TempDir;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(() => dir.cleanup());

let counter = 0;
async function fileWith(text: string | Buffer): Promise<string> {
  const abs = path.join(dir.root, `s${counter++}.md`);
  await writeFile(abs, text);
  return abs;
}

async function collect(abs: string): Promise<string[]> {
  const out: string[] = [];
  for await (const line of streamLines(abs)) out.push(line);
  return out;
}

describe('streamLines', () => {
  it('yields the same lines as readLines: CRLF, BOM, no final break, empty lines', async () => {
    const abs = await fileWith('\uFEFFone\r\ntwo\n\nthree');
    expect(await collect(abs)).toEqual(['one', 'two', '', 'three']);
    expect(await collect(abs)).toEqual((await readLines(abs, {})).lines);
    expect(await collect(await fileWith(''))).toEqual([]);
    expect(await collect(await fileWith('\uFEFF'))).toEqual([]);
  });

  it('keeps multi-byte characters and lines that straddle 64 KiB chunks intact', async () => {
    const long = `${'é'.repeat(40_000)}ü`;
    const abs = await fileWith(`a\n${long}\n${'€'.repeat(70_000)}\nz\n`);
    expect(await collect(abs)).toEqual(['a', long, '€'.repeat(70_000), 'z']);
  });

  it('agrees with readLines on arbitrary texts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('a', 'é', '\n', '\r\n', '\r', ' ', '\uFEFF', 'x'), { maxLength: 40 }),
        async (parts) => {
          const abs = await fileWith(parts.join(''));
          // A lone CR (review9 V11): both refuse the file, with the same reason.
          const reason = (error: unknown) => ({ refused: (error as { reason?: string }).reason });
          const streamed = await collect(abs).catch(reason);
          const read = await readLines(abs, {}).then((slice) => slice.lines, reason);
          expect(streamed).toEqual(read);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('fails with the fs error for a missing file', async () => {
    await expect(collect(path.join(dir.root, 'missing.md'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
