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
