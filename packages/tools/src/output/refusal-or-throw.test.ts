import {
  AmbiguousError,
  ConfigError,
  FrontmatterError,
  LockedError,
  NotFoundError,
  PathSafetyError,
  SearchError,
  WriteModeError,
} from '@ma/core';
import { describe, expect, it } from 'vitest';
import { isRefusal, refuse, ToolRefusal } from './refusal.js';
import { refusalOrThrow } from './refusal-or-throw.js';

describe('refusalOrThrow', () => {
  it('U1: a trash folder that is no real folder is refused with its own message and no path advice', () => {
    const message =
      "folders.trash: the vault's trash folder .trash is a symlink to /elsewhere, outside the vault; Meeting Assistant moves files to the trash only inside the vault and never through a link, so nothing was moved or written: replace the link .trash with a real folder of that name, or set folders.trash in meeting-assistant.json to a real folder inside the vault";
    const text = refusalOrThrow(new PathSafetyError('symlink-escape', 'folders.trash', '.trash', message));
    expect(text).toBe(
      `refused: ${message}; no path argument can fix this: tell the user; the file is unchanged`,
    );
    expect(text).not.toContain('plain relative path');
  });

  it("maps each of core's typed errors to a one-line refusal", () => {
    const cases: [unknown, RegExp][] = [
      [
        new PathSafetyError('escape', 'path', '../x', 'path: path must not contain ".." ("../x")'),
        /^refused: path: path must not contain "\.\." \("\.\.\/x"\); use a plain relative path/,
      ],
      [new WriteModeError('ambiguous'), /^refused: ambiguous write mode/],
      [new WriteModeError('incomplete-range'), /^refused: from and to must be given together/],
      [
        new WriteModeError('out-of-range', 1),
        /^refused: line range outside the file \(it has 1 line\); from\/to must lie within 1–1; insert within 1–2$/,
      ],
      [new NotFoundError('file', 'Projects/x/a.md'), /^refused: file not found: Projects\/x\/a\.md; /],
      [
        new AmbiguousError('kickoff', ['a.md', 'b.md']),
        /^refused: "kickoff" is ambiguous; candidates: a\.md, b\.md$/,
      ],
      [
        new FrontmatterError('unsupported-language', 'Meetings/x.md'),
        /^refused: Meetings\/x\.md has frontmatter that cannot be edited \(unsupported-language\)/,
      ],
      [new LockedError('Meetings/x.md'), /^refused: Meetings\/x\.md is locked by another program/],
      [
        new SearchError('bad-pattern', 'regex parse error: unclosed group'),
        /^refused: invalid search pattern: regex parse error: unclosed group; /,
      ],
      [
        new SearchError('unavailable', 'search unavailable: ripgrep binary not found at /x'),
        /^refused: search unavailable: ripgrep binary not found at \/x; use list_projectfiles/,
      ],
    ];
    for (const [error, expected] of cases) {
      const out = refusalOrThrow(error);
      expect(out).toMatch(expected);
      expect(isRefusal(out)).toBe(true);
      expect(out).not.toContain('\n');
    }
  });

  it('passes tool refusals through', () => {
    let caught: unknown;
    try {
      refuse('project "x" is not bound to this meeting', 'bound: y');
    } catch (error) {
      caught = error;
    }
    expect(ToolRefusal.isInstance(caught)).toBe(true);
    expect(refusalOrThrow(caught)).toBe('refused: project "x" is not bound to this meeting; bound: y');
  });

  it('rethrows unknown errors and ConfigError unchanged (bugs, I/O, setup)', () => {
    const io = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    expect(() => refusalOrThrow(io)).toThrow(io);
    const config = new ConfigError('limits.readChars', 'a whole number', '"x"');
    expect(() => refusalOrThrow(config)).toThrow(config);
    expect(() => refusalOrThrow('a string')).toThrow();
  });

  it('does not match on messages: a plain Error saying "refused" is still rethrown', () => {
    expect(() => refusalOrThrow(new Error('refused: fake'))).toThrow('refused: fake');
  });
});
