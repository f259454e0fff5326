/**
 * L233 (review session 34 #5): a file system error met writing an atomic write's temp file is said of
 * the file meant (`Summaries/x.md: no space left …`), not of our hidden temp file. The agent read the
 * temp name with its own copy of core's pattern, and for a long name — shortened by core to fit the
 * 255-byte limit — named the shortened name, a file that does not exist. Core's one reading
 * (`atomicTempTarget`) now names the note itself. Real files in a temp folder.
 * Spec: docs/hostile-cases.md B36, B38; issue 9 H4 (long names).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeFailure } from './describe-failure.js';

it("L233: an error on a long note name's temp file names the note, not the shortened temp name", async () => {
  const root = path.join(tmpdir(), `ma-l233-${process.pid}`);
  await mkdir(path.join(root, 'Summaries'), { recursive: true });
  const name = `${'Quarterly planning with the whole remote control team '.repeat(4)}${'y'.repeat(25)}.md`;
  expect(Buffer.byteLength(name)).toBeGreaterThan(200);
  await writeFile(path.join(root, 'Summaries', name), 'x');
  // Core's temp name for it (`.<name>.<12 hex>.ma-tmp`), its `.<name>` part shortened to fit 255 bytes.
  const tail = '.0123456789ab.ma-tmp';
  const temp = path.join(root, 'Summaries', `.${name}`.slice(0, 255 - tail.length) + tail);
  const enoent = await readFile(temp).catch((e: unknown) => e);
  const said = describeFailure(new Error('commit failed', { cause: enoent }), '', undefined, root);
  expect(said.message).toMatch(/the file system refused \(ENOENT, open\)/);
  expect(said.message.startsWith(`Summaries/${name}: `)).toBe(true);
  await rm(root, { recursive: true, force: true });
});
