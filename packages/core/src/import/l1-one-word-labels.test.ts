import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import { makeTempDir, type TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { importTranscript } from './import-transcript.js';

describe('L1 (T12): one-word labels inside a text transcript are speakers only when they fit the file', () => {
  let vault: Vault;
  let dir: TempDir;
  let src: TempDir;
  beforeEach(async () => {
    ({ vault, dir } = await openSampleVault());
    src = await makeTempDir('ma-l1-');
  });
  afterEach(async () => {
    await dir.cleanup();
    await src.cleanup();
  });

  /** Imports `lines` as a text file; the speakers and the transcript note's body lines. */
  const importLines = async (name: string, lines: string[]) => {
    const file = path.join(src.root, `${name}.txt`);
    await writeFile(file, `${lines.join('\n')}\n`);
    const result = await importTranscript(vault, { file, date: '2026-11-30' });
    expect(result.format).toBe('text');
    const note = await readFile(path.join(vault.root, result.transcriptPath), 'utf8');
    return {
      speakers: result.speakers,
      body: note
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .trim()
        .split('\n'),
    };
  };

  it('L1: a label whose text is a fragment (`Revenue: up 5 percent`, `Revenue: 5 million`, a time, a URL) is text of the turn it stands in', async () => {
    const { speakers, body } = await importLines('mixed', [
      'Ann Lee: Here are the numbers for the quarter.',
      'Revenue: up 5 percent this quarter.',
      'Bob: That is good news.',
      'Ann Lee: And the forecast.',
      'Forecast: 5 million next year.',
      'Bob: Where is the deck?',
      'Link: https://example.com/deck',
      'Bob: Thanks. When do we meet again?',
      'Ann Lee: 10:30: kickoff with the whole team.',
    ]);
    expect(speakers).toEqual(['Ann Lee', 'Bob']);
    expect(body).toEqual([
      '**Ann Lee:** Here are the numbers for the quarter. Revenue: up 5 percent this quarter.',
      '**Bob:** That is good news.',
      '**Ann Lee:** And the forecast. Forecast: 5 million next year.',
      '**Bob:** Where is the deck? Link: https://example.com/deck Thanks. When do we meet again?',
      '**Ann Lee:** 10:30: kickoff with the whole team.',
    ]);
  });

  it('L1: among speakers with full names, a one-word label of one line (`Highlights:`, `URL:`) is text', async () => {
    const { speakers, body } = await importLines('full-names', [
      'Ann Lee: Let me sum up.',
      'Highlights: We grew in every region.',
      'Bob Stone: Great.',
      'URL: The dashboard has the details.',
      'Ann Lee: Questions?',
      'Bob Stone: None.',
      'Speaker 3: One from me.',
    ]);
    expect(speakers).toEqual(['Ann Lee', 'Bob Stone', 'Speaker 3']);
    expect(body[0]).toBe('**Ann Lee:** Let me sum up. Highlights: We grew in every region.');
    expect(body[1]).toBe('**Bob Stone:** Great. URL: The dashboard has the details.');
  });

  it('L1: `Q:`/`A:` lines inside the turns of named speakers are text, but a file of Q/A lines keeps them as speakers', async () => {
    const named = await importLines('qa-named', [
      'Ann Lee: From the customer call:',
      'Q: When does it ship?',
      'A: In May.',
      'Q: And the price?',
      'A: Unchanged.',
      'Bob: Noted.',
      'Ann Lee: That was all.',
      'Bob: Thanks.',
    ]);
    expect(named.speakers).toEqual(['Ann Lee', 'Bob']);
    expect(named.body[0]).toBe(
      '**Ann Lee:** From the customer call: Q: When does it ship? A: In May. Q: And the price? A: Unchanged.',
    );
    const interview = await importLines('qa-only', [
      'Q: When does it ship?',
      'A: In May.',
      'Q: The price?',
      'A: Same.',
    ]);
    expect(interview.speakers).toEqual(['Q', 'A']);
  });

  it('L1: a person with a one-word name who speaks once among one-word names stays a speaker', async () => {
    const { speakers, body } = await importLines('once', [
      'Ann: Shall we start?',
      'Bob: Yes, go ahead.',
      'Ann: The release is on Friday.',
      'Carl: Thanks, I have to drop off.',
      'Bob: Bye Carl.',
      'Note: the demo moves to Monday.',
    ]);
    expect(speakers).toEqual(['Ann', 'Bob', 'Carl']);
    expect(body).toContain('**Carl:** Thanks, I have to drop off.');
    expect(body.at(-1)).toBe('**Bob:** Bye Carl. Note: the demo moves to Monday.');
  });
});
