/**
 * T55: a plain JavaScript host (no types) that passes a request with a wrong field — a number as
 * `title`, no `body`, `timeoutMs: NaN` — got `unavailable` with "text.normalize is not a function"
 * (or, for NaN, an immediate `timeout` after a request note had been written). Now the prompt says
 * which field is wrong and what it must be, asks nobody and writes nothing. Real vault-note
 * adapter on a temp folder.
 * Spec: review T55; packages/notifier/README.md (API: request never rejects; unavailable).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApprovalPrompt, vaultNoteAdapter } from '../src/index.js';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

const good = { id: 'deploy-42', title: 'Deploy build 42?', body: 'All checks passed.', timeoutMs: 60_000 };

describe('T55: a request with a wrong field is refused, naming it', () => {
  it.each([
    [{ title: 42 }, '"title" must be a string (got 42)'],
    [{ body: undefined }, '"body" must be a string (got nothing)'],
    [{ id: '' }, '"id" must be a non-empty string (got "")'],
    [{ timeoutMs: Number.NaN }, '"timeoutMs" must be a number of milliseconds (got NaN)'],
    [{ timeoutMs: '600000' }, '"timeoutMs" must be a number of milliseconds (got "600000")'],
    [{ fields: { project: 7 } }, '"fields" must be an object of strings (got an object)'],
    [{ signal: 'stop' }, '"signal" must be an AbortSignal (got "stop")'],
  ])('T55: %j: unavailable, said, no note written', async (change, message) => {
    dir = await mkdtemp(path.join(tmpdir(), 'ma-t55-'));
    const said: string[] = [];
    const prompt = createApprovalPrompt(vaultNoteAdapter({ folder: dir, pollMs: 50 }), {
      say: (m) => said.push(m),
    });
    const outcome = await prompt.request({ ...good, ...change } as never);
    expect(outcome).toBe('unavailable');
    expect(said).toEqual([
      `request not asked: ${message}; not approved (unavailable: the user was not asked)`,
    ]);
    expect(await readdir(dir)).toEqual([]);
    await prompt.shutdown();
  });
});
