import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, openVault, readMeeting, type Vault } from '@ma/core';
import { copySampleVault, promisesWhileReading } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTranscriptStream } from '../src/lifecycle/transcript-stream.js';
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

/** The body lines of the FUNCTIONAL meeting's transcript as streamed, and the promises made meanwhile. */
async function streamed(): Promise<{ lines: string[]; promises: number; bodyStartLine: number }> {
  const stream = await openTranscriptStream(vault, await readMeeting(vault, FUNCTIONAL));
  if (stream === null) throw new Error('no transcript');
  const { items: lines, promises } = await promisesWhileReading(stream.lines);
  return { lines, promises, bodyStartLine: stream.bodyStartLine };
}

describe('P205: the transcript body streamed to the engine is the file iterator’s own lines (issue 13)', () => {
  it('gives every body line once, in order, after the frontmatter, with no generator of its own per line', async () => {
    const text = await readFile(transcriptAbs, 'utf8');
    const head = text.split('\n').slice(0, text.split('\n').indexOf('---', 1) + 1);
    const body = Array.from(
      { length: 6000 },
      (_, i) => `[00:${String(i % 60).padStart(2, '0')}:00] **Anna:** point ${i}.`,
    );
    await writeFile(transcriptAbs, `${[...head, ...body].join('\n')}\n`);
    const { lines, promises, bodyStartLine } = await streamed();
    expect(bodyStartLine).toBe(head.length + 1);
    expect(lines).toEqual(body);
    // Node 22: about 4 a line read through core's streamLines alone; a generator around it made 4 more (8.0 a line).
    expect(promises / lines.length).toBeLessThan(5);
  });

  it('replays the lines read ahead when a frontmatter opener is not one, and a file of frontmatter only gives none', async () => {
    await writeFile(transcriptAbs, '---not frontmatter\n[00:00:01] **Anna:** one.\n[00:00:02] **Ben:** two.');
    expect((await streamed()).lines).toEqual([
      '---not frontmatter',
      '[00:00:01] **Anna:** one.',
      '[00:00:02] **Ben:** two.',
    ]);
    await writeFile(transcriptAbs, '---\nlanguage: en\n---\n');
    expect((await streamed()).lines).toEqual([]);
  });

  it('ends the file’s iterator when the reader stops early', async () => {
    await writeFile(
      transcriptAbs,
      '[00:00:01] **Anna:** one.\n[00:00:02] **Ben:** two.\n[00:00:03] **Ann:** three.\n',
    );
    const stream = await openTranscriptStream(vault, await readMeeting(vault, FUNCTIONAL));
    const it = stream!.lines[Symbol.asyncIterator]();
    expect((await it.next()).value).toBe('[00:00:01] **Anna:** one.');
    await it.return?.();
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });
});

/**
 * review V175: the frontmatter is looked for in the first 5,000 lines (MAX_FRONTMATTER_LINES). A closing `---` at
 * line 5,000 exactly stayed the line "read after" the head and was handed on as the body's first line too (the
 * engine got it twice); every line must come once, in order.
 */
describe('V175: a frontmatter block the reader stops looking in at 5,000 lines', () => {
  const speech = (n: number) =>
    Array.from({ length: n }, (_, i) => `[00:${String(i % 60).padStart(2, '0')}:00] **Anna:** point ${i}.`);

  it('a closing "---" at line 5,000 exactly: every body line once, after it', async () => {
    const head = ['---', ...Array.from({ length: 4998 }, (_, i) => `k${i}: v`), '---'];
    const body = speech(20);
    await writeFile(transcriptAbs, `${[...head, ...body].join('\n')}\n`);
    const { lines, bodyStartLine } = await streamed();
    expect(lines).toEqual([...head, ...body].slice(bodyStartLine - 1));
  });

  it('a "---" first line and no closing one in 5,000 lines: every line once, from line 1', async () => {
    const all = ['---', ...speech(6000)];
    await writeFile(transcriptAbs, `${all.join('\n')}\n`);
    const { lines, bodyStartLine } = await streamed();
    expect(bodyStartLine).toBe(1);
    expect(lines).toEqual(all);
  });
});

/**
 * review V176: a transcript whose frontmatter is not valid YAML is refused (FrontmatterError naming it) after its
 * first lines were read: the file was left open (its stream suspended, closed only when collected), so on Windows
 * a sync client or the user could not rename or replace it meanwhile. It is closed before the error is thrown.
 */
describe('V176: a transcript refused for its frontmatter is closed', () => {
  /** Whether this process holds `abs` open (Linux: /proc/self/fd). */
  const isOpen = async (abs: string) => {
    const { readdir, readlink } = await import('node:fs/promises');
    const fds = await readdir('/proc/self/fd');
    const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')));
    return targets.includes(abs);
  };

  it('the YAML error is thrown and the file is no longer open', async () => {
    // Many lines after the frontmatter, so the stream is suspended with its file open when the error comes.
    const body = Array.from({ length: 20000 }, (_, i) => `[00:00:01] **Anna:** line ${i}.`);
    await writeFile(transcriptAbs, `---\nlanguage: [en\n---\n${body.join('\n')}\n`);
    const { realpath } = await import('node:fs/promises');
    const real = await realpath(transcriptAbs);
    await expect(openTranscriptStream(vault, await readMeeting(vault, FUNCTIONAL))).rejects.toThrow(
      /Transcripts\//,
    );
    await vi.waitFor(async () => expect(await isOpen(real)).toBe(false), { timeout: 25_000 });
  });
});
