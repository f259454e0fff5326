import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisesWhileReading } from '@ma/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { readLines } from './read-lines.js';
import { streamLines } from './stream-lines.js';

let dir: TempDir;
beforeAll(async () => {
  dir = await makeTempDir();
});
afterAll(() => dir.cleanup());

describe('P204: streamLines yields each line from one generator (issue 13: 1M lines)', () => {
  it('makes about four promises a line (the consumer’s and one generator’s), not six (a second generator’s yield*)', async () => {
    // Several 64 KiB chunks, a line across each chunk boundary, CRLF and a BOM: the whole reading path.
    const text = `\uFEFF${Array.from({ length: 6000 }, (_, i) => `[00:00:${String(i % 60).padStart(2, '0')}] **Ann:** line ${i} ${'x'.repeat(i % 40)}`).join('\r\n')}\r\n`;
    const abs = path.join(dir.root, 'p204.md');
    await writeFile(abs, text);
    const { items: lines, promises } = await promisesWhileReading(streamLines(abs));
    expect(lines).toEqual((await readLines(abs, {})).lines);
    expect(lines).toHaveLength(6000);
    // Node 22: 6.0 a line through streamLines → streamOnce (yield*), 4.0 with one generator; the bound leaves room for
    // the test runner's own promises meanwhile.
    expect(promises / lines.length).toBeLessThan(5);
  });

  it('stops cleanly on break, and the next read starts again from the top', async () => {
    const abs = path.join(dir.root, 'p204-break.md');
    await writeFile(abs, 'one\ntwo\nthree\n');
    const first: string[] = [];
    for await (const line of streamLines(abs)) {
      first.push(line);
      break;
    }
    expect(first).toEqual(['one']);
    const all: string[] = [];
    for await (const line of streamLines(abs)) all.push(line);
    expect(all).toEqual(['one', 'two', 'three']);
  });
});
