/**
 * One transcript line of many sentences (a monologue export whose speaker never changes), built from the real turns
 * of the development meetings (the sample vault, `bench/blind8` … `bench/blind15`), for the engine's scans over a
 * line's sentences (issue 13: linear time however the transcript is broken into lines; P320, P321).
 *
 *     pnpm exec tsx bench/long-line.ts <sentences> [out.md]   # writes the transcript body (default: stdout)
 *     pnpm exec tsx bench/long-line.ts time <sentences>       # times summarizeExtractive on it, per stage
 *
 * The line is `[00:00:01] **Ana:** …` after a short question by another speaker and before a short reply, so the
 * checks that look at the turn before or after a line are asked too. Same `sentences`, same text, byte for byte.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSampleMeetings } from '../src/evaluate/sample-vault.js';

/** The development sets whose transcripts may be read freely (the validation and held-out sets never). */
const DEV_SETS = ['blind8', 'blind9', 'blind10', 'blind11', 'blind12', 'blind13', 'blind14', 'blind15'];

/** The texts of the development meetings' turns, speaker labels and stamps taken off, in file order. */
export function devTurnTexts(): string[] {
  const bodies = loadSampleMeetings().map((m) => m.transcript);
  for (const set of DEV_SETS) {
    const dir = fileURLToPath(new URL(`./${set}/`, import.meta.url));
    for (const name of readdirSync(dir)
      .filter((n) => n.endsWith('.md'))
      .sort())
      bodies.push(readFileSync(`${dir}${name}`, 'utf8'));
  }
  const texts: string[] = [];
  for (const body of bodies)
    for (const line of body.split('\n')) {
      const text = /^\[[\d:]+\]\s+\*\*[^*]+:\*\*\s+(.+)$/.exec(line)?.[1]?.trim();
      if (text && /[.!?]$/.test(text)) texts.push(text);
    }
  return texts;
}

/** Roughly how many sentences a turn text holds (its sentence-ending marks followed by a space or its end). */
function roughSentences(text: string): number {
  return (text.match(/[.!?](?:\s|$)/g) ?? []).length;
}

/**
 * A transcript body whose second line holds about `sentences` sentences of real turns, one speaker's.
 *
 * @param sentences - how many sentences (counted roughly by their end marks) the long line holds
 * @returns the body: a question line, the long line, a reply line, each ending in `\n`
 */
export function longLineTranscript(sentences: number): string {
  const texts = devTurnTexts();
  const parts: string[] = [];
  let count = 0;
  for (let i = 0; count < sentences; i++) {
    const text = texts[i % texts.length]!;
    parts.push(text);
    count += roughSentences(text);
  }
  return [
    '[00:00:00] **Chair:** So what do you propose for the project?',
    `[00:00:01] **Ana:** ${parts.join(' ')}`,
    '[00:59:00] **Ben:** Yes, okay, good idea.',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [first, second] = process.argv.slice(2);
  if (first === 'time') {
    const { summarizeExtractive } = await import('../src/summarize-extractive.js');
    const transcript = longLineTranscript(Number(second));
    const t0 = performance.now();
    const result = summarizeExtractive({ transcript, language: 'en' });
    const ms = performance.now() - t0;
    process.stdout.write(
      `${second} sentences, ${transcript.length} chars: ${(ms / 1000).toFixed(2)} s; ${result.decisions.length} decisions, ${result.nextSteps.length} next steps\n`,
    );
  } else {
    const body = longLineTranscript(Number(first));
    if (second) writeFileSync(second, body);
    else process.stdout.write(body);
  }
}
