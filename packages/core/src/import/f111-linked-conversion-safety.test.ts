/**
 * F111 (review of L374/V210): `ma import` converting a linked transcript in place.
 * - A UTF-16 file without a byte-order mark whose byte count is odd (a recorder killed mid-write), or
 *   that holds a lone surrogate, threw the decoder's bare TypeError ("The encoded data was not valid
 *   for encoding utf-16le"): no ImportError, no file named, no way out. Now ImportError('unreadable')
 *   naming the file and how to convert it; nothing written (no trash copy, the file as it was).
 * - A file changed between the read and the rename (a recorder still appending) lost what was added:
 *   the conversion of the old bytes replaced it. Now the write is made only over the bytes read
 *   (core writeFileAtomic's `expected`): ConcurrentEditError, the file with what was added, the trash
 *   copy taken back.
 * Real files on a temp copy of the sample vault; the change is made from the write's file seam.
 * Spec: docs/transcript-import.md (A transcript a meeting already links); seed 004 (nothing lost).
 */
import { appendFileSync } from 'node:fs';
import { open, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConcurrentEditError } from '../errors/concurrent-edit-error.js';
import { ImportError } from '../errors/import-error.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { convertLinkedTranscript, meetingsLinkingFile } from './linked-transcript.js';

const TEXT = '[00:00:01] **Ann:** We decided to move the café launch to March.\r\n';

describe('F111: a linked transcript converted in place loses nothing and says what is wrong', () => {
  let vault: Vault;
  let dir: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
  });
  afterEach(async () => dir.cleanup());
  const at = (rel: string) => path.join(vault.root, rel);
  const linkedFile = async (name: string, bytes: Buffer) => {
    await writeFile(at(`Transcripts/${name}.md`), bytes);
    await writeFile(
      at(`Meetings/2026-03-16 ${name}.md`),
      `---\ntitle: Encoding\ndate: 2026-03-16\nstatus: ended\ntranscript: "[[Transcripts/${name}]]"\n---\nnotes\n`,
    );
    const linked = await meetingsLinkingFile(vault, at(`Transcripts/${name}.md`));
    expect(linked?.meetings).toEqual([`Meetings/2026-03-16 ${name}.md`]);
    return linked!;
  };
  const trash = async () => readdir(at('.trash/Transcripts')).catch(() => []);

  const le = Buffer.from(TEXT, 'utf16le');
  const broken: [string, Buffer][] = [
    ['UTF-16 LE without a mark, odd byte count', Buffer.concat([le, Buffer.from([0x41])])],
    ['UTF-16 BE without a mark, odd byte count', Buffer.concat([Buffer.from(le).swap16(), Buffer.from([0])])],
    [
      'UTF-16 LE with its mark, odd byte count',
      Buffer.concat([Buffer.from(`\ufeff${TEXT}`, 'utf16le'), Buffer.from([0x41])]),
    ],
    [
      'UTF-16 LE without a mark, a lone surrogate',
      Buffer.concat([le, Buffer.from([0x41, 0xdc, 0x41, 0x00])]),
    ],
  ];
  it.each(broken)('%s: ImportError naming the file, nothing written', async (_, bytes) => {
    const linked = await linkedFile('broken', bytes);
    const error = await convertLinkedTranscript(vault, linked, {
      label: 'Transcripts/broken.md',
      options: [],
      dryRun: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect((error as ImportError).reason).toBe('unreadable');
    expect((error as Error).message).toContain('Transcripts/broken.md');
    expect((error as Error).message).toContain('UTF-8');
    expect(await readFile(at('Transcripts/broken.md'))).toEqual(bytes);
    expect(await trash()).toEqual([]);
  });

  it('a file changed between the read and the rename keeps what was added; the trash copy is taken back', async () => {
    const bytes = Buffer.from(`\ufeff${TEXT}`, 'utf16le');
    const linked = await linkedFile('growing', bytes);
    const added = Buffer.from('[00:00:20] **Bob:** One more line.\r\n', 'utf16le');
    const error = await convertLinkedTranscript(vault, linked, {
      label: 'Transcripts/growing.md',
      options: [],
      dryRun: false,
      // A recorder appends while the converted text is being written to the temp file.
      fs: {
        open: async (p, flags, mode) => {
          appendFileSync(linked.abs, added);
          return open(p, flags, mode);
        },
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrentEditError);
    expect(await readFile(at('Transcripts/growing.md'))).toEqual(Buffer.concat([bytes, added]));
    expect(await trash()).toEqual([]);
    expect((await readdir(at('Transcripts'))).filter((n) => n.includes('growing'))).toEqual(['growing.md']);
  });
});
