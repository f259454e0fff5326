/**
 * Seed 003 (meeting-summary delta): "The summary agent SHALL be able to read and write the
 * assistant context body as its own notebook using append-by-default, explicit whole-body
 * replacement, replace, and insert line modes", with the frontmatter preserved byte for byte in
 * every mode (also a CRLF note with a BOM, as users' editors on Windows save it). Real files in a
 * temp copy of the sample vault.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const CONTEXT = 'Assistant/2026-03-10 Remote control functional design.md';
const FRONT =
  '---\nmeeting: "[[Meetings/2026-03-10 Remote control functional design]]"\nowner: me # kept\n---\n';

async function plant(text: string): Promise<void> {
  await mkdir(path.join(t.root, 'Assistant'), { recursive: true });
  await writeFile(path.join(t.root, CONTEXT), text);
}
const read = () => readFile(path.join(t.root, CONTEXT), 'utf8');

describe('seed 003: the context notebook in every write mode', () => {
  for (const eol of ['\n', '\r\n']) {
    const label = eol === '\n' ? 'LF' : 'CRLF + BOM';
    const bom = eol === '\n' ? '' : '\uFEFF';
    const crlf = (s: string) => s.replaceAll('\n', eol);

    it(`seed 003: append, insert, replace a range and replace the body keep the frontmatter (${label})`, async () => {
      t = await sampleSession(MEETINGS.functional);
      await plant(`${bom}${crlf(`${FRONT}# Notebook\n- one\n- three\n`)}`);

      expect(await runTool(t.session, 'write_context', { content: '- four' })).toBe(
        `appended 1 line to ${CONTEXT} body (now 4 lines)`,
      );
      expect(await read()).toBe(`${bom}${crlf(`${FRONT}# Notebook\n- one\n- three\n- four\n`)}`);

      expect(await runTool(t.session, 'write_context', { content: '- two', insert: 3 })).toBe(
        `inserted 1 line before line 3 in ${CONTEXT} body (now 5 lines)`,
      );
      expect(await read()).toBe(`${bom}${crlf(`${FRONT}# Notebook\n- one\n- two\n- three\n- four\n`)}`);

      expect(await runTool(t.session, 'write_context', { content: '- 3\n- 4', from: 4, to: 5 })).toBe(
        `replaced lines 4–5 with 2 lines in ${CONTEXT} body (now 5 lines)`,
      );
      expect(await read()).toBe(`${bom}${crlf(`${FRONT}# Notebook\n- one\n- two\n- 3\n- 4\n`)}`);

      expect(await runTool(t.session, 'write_context', { content: '# Fresh\n', replace_file: true })).toBe(
        `replaced the whole file (1 line) in ${CONTEXT} body (now 1 line)`,
      );
      expect(await read()).toBe(`${bom}${crlf(`${FRONT}# Fresh\n`)}`);

      // The notebook reads back with body line numbers.
      expect(await runTool(t.session, 'read_context', { from: 1, to: 1 })).toBe(
        `${CONTEXT} (body) · lines 1–1 of 1\n1│# Fresh`,
      );
      // Its own artifact: none of these is an external write.
      expect(t.session.audit.entries).toEqual([]);
    });
  }
});
