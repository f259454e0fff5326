import { describe, expect, it } from 'vitest';
import { FrontmatterError, type FrontmatterReason, withNotePath } from './frontmatter-error.js';

const REASONS: FrontmatterReason[] = [
  'unsupported-language',
  'not-a-mapping',
  'invalid-yaml',
  'too-large',
  'too-many-aliases',
  'too-deep',
];

describe('FrontmatterError', () => {
  it('starts every reason’s message with the path when it is known', () => {
    for (const reason of REASONS) {
      const bare = new FrontmatterError(reason, undefined, 3);
      expect(bare.message.startsWith('Meetings/x.md')).toBe(false);
      const named = bare.withPath('Meetings/x.md');
      expect(named.message, reason).toBe(`Meetings/x.md: ${bare.message}`);
      expect(named).toMatchObject({ reason, path: 'Meetings/x.md', line: 3 });
    }
    expect(new FrontmatterError('too-many-aliases', 'Meetings/x.md', 3).message).toBe(
      'Meetings/x.md: frontmatter rejected: too many YAML aliases (line 3)',
    );
  });

  it('withNotePath names unnamed frontmatter errors only', () => {
    expect(() =>
      withNotePath('A.md', () => {
        throw new FrontmatterError('too-deep', undefined, 2);
      }),
    ).toThrow('A.md: frontmatter rejected: nested too deeply (line 2)');
    expect(() =>
      withNotePath('A.md', () => {
        throw new FrontmatterError('too-deep', 'B.md', 2);
      }),
    ).toThrow(/^B\.md: /);
    expect(() =>
      withNotePath('A.md', () => {
        throw new Error('io');
      }),
    ).toThrow(/^io$/);
    expect(withNotePath('A.md', () => 5)).toBe(5);
  });
});
