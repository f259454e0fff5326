/**
 * V99: L323 dropped any capitalised words in brackets after a name, so two participants a meeting tool
 * told apart by what follows a first name (`Max (Sales)`, `Max (Engineering)`) became one speaker and one
 * attendee `Max`, their turns merged into one in the transcript note `ma import` wrote (who said what
 * lost for good), and a name written with a nickname (`Ann (Annie)`) lost it. After a one-word name only
 * a meeting tool's own role (`Host`, `Guest`, `Co-host`, `Presenter`, `External` …) or a pronoun set is
 * dropped; a full name keeps L323's reading (`Cleo Park - Product Manager` is Cleo Park).
 * Spec: docs/transcript-import.md (L323, V99).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import { speakerWithoutRole } from '../transcript/speaker-name.js';
import { TranscriptReader } from '../transcript/transcript-reader.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

const LINES = [
  'Max (Sales): We should lower the price for the pilot customers.',
  'Max (Engineering): I will ship the build on Friday.',
  'Ann (Annie): Sounds good to me.',
  'Bob [Guest]: Thanks for having me.',
  'Bob: Agreed.',
  'Dr. No: I object.',
  'Eve (Host, she/her): Let us move on.',
  'Eve - Co-host: Next item.',
  'Max - Sales: Dash form.',
  'Max [Sales]: Bracket form.',
  'Ann \u2013 VP of Sales: Title form.',
];
const SPEAKERS = [
  'Max (Sales)',
  'Max (Engineering)',
  'Ann (Annie)',
  'Bob',
  'Bob',
  'Dr. No',
  'Eve',
  'Eve',
  // Still speakers, the role kept with the name (a dash, a bar or square brackets: as L323 read them as speakers).
  'Max - Sales',
  'Max [Sales]',
  'Ann \u2013 VP of Sales',
];

describe('V99: what follows a one-word name', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-v99-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  it('V99: two people with one first name stay two speakers on import, their turns apart', async () => {
    const file = path.join(src.root, 'team.txt');
    await writeFile(file, `${LINES.join('\n')}\n`);
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'V99 team' });
    expect(result.speakers).toEqual([...new Set(SPEAKERS)]);
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    const turns = [...note.matchAll(/\*\*([^*]+):\*\* (.*)/g)].map((m) => `${m[1]}: ${m[2]}`);
    expect(turns.slice(0, 2)).toEqual([
      'Max (Sales): We should lower the price for the pilot customers.',
      'Max (Engineering): I will ship the build on Friday.',
    ]);
  });

  for (const fastPaths of [true, false]) {
    it(`V99: the transcript reader reads them the same (fast paths ${fastPaths})`, () => {
      const reader = new TranscriptReader(0, { fastPaths });
      const read = [...LINES.flatMap((l) => reader.push(l)), ...reader.end()];
      expect(read.map((l) => l.speaker)).toEqual(SPEAKERS);
    });
  }

  it('V99: a full name still loses its role or title; a one-word name only a tool role', () => {
    expect(speakerWithoutRole('Cleo Park - Product Manager')).toBe('Cleo Park');
    expect(speakerWithoutRole('Max | VP of Sales')).toBe('Max | VP of Sales');
    expect(speakerWithoutRole('Max (External)')).toBe('Max');
    expect(speakerWithoutRole('Max (Presenter) (he/him)')).toBe('Max');
    expect(speakerWithoutRole('Dr. Max (Sales)')).toBe('Max (Sales)');
    expect(speakerWithoutRole('Dr. Max (Guest)')).toBe('Dr. Max');
  });

  // V115 (review, session 43): the list held German `Gast`, French `Invité`, Spanish `Invitado` but not the
  // other roles those tools write in the same languages: a German Teams export's `Müller (Extern)` beside
  // `Müller` for the same person was two speakers and two attendees, their turns apart.
  const LOCALIZED = [
    'Müller (Extern): Guten Morgen zusammen.',
    'Müller: Ich fange mit dem Budget an.',
    'Jeanne (Organisatrice): Bonjour à tous.',
    'Jeanne: On commence.',
    'Ana (Externa): Hola.',
    'Ana: Sigo yo.',
    'Luc (Co-animateur): Je partage mon écran.',
    'Luc: Voilà.',
    'Max (Sales): Still two people.',
  ];
  const ONE_EACH = ['Müller', 'Jeanne', 'Ana', 'Luc', 'Max (Sales)'];

  it('V115: German, French and Spanish tool roles after a one-word name: one speaker on import and in the reader', async () => {
    const file = path.join(src.root, 'teams-de.txt');
    await writeFile(file, `${LOCALIZED.join('\n')}\n`);
    const result = await importTranscript(vault, { file, date: '2026-11-30', title: 'V115 roles' });
    expect(result.speakers).toEqual(ONE_EACH);
    const reader = new TranscriptReader(0);
    const read = [...LOCALIZED.flatMap((l) => reader.push(l)), ...reader.end()];
    expect([...new Set(read.map((l) => l.speaker))]).toEqual(ONE_EACH);
  });
});
