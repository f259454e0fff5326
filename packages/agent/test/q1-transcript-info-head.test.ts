import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  FrontmatterError,
  loadConfig,
  openVault,
  parseNote,
  readLines,
  readMeeting,
  type Vault,
} from '@ma/core';
import { copySampleVault } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readTranscriptInfo } from '../src/lifecycle/transcript-info.js';
import { FUNCTIONAL } from './harness.js';

let copy: Awaited<ReturnType<typeof copySampleVault>>;
let vault: Vault;
let transcriptAbs: string;
beforeEach(async () => {
  copy = await copySampleVault();
  vault = await openVault(copy.root, await loadConfig({ vault: copy.root }));
  const meeting = await readMeeting(vault, FUNCTIONAL);
  transcriptAbs = path.join(copy.root, meeting.links.transcript as string);
});
afterEach(() => copy.cleanup());

/** 30,000 spoken lines (about 1.9 MB: over the 1 MiB from which the head is read), joined by `eol`. */
const spoken = (eol: string) =>
  Array.from(
    { length: 30_000 },
    (_, i) => `[00:${String(i % 60).padStart(2, '0')}:00] **Anna:** point ${i}, décidé.`,
  ).join(eol);

/** What the whole read gives (the behaviour before Q1): lines, body start, body, language. */
async function whole() {
  const { lines, total } = await readLines(transcriptAbs, {});
  const note = parseNote(lines.join('\n'));
  const language = note.frontmatter?.data.language;
  return {
    lines: total,
    bodyStartLine: note.bodyStartLine,
    body: note.body,
    language: typeof language === 'string' ? language : null,
  };
}

async function info() {
  const got = await readTranscriptInfo(vault, await readMeeting(vault, FUNCTIONAL));
  if (!got) throw new Error('no transcript');
  return {
    lines: got.lines,
    bodyStartLine: got.bodyStartLine,
    body: await got.body(),
    language: got.language,
  };
}

describe('Q1 (issue #13): a big transcript is not read whole to open a session', () => {
  it('Q1: line count, body start, language and body are those of a whole read (LF, CRLF + BOM, no final break)', async () => {
    const fm =
      '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\nlanguage: fr\n---\n';
    for (const text of [
      `${fm}${spoken('\n')}\n`,
      `\uFEFF${fm.replaceAll('\n', '\r\n')}${spoken('\r\n')}\r\n`,
      `${fm}${spoken('\n')}`,
      spoken('\n'),
    ]) {
      await writeFile(transcriptAbs, text);
      expect(await info()).toEqual(await whole());
    }
  });

  it('Q1: a frontmatter longer than the head read, and a broken one, give what the whole read gives', async () => {
    const keys = Array.from({ length: 700 }, (_, i) => `k${i}: ${i}`).join('\n');
    await writeFile(transcriptAbs, `---\nlanguage: de\n${keys}\n---\n${spoken('\n')}\n`);
    const long = await info();
    expect(long).toEqual(await whole());
    expect(long.bodyStartLine).toBe(704);
    await writeFile(transcriptAbs, `---\nlanguage: de\n${spoken('\n')}\n`); // never closed
    const error = await readTranscriptInfo(vault, await readMeeting(vault, FUNCTIONAL)).catch(
      (e: unknown) => e,
    );
    expect(FrontmatterError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).toContain('Transcripts/');
  });

  it('Q1: an edit by another program between two reads is seen (line count and body)', async () => {
    await writeFile(transcriptAbs, `${spoken('\n')}\n`);
    expect((await info()).lines).toBe(30_000);
    await writeFile(transcriptAbs, `${spoken('\n')}\nlast line added\n`);
    const after = await info();
    expect(after.lines).toBe(30_001);
    expect(after.body.endsWith('last line added')).toBe(true);
    expect(await readFile(transcriptAbs, 'utf8')).toContain('last line added');
  });
});
