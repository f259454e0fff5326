import { describe, expect, it } from 'vitest';
import { safeNoteName } from '../names/safe-note-name.js';
import { checkRelativePath } from '../paths/check-relative-path.js';
import { readProjectMd, validateProjectMd } from '../vault/validate-project-md.js';
import { dropHiddenCharacters, firstHiddenCharacter, showHiddenCharacters } from './hidden-characters.js';

describe('hidden characters (review R12, R18, R29)', () => {
  it('finds, shows and drops ESC, a lone CR, bidi overrides and zero-width characters; CRLF, tabs and ZWJ are text', () => {
    expect(firstHiddenCharacter('a\r\nb\tc 👩\u200d💻')).toBeNull();
    expect(firstHiddenCharacter('ok\nRemote\u001b[31m')).toEqual({ code: 'U+001B', line: 2, column: 7 });
    expect(showHiddenCharacters('x\u001b]0;t\u0007\r y\u202e\r\n')).toBe('x\\x1b]0;t\\x07\\r y\\u202e\r\n');
    expect(dropHiddenCharacters('Remote\u001b[31m RED\u200b')).toBe('Remote[31m RED');
  });

  it('R18: a derived note name loses bidi overrides and zero-width characters; a tool path with one is refused', () => {
    expect(safeNoteName('Workflow change- Add a Risks section\u202e\u001b[31m')).toBe(
      'Workflow change- Add a Risks section 31m',
    );
    expect(safeNoteName('decisions\u200b')).toBe('decisions');
    expect(safeNoteName('Team 👩\u200d💻 sync')).toBe('Team 👩\u200d💻 sync');
    expect(() => checkRelativePath('decisions\u200b.md', 'path')).toThrow(/invisible zero-width character/);
    expect(checkRelativePath('notes/👩\u200d💻.md', 'path')).toEqual(['notes', '👩\u200d💻.md']);
  });

  it('R29: a PROJECT.md write with an escape or a bidi override in name or description is refused; reads drop them', () => {
    const md = (name: string, description: string) =>
      `---\nname: ${JSON.stringify(name)}\ndescription: ${JSON.stringify(description)}\n---\n`;
    expect(validateProjectMd(md('Remote\u001b[31m RED', 'ok'))).toEqual({
      ok: false,
      problem:
        'PROJECT.md frontmatter holds a hidden control character (U+001B); name and description may hold only visible text',
    });
    expect(validateProjectMd(md('Remote', 'ok\u202etxt.exe')).ok).toBe(false);
    expect(validateProjectMd(md('Remote', 'two\nlines'))).toEqual({ ok: true });
    expect(readProjectMd(md('Remote\u001b[31m RED', 'ok\u202etxt.exe'))).toEqual({
      name: 'Remote[31m RED',
      description: 'oktxt.exe',
    });
  });
});

describe('S14 follow-up: right-to-left and joined text is shown as written', () => {
  const hebrew = '\u05e9\u05dc\u05d5\u05dd\u200f (v2)'; // RLM after a Hebrew word, before Latin
  const arabic = '\u0627\u0644\u0639\u062f\u062f\u061c 3'; // ALM
  const persian = '\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645'; // ZWNJ inside a word
  const emoji = '\u{1f469}\u200d\u{1f4bb} \u{1f3f3}\ufe0f\u200d\u{1f308} \u{1f468}\u{1f3fd}\u200c\u{1f469}';
  it('lets LRM/RLM/ALM and ZWJ/ZWNJ between letters or emoji through', () => {
    for (const text of [hebrew, arabic, persian, emoji, 'Latin\u200e mark'])
      expect(showHiddenCharacters(text), text).toBe(text);
  });

  it('still writes out bidi embeddings, overrides and isolates, stray ZWNJ, ZWSP, word joiner, BOM and controls', () => {
    expect(
      showHiddenCharacters('a\u202ab\u202ec\u2066d\u2069 \u200cx y\u200c z\u200bw\u2060v\ufeff\u001b[2J'),
    ).toBe('a\\u202ab\\u202ec\\u2066d\\u2069 \\u200cx y\\u200c z\\u200bw\\u2060v\\ufeff\\x1b[2J');
  });

  it('strict (names, paths, refusals, approval diffs): every mark and joiner written out, so look-alikes show', () => {
    expect(showHiddenCharacters(hebrew, { strict: true })).toBe('\u05e9\u05dc\u05d5\u05dd\\u200f (v2)');
    expect(showHiddenCharacters(persian, { strict: true })).toContain('\\u200c');
  });
});
