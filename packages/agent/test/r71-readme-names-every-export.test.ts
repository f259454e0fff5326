/**
 * R71 (reviewB): the README's API section names every runtime export of `@ma/agent`. It said
 * "That is the whole API … transport pieces, prompt builders and coverage helpers are internal"
 * while the package exported 26 more names (readCappedBody, ReplyReadError, loadBasePrompt,
 * recordCrashedRun, resolveContextWindow, readRetryAfter, …): a host reading the README could not
 * know they were there, nor that they are public. Reads the real README and the real module.
 * Spec: docs/contributing.md (every export documented); docs/packages.md.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as agent from '../src/index.js';

describe('R71: the README names every export', () => {
  it('R71: every runtime export of the package is named in README.md, in backquotes', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const named = (name: string) => new RegExp('`' + name + '\\b[^`]*`').test(readme);
    const missing = Object.keys(agent).filter((name) => !named(name));
    expect(missing).toEqual([]);
    expect(readme).not.toContain('That is the whole API');
  });
});
