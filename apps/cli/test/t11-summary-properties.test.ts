/**
 * Review 7 T11: properties a user adds to a generated summary in Obsidian (`tags`, `reviewed`, with a
 * YAML comment) are not a hand edit: `content_hash` covers only the keys Meeting Assistant writes and
 * the body, so `ma summarize` refreshes the summary when the transcript changed, and the user's keys
 * are carried over byte for byte (also with `--force` after a real hand edit). Editing a key the
 * product owns is still a hand edit. A summary whose hash was computed the old way (over every key)
 * is still recognised as unedited. Built `ma`, sample-vault copy, offline engine.
 * Spec: docs/vault-format.md, Summary note (`content_hash`); review7 T11.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const design = '2026-03-10 Remote control functional design';
const SUMMARY = `Summaries/${design}.md`;
const TRANSCRIPT = `Transcripts/${design}.md`;
const USER_KEYS = '# my review state\ntags: [important, q2-review]\nreviewed: true # checked with Ben\n';

const t = sampleVaultPerTest();
const read = t.read;
const write = (rel: string, text: string) => writeFile(join(t.vault.root, rel), text);
const summarize = (...extra: string[]) => runMa(['summarize', design, '--vault', t.vault.root, ...extra]);
async function trashed(): Promise<string[]> {
  return (
    await readdir(join(t.vault.root, '.trash'), { recursive: true }).catch(() => [] as string[])
  ).filter((f) => f.endsWith('.md'));
}
async function addTranscriptLine(): Promise<void> {
  await write(
    TRANSCRIPT,
    `${await read(TRANSCRIPT)}[00:59:00] **Marketing:** We decided to add a yellow rubber casing.\n`,
  );
}

describe('T11: properties the user adds to a summary', () => {
  it('T11: tags and reviewed added in Obsidian are not a hand edit; a changed transcript refreshes the summary and keeps them byte for byte', async () => {
    expect((await summarize()).code).toBe(0);
    const first = await read(SUMMARY);
    await write(
      SUMMARY,
      first.replace(/^generated_by:.*\n/m, (line) => `${line}${USER_KEYS}`),
    );
    await addTranscriptLine();

    const again = await summarize();
    expect(again.stderr).not.toContain('edited since');
    expect(again.code).toBe(0);
    const second = await read(SUMMARY);
    expect(second).toContain('yellow rubber casing');
    expect(second).toContain(USER_KEYS);
    // The refreshed note is itself unedited: a third run (nothing changed) exits 0 and keeps the keys.
    const third = await summarize();
    expect(third.code).toBe(0);
    expect(await read(SUMMARY)).toBe(second);
  });

  it('T11: changing or removing a user property is not a hand edit; editing a product key is, and --force keeps the user keys', async () => {
    expect((await summarize()).code).toBe(0);
    const first = await read(SUMMARY);
    await write(
      SUMMARY,
      first.replace(/^generated_by:.*\n/m, (line) => `${line}${USER_KEYS}`),
    );
    await addTranscriptLine();
    expect((await summarize()).code).toBe(0);
    const withKeys = await read(SUMMARY);
    // The user changes and removes their own keys: still not a hand edit.
    const changed = withKeys
      .replace('reviewed: true # checked with Ben', 'reviewed: false')
      .replace('tags: [important, q2-review]\n', '');
    await write(SUMMARY, changed);
    expect((await summarize()).code).toBe(0);
    const kept = await read(SUMMARY);
    expect(kept).toContain('reviewed: false');
    expect(kept).not.toContain('tags:');

    // A product key edited by hand is a hand edit: refused, then --force replaces it and keeps the user keys.
    const edited = kept.replace(/^engine: .*$/m, 'engine: by-hand');
    await write(SUMMARY, edited);
    const refused = await summarize();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('edited since Meeting Assistant wrote it');
    expect(await read(SUMMARY)).toBe(edited);
    const forced = await summarize('--force');
    expect(forced.code).toBe(0);
    const fresh = await read(SUMMARY);
    expect(fresh).not.toContain('engine: by-hand');
    expect(fresh).toContain('# my review state\nreviewed: false\n');
    expect(await trashed()).toContain(join('Summaries', `${design}.md`));
  });

  it('T11: a body edit is still a hand edit; --force writes the new body and carries the user keys over', async () => {
    expect((await summarize()).code).toBe(0);
    const first = await read(SUMMARY);
    const edited = first
      .replace(/^generated_by:.*\n/m, (line) => `${line}${USER_KEYS}`)
      .replace('## Decisions', '## Decisions\n- My own decision, typed by hand.');
    await write(SUMMARY, edited);
    expect((await summarize()).code).toBe(1);
    expect((await summarize('--force')).code).toBe(0);
    const fresh = await read(SUMMARY);
    expect(fresh).not.toContain('My own decision');
    expect(fresh).toContain(USER_KEYS);
  });
});
