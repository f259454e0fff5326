/**
 * Leftovers L227 (newcomer session 33 N4): for a meeting whose name holds `#`, `[`, `]`, `^` or `|`, the
 * summary's and the assistant context note's `meeting:`/`transcript:` properties are Markdown links (no
 * wikilink can name such a file: core `formatLink`). Obsidian reads only `[[wikilinks]]` in properties
 * (help, Properties: "Internal links use the [[Link]] syntax"; Markdown there is not rendered;
 * symunona/obsidian-bulk-exporter#5), so the user saw raw text and the meeting got no backlink. Now both
 * notes repeat those links on a body line (`Links: Meeting note: [..](..) · Transcript: [..](..)`), which
 * Obsidian follows and counts as a backlink; the meeting note's links back (`summary:`, `context:`) are
 * wikilinks, the product's notes having safe names. Names with each character, in NFD and in another case
 * than the link; offline engine, real runs on a temp copy of the sample vault.
 * Spec: docs/contracts.md, Links written; newcomer session 33 N4.
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseLink, parseNote } from '@ma/core';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, functionalName, type Harness, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** The file a link names, as the vault has it (`null`: none), compared byte for byte with readdir. */
async function fileOf(link: string): Promise<string | null> {
  const parsed = parseLink(link);
  const target = parsed.form === 'wikilink' ? `${parsed.target}.md` : parsed.target;
  const dir = path.posix.dirname(target);
  const names = await readdir(path.join(h?.root ?? '', dir)).catch(() => [] as string[]);
  return names.includes(path.posix.basename(target)) ? target : null;
}

/** The body links line of a note text, or null. */
function linksLine(text: string): string | null {
  return /^Links: .*$/m.exec(parseNote(text).body)?.[0] ?? null;
}

/** A stored Markdown link as the body line shows it: `#` and `^` of its text escaped (no tag, no block id). */
function shown(link: string): string {
  const m = /^\[(.*)\](\(.*\))$/.exec(link) as RegExpExecArray;
  return `[${(m[1] as string).replace(/([#^])/g, '\\$1')}]${m[2]}`;
}

/** The Markdown links `[…](…)` of a line. */
function markdownLinks(line: string): string[] {
  return (line.match(/\[(?:\\.|[^\]])*\]\([^)]*\)/g) ?? []).map((l) => l.replace(/\\([#^])/g, '$1'));
}

/** The link properties of the product's notes, as the tests read them. */
interface Links {
  meeting: string;
  transcript: string;
  context: string;
  summary: string;
}

const CASES: Array<[string, string]> = [
  ['#', '2026-03-10 Sprint #3 design'],
  ['[ and ]', '2026-03-10 Design [draft]'],
  ['^', '2026-03-10 Design ^v2'],
  ['|', '2026-03-10 Design | follow-up'],
  ['# in NFD', '2026-03-10 Café #3 design'.normalize('NFD')],
];

/** Renames the sample meeting (note and transcript) to `name`; the meeting note names its transcript in `link`'s case. */
async function renameMeeting(name: string, transcriptName = name): Promise<string> {
  const root = h?.root ?? '';
  await rename(path.join(root, FUNCTIONAL), path.join(root, `Meetings/${name}.md`));
  await rename(
    path.join(root, `Transcripts/${functionalName}.md`),
    path.join(root, `Transcripts/${transcriptName}.md`),
  );
  const note = path.join(root, `Meetings/${name}.md`);
  const text = await readFile(note, 'utf8');
  // The transcript by its default place (no link): the product finds it and writes the link.
  await writeFile(note, text.replace(/^transcript:.*\n/m, ''));
  return `Meetings/${name}.md`;
}

describe('L227: links Obsidian can follow for meetings whose names hold # [ ] ^ |', () => {
  it.each(CASES)(
    '%s: summary and context note carry the Markdown links on a body line; the meeting note links back with wikilinks',
    async (_what, name) => {
      h = await startHarness([], { model: null });
      const meeting = await renameMeeting(name);
      const run = await summarizeMeeting({ vault: h.vault, meeting, env: {} });

      const summary = await h.read(run.summaryPath);
      const fm = parseNote(summary).frontmatter?.data as unknown as Links;
      // The properties stay (the product's readers and plugins read them), as Markdown links that resolve.
      expect(parseLink(fm.meeting).form).toBe('markdown');
      expect(await fileOf(fm.meeting)).toBe(meeting);
      expect(await fileOf(fm.transcript)).toBe(`Transcripts/${name}.md`);
      // …and the body repeats them, where Obsidian follows them (a backlink from the summary).
      const line = linksLine(summary);
      expect(line).toBe(`Links: Meeting note: ${shown(fm.meeting)} · Transcript: ${shown(fm.transcript)}`);
      expect(
        parseNote(summary)
          .body.trimEnd()
          .endsWith(line as string),
      ).toBe(true);
      for (const link of markdownLinks(line as string)) expect(await fileOf(link)).not.toBeNull();

      // The context note: the same links, on its first body line (run records are appended below).
      const contextPath = parseLink(fm.context).target;
      expect(parseLink(fm.context).form).toBe('wikilink');
      const context = await h.read(`${contextPath}.md`);
      const cfm = parseNote(context).frontmatter?.data as unknown as Links;
      expect(parseNote(context).body.split('\n')[0]).toBe(
        `Links: Meeting note: ${shown(cfm.meeting)} · Transcript: ${shown(cfm.transcript)}`,
      );
      expect(await fileOf(cfm.meeting)).toBe(meeting);

      // The meeting note's links back are wikilinks to existing notes (safe names), shown as links in Properties.
      const mfm = parseNote(await h.read(meeting)).frontmatter?.data as unknown as Links;
      for (const key of ['summary', 'context'] as const) {
        expect(parseLink(mfm[key]).form, key).toBe('wikilink');
        expect(await fileOf(mfm[key]), key).not.toBeNull();
      }

      // A second run: the line is there once, in both notes.
      await summarizeMeeting({ vault: h.vault, meeting, env: {}, force: true });
      for (const rel of [run.summaryPath, `${contextPath}.md`])
        expect((await h.read(rel)).match(/^Links: /gm)?.length, rel).toBe(1);
    },
    120_000,
  );

  it('a transcript named in another case than the meeting (found case-insensitively): the body link names the file as on disk', async () => {
    h = await startHarness([], { model: null });
    const name = '2026-03-10 Sprint #3 Design';
    const onDisk = '2026-03-10 sprint #3 design';
    const meeting = await renameMeeting(name, onDisk);
    const run = await summarizeMeeting({ vault: h.vault, meeting, env: {} });
    const summary = await h.read(run.summaryPath);
    const fm = parseNote(summary).frontmatter?.data as unknown as Links;
    expect(await fileOf(fm.transcript)).toBe(`Transcripts/${onDisk}.md`);
    expect(linksLine(summary)).toContain(`Transcript: ${shown(fm.transcript)}`);
  }, 120_000);

  it('a meeting whose names need no Markdown link: no body line (wikilinks only)', async () => {
    h = await startHarness([], { model: null });
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const summary = await h.read(run.summaryPath);
    expect(linksLine(summary)).toBeNull();
    expect(linksLine(await h.read(`Assistant/${functionalName}.md`))).toBeNull();
  }, 120_000);
});
