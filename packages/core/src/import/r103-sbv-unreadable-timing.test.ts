/**
 * R103 (newcomer2): an SBV cue whose timing line the reader cannot read (`0:00:04.0;0:00:05.0`:
 * a `;` between the times) was dropped without a word: "imported … (sbv, 1 speaker turn)", Bob's
 * speech gone. It is reported now as a skipped cue, with its line, as SRT and WebVTT cues are.
 * Spec: docs/transcript-import.md (N20: skipped cues are counted with the first one's line).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('R103: SBV timing lines the reader cannot read', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r103-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('R103: the cue is reported as skipped with its line; the readable cues are read', async () => {
    const file = path.join(src.root, 'b.sbv');
    await writeFile(
      file,
      '0:00:01.000,0:00:03.000\nAnna: erste Zeile\n\n0:00:04.0;0:00:05.0\nBob: verloren\n\n' +
        '0:00:06.000,0:00:07.000\nAnna: 10:30 passt, 11:00 nicht\n',
    );
    const result = await importTranscript(vault, {
      file,
      title: 'R103',
      date: '2026-08-02',
      dryRun: true,
      print: () => {},
    });
    expect(result.warnings.join('\n')).toMatch(
      /1 cue skipped by the parser \(line 4 of b\.sbv: start `0:00:04\.0;0:00:05\.0` is not a time/,
    );
    expect(result.speakers).toEqual(['Anna']);
  });
});
