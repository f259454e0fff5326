/**
 * Review2 V113: R172 made a speaker written in NFD (a Mac's export) and in NFC one person on `ma import`,
 * but the transcript reader (the offline engine's, the tools') still gave two names for a transcript note
 * that was not imported by ma (written by another tool, synced from a Mac): `Jürgen Müller` twice in
 * the speakers and as two owners. It gives one name, in NFC, whatever the label form and past the
 * remembered labels (P184).
 * Spec: the brief's "NFC = NFD"; docs/transcript-import.md (R172).
 */
import { describe, expect, it } from 'vitest';
import { TranscriptReader } from './transcript-reader.js';

const NFC = 'J\u00fcrgen M\u00fcller';
const NFD = NFC.normalize('NFD');

describe('V113: the transcript reader gives one NFC name for NFD and NFC labels', () => {
  it('bold, plain, timed and role-suffixed labels in NFD read as the NFC name', () => {
    const reader = new TranscriptReader();
    const lines = [
      `**${NFD}:** Guten Morgen.`,
      `**${NFC}:** Ich schicke das Protokoll.`,
      `[00:00:05] **${NFD} (Host):** Danke.`,
      `${NFD}: Bis dann.`,
      `Zo${'\u00eb'.normalize('NFD')} \u00c7elik: Tsch\u00fcss.`.normalize('NFD'),
    ];
    const speakers = lines.flatMap((l) => reader.push(l).map((s) => s.speaker));
    expect(speakers).toEqual([NFC, NFC, NFC, NFC, 'Zo\u00eb \u00c7elik']);
  });
});
