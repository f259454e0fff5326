/**
 * Generated transcripts for the benches (bench/scale.ts, bench/golden.ts): `lines` lines
 * `[HH:MM:SS] **Speaker:** text`, turns drawn with a fixed seed from the sample vault's real transcripts (about
 * 80 bytes a line), so the same `lines` always gives the same file, byte for byte.
 */
import { createWriteStream } from 'node:fs';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';

let turns: string[] | undefined;

/** The sample vault's turns `**Speaker:** text` (under 400 characters), read once. */
function sampleTurns(): string[] {
  turns ??= loadSampleMeetings()
    .flatMap((m) => m.transcript.split('\n'))
    .map((l) => /^\[[\d:]+\] (\*\*.+)$/.exec(l)?.[1])
    .filter((l): l is string => l !== undefined && l.length < 400);
  return turns;
}

/**
 * Writes a generated transcript of `lines` lines to `file` (replaced if present).
 *
 * @param file - path of the file to write
 * @param lines - number of transcript lines
 * @throws an fs error of the write stream
 */
export async function generateTranscript(file: string, lines: number): Promise<void> {
  const pool = sampleTurns();
  const out = createWriteStream(file);
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  let seed = 42;
  let second = 0;
  // Hours wrap at 100: the vault format's clock has two hour digits, and a line stamped `[100:00:02]` is not read
  // as a timestamped turn (before 2026-12-01 afternoon every line past 100 hours, most of a 1M-line file, was read
  // as a line without speaker whose text held the stamp and the bold label).
  const stamp = (s: number) =>
    [Math.floor(s / 3600) % 100, Math.floor(s / 60) % 60, s % 60]
      .map((x) => String(x).padStart(2, '0'))
      .join(':');
  let chunk = '';
  for (let i = 0; i < lines; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    second += 1 + (seed % 7);
    chunk += `[${stamp(second)}] ${pool[seed % pool.length]}\n`;
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk))
        await Promise.race([new Promise<void>((r) => out.once('drain', () => r())), failed]);
      chunk = '';
    }
  }
  out.end(chunk);
  await Promise.race([new Promise<void>((r) => out.once('finish', () => r())), failed]);
}
