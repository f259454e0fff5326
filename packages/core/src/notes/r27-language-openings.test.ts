/**
 * R27: gray-matter reads the opening line's rest as the frontmatter language, so `--- js`,
 * `---!js`, `--- javascript`, `---!coffee` open a frontmatter block there. Such a block is never
 * read as body: `parseNote` and `editFrontmatter` refuse it as an unsupported language (never
 * evaluated), `replaceBody` keeps it byte for byte, so no edit prepends a second block above the
 * user's keys; an unclosed one is refused as unclosed. `--- yaml` / `---!yaml` are read as YAML like `---yaml`.
 * A first line that is not `---` and one language word (`--- notes from the call ---`, `----`,
 * `---!`) is still body. Spec: docs/frontmatter.md; docs/hostile-cases.md B05; review R27.
 */
import { describe, expect, it } from 'vitest';
import { FrontmatterError } from '../errors/index.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';
import { replaceBody } from './replace-body.js';

function refused(fn: () => unknown, reason: string): void {
  let error: unknown;
  try {
    fn();
  } catch (e) {
    error = e;
  }
  expect(FrontmatterError.isInstance(error)).toBe(true);
  expect((error as FrontmatterError).reason).toBe(reason);
}

describe('R27: gray-matter language openings', () => {
  for (const opening of ['--- js', '---!js', '--- !js', '---\t javascript', '---! coffee', '--- JSON ']) {
    it(`${JSON.stringify(opening)}: refused by every parse and edit, never a second block`, () => {
      const text = `${opening}\ntitle: x\nstatus: ended\n---\nbody\n`;
      refused(() => parseNote(text), 'unsupported-language');
      refused(() => editFrontmatter(text, (doc) => doc.set('status', 'summarized')), 'unsupported-language');
      // replaceBody never parses a block: it keeps this one byte for byte (as for `---js`).
      expect(replaceBody(text, 'new\n')).toBe(`${opening}\ntitle: x\nstatus: ended\n---\nnew\n`);
      refused(() => parseNote(`${opening}\ntitle: x\n`), 'unclosed');
    });
  }

  for (const opening of ['--- yaml', '---!yaml', '--- YAML']) {
    it(`${JSON.stringify(opening)} is read as YAML and edited in place`, () => {
      const text = `${opening}\ntitle: x\n---\nbody\n`;
      expect(parseNote(text).frontmatter?.data).toEqual({ title: 'x' });
      expect(editFrontmatter(text, (doc) => doc.set('status', 'summarized'))).toBe(
        `${opening}\ntitle: x\nstatus: summarized\n---\nbody\n`,
      );
    });
  }

  for (const first of ['--- notes from the call ---', '----', '---!', '--- 2026 ---']) {
    it(`${JSON.stringify(first)} is not an opening: the note is body`, () => {
      const text = `${first}\nHallway chat.\n---\nmore\n`;
      expect(parseNote(text).frontmatter).toBeNull();
      expect(parseNote(text).body).toBe(text);
    });
  }
});

/**
 * R170: Hugo's TOML frontmatter (`+++` on line 1 and a later `+++` line) is a block of language
 * `toml`: refused by every parse and edit like `---toml`, kept byte for byte by `replaceBody`, so
 * no edit puts a YAML block above it. A `+++` line with no closing one is body.
 */
describe('R170: TOML "+++" frontmatter', () => {
  for (const eol of ['\n', '\r\n']) {
    it(`refused by every parse and edit (${JSON.stringify(eol)}), kept by replaceBody`, () => {
      const head = ['+++', 'title = "x"', 'status = "ended"', '+++ ', ''].join(eol);
      const text = `\uFEFF${head}body${eol}`;
      refused(() => parseNote(text), 'unsupported-language');
      refused(() => editFrontmatter(text, (doc) => doc.set('status', 'summarized')), 'unsupported-language');
      expect(replaceBody(text, `new${eol}`)).toBe(`\uFEFF${head}new${eol}`);
    });
  }

  it('a "+++" line without a closing one is body', () => {
    const text = '+++\nNot frontmatter.\n';
    expect(parseNote(text).frontmatter).toBeNull();
    expect(parseNote(text).body).toBe(text);
  });
});
