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
import { FrontmatterError, frontmatterFix } from '../errors/index.js';
import { editFrontmatter } from './edit-frontmatter.js';
import { parseNote } from './parse-note.js';
import { replaceBody } from './replace-body.js';
import { tomlBlockBelowYaml } from './split-frontmatter.js';

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

  it('V281: Hexo\'s JSON ";;;" frontmatter is refused the same way (LF, CRLF, BOM), kept by replaceBody', () => {
    for (const eol of ['\n', '\r\n']) {
      const head = [';;;', '"title": "x",', '"status": "ended"', ';;; ', ''].join(eol);
      const text = `\uFEFF${head}body${eol}`;
      refused(() => parseNote(text), 'unsupported-language');
      refused(() => editFrontmatter(text, (doc) => doc.set('status', 'summarized')), 'unsupported-language');
      expect(replaceBody(text, `new${eol}`)).toBe(`\uFEFF${head}new${eol}`);
    }
    const lone = ';;;\nNot frontmatter.\n';
    expect(parseNote(lone).body).toBe(lone);
  });

  it('a "+++" line without a closing one is body', () => {
    const text = '+++\nNot frontmatter.\n';
    expect(parseNote(text).frontmatter).toBeNull();
    expect(parseNote(text).body).toBe(text);
  });
});

/**
 * L338: the refusal of a TOML note said to fix the YAML "between the --- lines" (it has none);
 * `frontmatterFix` says to convert it. A note summarised before R170 holds a YAML block written above
 * its TOML one: `tomlBlockBelowYaml` finds the `+++` line (LF, CRLF, BOM, blank lines between).
 */
describe('L338: what to do about a TOML note, and a YAML block above a TOML one', () => {
  it('the fix of a TOML refusal says convert to YAML, of another language rewrite, else the YAML fix', () => {
    const fixOf = (text: string): string => {
      try {
        parseNote(text);
      } catch (e) {
        if (FrontmatterError.isInstance(e)) return frontmatterFix(e);
      }
      throw new Error('not refused');
    };
    const toml = fixOf('+++\ntitle = "x"\n+++\nbody\n');
    expect(toml).toMatch(/TOML .*convert it to YAML between --- lines/);
    expect(toml).not.toContain('fix the YAML');
    expect(fixOf('---toml\ntitle = "x"\n---\n')).toBe(toml);
    expect(fixOf('--- js\ntitle: x\n---\n')).toBe('rewrite that block as YAML between plain --- lines');
    expect(fixOf('---\ntitle: [x\n---\n')).toContain('fix the YAML frontmatter at the top of that note');
  });

  for (const eol of ['\n', '\r\n']) {
    it(`finds the +++ block below the YAML block (${JSON.stringify(eol)})`, () => {
      const yaml = ['---', 'status: summarized', '---'].join(eol);
      const toml = ['+++', 'title = "x"', '+++', 'body', ''].join(eol);
      expect(tomlBlockBelowYaml(`\uFEFF${yaml}${eol}${toml}`)).toBe(4);
      expect(tomlBlockBelowYaml(`${yaml}${eol}${eol}  ${eol}${toml}`)).toBe(6);
    });
  }

  it('none for a lone TOML block, an unclosed +++, a +++ later in the body, no YAML block', () => {
    expect(tomlBlockBelowYaml('+++\ntitle = "x"\n+++\nbody\n')).toBeNull();
    expect(tomlBlockBelowYaml('---\na: 1\n---\n+++\nnot closed\n')).toBeNull();
    expect(tomlBlockBelowYaml('---\na: 1\n---\ntext\n+++\nb = 1\n+++\n')).toBeNull();
    expect(tomlBlockBelowYaml('body\n+++\nb = 1\n+++\n')).toBeNull();
  });
});
