/**
 * Newcomer R172: a transcript exported on a Mac writes a name decomposed (NFD: `u` + U+0308) where
 * another tool, or the same file further on, writes it composed (NFC). `ma import` listed
 * `Jürgen Müller` twice in attendees and split his turns between two speakers. One person, one
 * spelling now (NFC), in the transcript lines and attendees, in every format; a header's NFD name
 * and the speaker's NFC one are one attendee. Real files, temp sample vault.
 * Spec: docs/transcript-import.md (speakers, attendees); the brief's "NFC = NFD".
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importLines } from '../test-support/imported-lines.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const NFC = 'J\u00fcrgen M\u00fcller';
const NFD = NFC.normalize('NFD');

describe('R172: NFD and NFC spellings of a speaker are one person', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-r172-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('R172: Otter text headings and `Name: text` lines: one attendee, every line labelled in NFC', async () => {
    const otter = await importLines(
      vault,
      src.root,
      'otter.txt',
      [
        `${NFD}  0:03`,
        'Guten Morgen.',
        '',
        `${NFC}  0:10`,
        'Ich schicke das Protokoll.',
        '',
        `${'Zo\u00eb'.normalize('NFD')}  0:20`,
        'Gut.',
      ],
      { date: '2026-11-30' },
    );
    expect(otter.meeting.attendees).toEqual([NFC, 'Zo\u00eb']);
    expect(otter.body).toEqual([
      `[00:00:03] **${NFC}:** Guten Morgen. Ich schicke das Protokoll.`,
      '[00:00:20] **Zo\u00eb:** Gut.',
    ]);
    const header = await importLines(
      vault,
      src.root,
      'header.txt',
      [`Attendees: ${NFD}, Ann Lee`, '', `${NFC}: Hallo.`, 'Ann Lee: Hi.'],
      { date: '2026-11-30' },
    );
    expect((header.meeting.attendees as string[]).map((a) => a.normalize('NFC'))).toEqual([NFC, 'Ann Lee']);
  });

  it('R172: a WebVTT voice span in NFD and one in NFC are one speaker', async () => {
    const file = path.join(src.root, 'teams.vtt');
    await writeFile(
      file,
      `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v ${NFD}>Hallo.</v>\n\n00:00:03.000 --> 00:00:04.000\n<v Ann Lee>Hi.</v>\n\n00:00:05.000 --> 00:00:06.000\n<v ${NFC}>Tsch\u00fcss.</v>\n`,
    );
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'vtt' });
    expect(result.speakers).toEqual([NFC, 'Ann Lee']);
  });

  // V119 (review, session 43): the same person cased two ways in the lines (`SÖREN WEISS` and `Sören Weiß`,
  // `ALICE MOREAU` and `Alice Moreau`) was two attendees, though add_attendee and every attendee tool read
  // them as one person (personKey, L349); a header's `alice moreau` and the speaker `Alice Moreau` too.
  it('V119: names that are one person by personKey are one attendee, the first spelling kept; the lines keep theirs', async () => {
    const got = await importLines(
      vault,
      src.root,
      'cased.txt',
      [
        'Attendees: alice moreau, Bob',
        '',
        'S\u00d6REN WEISS: Hallo.',
        'Alice Moreau: Hi.',
        'S\u00f6ren Wei\u00df: Gut.',
        'BOB: Ok.',
        'Ann Lee: Fine.',
      ],
      { date: '2026-11-30' },
    );
    expect(got.meeting.attendees).toEqual(['alice moreau', 'Bob', 'S\u00d6REN WEISS', 'Ann Lee']);
    expect(got.body.map((l) => l.replace(/:\*\*.*/, ''))).toEqual([
      '**S\u00d6REN WEISS',
      '**Alice Moreau',
      '**S\u00f6ren Wei\u00df',
      '**BOB',
      '**Ann Lee',
    ]);
  });
});
