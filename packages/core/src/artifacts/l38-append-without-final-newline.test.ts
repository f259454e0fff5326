/**
 * L38: appending to a file that does not end with a line break. The rule (docs/vault-format.md,
 * Appending), for both append primitives — `applyWrite` append (write_projectfile, write_summary,
 * write_context, add_dictation_word) and `appendToContext` (run records, the audit of external
 * writes, workflow-request and MCP session records):
 * 1. the appended text never joins the last line: a line break is added first, in the file's own
 *    ending (CRLF stays CRLF, no mixed endings), the BOM kept;
 * 2. a write tool's append keeps whether the file ended with a line break (the user's choice); a
 *    context-note record is a block of its own: one blank line above it, one line break after it;
 * 3. the bytes above are kept: the last line's trailing spaces (a Markdown line break) survive.
 * Before, `appendToContext` trimmed the body's end, dropping those spaces (3).
 * Real fs: a temp copy of the sample vault.
 * Spec: L38; docs/vault-format.md (Appending); docs/tools.md (Write modes).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyWrite } from '../lines/apply-write.js';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { appendToContext } from './append-to-context.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
  await mkdir(path.join(vault.root, 'Assistant'), { recursive: true });
});
afterEach(() => dir.cleanup());

/** True when the text mixes `\r\n` with bare `\n`. */
const mixed = (t: string) => t.includes('\r\n') && /(^|[^\r])\n/.test(t);

describe('L38: appending to a file without a final line break', () => {
  it('L38 applyWrite append (every write tool): never joins, own ending, BOM kept, final-break state kept', () => {
    const cases: [string, string, string][] = [
      ['a', 'x', 'a\nx'],
      ['a', 'x\n', 'a\nx'],
      ['a\n', 'x', 'a\nx\n'],
      ['a\r\nb', 'x\ny', 'a\r\nb\r\nx\r\ny'],
      ['a\r\nb\r\n', 'x', 'a\r\nb\r\nx\r\n'],
      ['\uFEFFa\r\nb', '- word\n', '\uFEFFa\r\nb\r\n- word'],
      ['notes  ', 'x', 'notes  \nx'],
    ];
    for (const [existing, content, want] of cases) {
      const got = applyWrite(existing, { kind: 'append' }, content).text;
      expect(got, JSON.stringify([existing, content])).toBe(want);
      expect(mixed(got)).toBe(false);
    }
  });

  for (const [name, eol, bom] of [
    ['LF', '\n', ''],
    ['CRLF', '\r\n', ''],
    ['CRLF with a BOM', '\r\n', '\uFEFF'],
  ] as const) {
    it(`L38 appendToContext (run records, audit) on a ${name} note whose last line has trailing spaces and no line break`, async () => {
      const rel = 'Assistant/L38 notes.md';
      const abs = path.join(vault.root, rel);
      const before = `${bom}---${eol}meeting: "[[Meetings/x]]"${eol}---${eol}# Notes${eol}Ask Ben about the casing  `;
      await writeFile(abs, before);
      await appendToContext(
        vault,
        rel,
        '## Run failed 2026-11-20 10:52 +01:00\n\nboom\n\n## External writes\n- none',
      );
      const after = await readFile(abs, 'utf8');
      expect(after).toBe(
        `${before}${eol}${eol}## Run failed 2026-11-20 10:52 +01:00${eol}${eol}boom${eol}${eol}## External writes${eol}- none${eol}`,
      );
      expect(mixed(after)).toBe(false);
      // A second record: one blank line between the blocks, nothing else changed.
      await appendToContext(vault, rel, '## Run cancelled 2026-11-20 11:00 +01:00');
      expect(await readFile(abs, 'utf8')).toBe(
        `${after}${eol}## Run cancelled 2026-11-20 11:00 +01:00${eol}`,
      );
    });
  }

  it('L38 appendToContext: trailing blank lines of the notes become the one blank line before the record', async () => {
    const rel = 'Assistant/L38 blank.md';
    const abs = path.join(vault.root, rel);
    await writeFile(abs, 'Notes  \r\n\r\n  \r\n');
    await appendToContext(vault, rel, '## Run 2026-11-20 10:52 +01:00: summary written');
    expect(await readFile(abs, 'utf8')).toBe(
      'Notes  \r\n\r\n## Run 2026-11-20 10:52 +01:00: summary written\r\n',
    );
  });
});
