/**
 * review11 X2: a note saved on Windows (CRLF) matches an end-anchored pattern as the same note with
 * LF line breaks does: every anchor form, every line-ending form, the same lines and previews.
 * Real ripgrep on a temp copy of the sample vault.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSampleVault } from '../test-support/open-sample-vault.js';
import type { TempDir } from '../test-support/temp-vault.js';
import type { Vault } from '../vault/vault.js';
import { lineEndAnchors } from './line-end-anchors.js';
import { searchVault } from './search-vault.js';

let vault: Vault;
let dir: TempDir;
beforeEach(async () => {
  ({ vault, dir } = await openSampleVault());
});
afterEach(async () => {
  await dir.cleanup();
});

const LINES = ['alpha NEEDLE3', 'beta', 'gamma x', '', 'end'];
/** The same five lines with each line-ending form (the last without a final break too). */
const FORMS: Record<string, string> = {
  lf: `${LINES.join('\n')}\n`,
  crlf: `${LINES.join('\r\n')}\r\n`,
  bomCrlf: `\uFEFF${LINES.join('\r\n')}\r\n`,
  crlfNoFinalBreak: LINES.join('\r\n'),
  mixed: `${LINES.slice(0, 2).join('\r\n')}\r\n${LINES.slice(2).join('\n')}\n`,
};

async function writeForms(): Promise<void> {
  await mkdir(path.join(vault.root, 'Notes'), { recursive: true });
  for (const [name, text] of Object.entries(FORMS))
    await writeFile(path.join(vault.root, `Notes/${name}.md`), text);
}

/** Line numbers matched in each form's file. */
async function linesPerForm(pattern: string): Promise<Record<string, number[]>> {
  const { matches, warnings } = await searchVault(vault, { pattern, paths: ['Notes'] });
  expect(warnings).toEqual([]);
  const out: Record<string, number[]> = {};
  for (const name of Object.keys(FORMS)) out[name] = [];
  for (const m of matches) {
    out[path.basename(m.path, '.md')]?.push(m.line);
    // The text shown never carries the line break.
    expect(m.text).not.toMatch(/[\r\n]/);
  }
  return out;
}

describe('X2: search matches end anchors in CRLF notes as in LF ones', () => {
  const cases: [string, number[]][] = [
    ['NEEDLE3$', [1]],
    ['beta$', [2]],
    ['^beta$', [2]],
    ['^$', [4]],
    ['x$', [3]],
    ['^end$', [5]],
    ['(?m)beta$', [2]],
    ['NEEDLE3\\z', [1]],
    ['(?-m)beta$', [2]],
    ['(?i-m:BETA$)', [2]],
    ['(?i-ms)Beta$', [2]],
    ['\\bbeta\\b$', [2]],
    ['beta\\s*$', [2]],
    ['a$', [2]],
    ['beta.', []],
    ['[^a]$', [1, 3, 5]],
    ['^(?:alpha|gamma) \\w+$', [1, 3]],
  ];
  for (const [pattern, lines] of cases) {
    it(`X2: ${pattern} matches lines ${lines.join(', ') || 'none'} in every line-ending form`, async () => {
      await writeForms();
      const got = await linesPerForm(pattern);
      for (const name of Object.keys(FORMS)) expect(got[name], `${name}: ${pattern}`).toEqual(lines);
    });
  }

  it('X2: a match at the end of a long CRLF line is shown around the match, as in LF', async () => {
    const long = `${'w '.repeat(4000)}NEEDLE9`;
    await mkdir(path.join(vault.root, 'Notes'), { recursive: true });
    await writeFile(path.join(vault.root, 'Notes/long-crlf.md'), `first\r\n${long}\r\nlast\r\n`);
    await writeFile(path.join(vault.root, 'Notes/long-lf.md'), `first\n${long}\nlast\n`);
    const { matches } = await searchVault(vault, { pattern: 'NEEDLE9$', paths: ['Notes'], maxLineChars: 80 });
    expect(matches.map((m) => [m.path, m.line])).toEqual([
      ['Notes/long-crlf.md', 2],
      ['Notes/long-lf.md', 2],
    ]);
    for (const m of matches) expect(m.text).toMatch(/^….*NEEDLE9$/);
    expect(matches[0]?.text).toBe(matches[1]?.text);
  });

  it('X2: escapes and character classes are kept; only end-of-text anchors change', () => {
    expect(lineEndAnchors('a\\\\z')).toBe('a\\\\z');
    expect(lineEndAnchors('[\\z]')).toBe('[\\z]');
    expect(lineEndAnchors('[]\\z]x\\z')).toBe('[]\\z]x(?m:$)');
    expect(lineEndAnchors('[^]](?-m)$')).toBe('[^]](?m)$');
    expect(lineEndAnchors('(?s-im:x$)')).toBe('(?sm-i:x$)');
    expect(lineEndAnchors('(?:a)(?P<n>b)(?i)c')).toBe('(?:a)(?P<n>b)(?i)c');
  });
});
