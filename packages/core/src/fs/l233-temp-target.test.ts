/**
 * L233 (review session 34 #5): the one reading of core's temp-file names (`atomicTempTarget`): the file
 * a temp file was written for, also when a long name was shortened to fit the 255-byte limit (then the
 * one file in the folder whose name starts with the shortened part). Real files in a temp folder.
 * Spec: docs/hostile-cases.md B36, B38; issue 9 H4 (long names).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { atomicTempPath, atomicTempTarget } from './atomic-temp-name.js';

describe('L233: atomicTempTarget names the file a temp file was for', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => dir.cleanup());

  it('a short name, a long shortened one (the note found), and names that are no temp file', async () => {
    const short = path.join(dir.root, 'Kickoff.md');
    expect(atomicTempTarget(atomicTempPath(short))).toBe(short);
    const long = path.join(
      dir.root,
      `${'Quarterly planning with the whole team, ünïcödé '.repeat(4)}${'y'.repeat(35)}.md`,
    );
    await writeFile(long, 'x');
    const temp = atomicTempPath(long);
    expect(Buffer.byteLength(path.basename(temp))).toBeLessThanOrEqual(255);
    expect(path.basename(temp).slice(1)).not.toContain(path.basename(long));
    expect(atomicTempTarget(temp)).toBe(long);
    expect(atomicTempTarget(path.join(dir.root, 'Kickoff.md'))).toBeNull();
    expect(atomicTempTarget(path.join(dir.root, '.Kickoff.md.xyz.ma-tmp'))).toBeNull();
  });

  it('V21: a long name of CJK letters or emoji, cut short of 255 bytes at a letter, still names its note', async () => {
    // Three- and four-byte letters: the shortened temp name ends a letter before the limit (254, 253 bytes).
    for (const stem of [`ab${'\u4f1a'.repeat(80)}`, `a${'\u{1f4c5}'.repeat(60)}`]) {
      const long = path.join(dir.root, `${stem}.md`);
      await writeFile(long, 'x');
      const temp = atomicTempPath(long);
      expect(Buffer.byteLength(path.basename(temp))).toBeLessThan(255);
      expect(atomicTempTarget(temp)).toBe(long);
    }
    // A name that fit whole, beside a longer one it begins: the file of exactly that name.
    const whole = path.join(dir.root, `${'x'.repeat(230)}.md`);
    await writeFile(whole, 'x');
    await writeFile(`${whole}.bak`, 'x');
    expect(Buffer.byteLength(path.basename(atomicTempPath(whole)))).toBeGreaterThan(251);
    expect(atomicTempTarget(atomicTempPath(whole))).toBe(whole);
  });
});
