/**
 * Review A28 R35: a note renamed or moved in Obsidian (its default "Automatically update internal
 * links" rewrites every link to it, the summary's `meeting:` key and body included) leaves the
 * meeting's summary replaceable: a run refreshes it without `--force`. Before, the next run refused
 * it as "edited since Meeting Assistant wrote it" and the daemon never refreshed it again. Real
 * files on a sample-vault copy; the rename is done as Obsidian does it (the file renamed, every
 * link naming it rewritten in every note).
 * Spec: docs/vault-format.md, Summary note; docs/summary-hash.md.
 */
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { commitSummary, summaryEditState } from './index.js';

const OLD = '2026-03-10 Remote control functional design';
const NEW = '2026-03-10 RC functional design (moved)';
const SUMMARY = `Summaries/${OLD}.md`;

let dir: TempDir;
let vault: Vault;
const abs = (rel: string) => path.join(dir.root, ...rel.split('/'));
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

/** Every .md file of the vault (vault paths), the trash and dot folders left out. */
async function notes(): Promise<string[]> {
  const entries = await readdir(dir.root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => path.relative(dir.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.startsWith('.'));
}

/** Renames `from` to `to` (vault paths without .md) as Obsidian does: the file, then every wikilink and Markdown link naming it. */
async function obsidianRename(from: string, to: string): Promise<void> {
  await rename(abs(`${from}.md`), abs(`${to}.md`));
  const encode = (p: string) => p.split('/').map(encodeURIComponent).join('/');
  for (const rel of await notes()) {
    const text = await readFile(abs(rel), 'utf8');
    const next = text
      .split(`[[${from}]]`)
      .join(`[[${to}]]`)
      .split(`[[${from}|`)
      .join(`[[${to}|`)
      .split(`[[${from}#`)
      .join(`[[${to}#`)
      .split(`](${encode(from)}.md)`)
      .join(`](${encode(to)}.md)`);
    if (next !== text) await writeFile(abs(rel), next);
  }
}

const BODY = [
  '## Summary',
  '- Buttons grouped in three buckets (L543), see [[Projects/remote-control/decisions|the decisions]] and [requirements](Projects/remote-control/requirements.md).',
  '- Kickoff: [[Meetings/2026-03-09 Remote control kickoff#Agenda]]; web: [site](https://example.com/a).',
  '',
  '## Decisions',
  '- Include mute (L506)',
  '',
].join('\n');

async function commitFirst(): Promise<void> {
  await commitSummary(vault, await readMeeting(vault, `Meetings/${OLD}.md`), {
    body: BODY,
    frontmatter: {
      meeting: `[[Meetings/${OLD}]]`,
      transcript: `[[Transcripts/${OLD}]]`,
      usernotes: `[[Notes/${OLD}]]`,
      context: `[[Assistant/${OLD}]]`,
      generated_by: 'meeting-assistant',
      engine: 'extractive',
    },
  });
}

describe('R35: notes renamed in Obsidian leave the summary replaceable', () => {
  it('R35: renaming the meeting, its transcript and the files its body links: the summary is refreshed without --force', async () => {
    await commitFirst();
    await obsidianRename(`Meetings/${OLD}`, `Meetings/${NEW}`);
    await obsidianRename(`Transcripts/${OLD}`, `Transcripts/${NEW}`);
    await obsidianRename('Projects/remote-control/decisions', 'Projects/remote-control/Decision log');
    await obsidianRename('Projects/remote-control/requirements', 'Projects/remote-control/Requirements v2');
    await obsidianRename('Meetings/2026-03-09 Remote control kickoff', 'Meetings/2026-03-09 Kickoff');
    const summary = await readFile(abs(SUMMARY), 'utf8');
    expect(summary).toContain(`meeting: "[[Meetings/${NEW}]]"`);
    expect(summary).toContain('[requirements](Projects/remote-control/Requirements%20v2.md)');

    const meeting = await readMeeting(vault, `Meetings/${NEW}.md`);
    expect(await summaryEditState(vault, meeting)).toEqual({
      path: SUMMARY,
      state: 'unchanged',
      replaceable: true,
    });
    const done = await commitSummary(vault, meeting, {
      body: BODY.replace('Include mute', 'Include mute and volume'),
      frontmatter: {
        meeting: `[[Meetings/${NEW}]]`,
        generated_by: 'meeting-assistant',
        engine: 'extractive',
      },
    });
    expect(done.path).toBe(SUMMARY);
    expect(done.trashed).not.toBeNull();
    expect(await readFile(abs(SUMMARY), 'utf8')).toContain('Include mute and volume (L506)');
  });

  it('R35: a hand edit is still one: changed words, a changed display text, a changed web address', async () => {
    await commitFirst();
    await obsidianRename(`Meetings/${OLD}`, `Meetings/${NEW}`);
    const renamed = await readFile(abs(SUMMARY), 'utf8');
    const meeting = await readMeeting(vault, `Meetings/${NEW}.md`);
    for (const edit of [
      renamed.replace('Include mute', 'Include mute (checked with Ann)'),
      renamed.replace('|the decisions]]', '|our decisions]]'),
      renamed.replace('https://example.com/a', 'https://example.com/b'),
      renamed.replace('engine: extractive', 'engine: agent'),
    ]) {
      await writeFile(abs(SUMMARY), edit);
      expect((await summaryEditState(vault, meeting)).state).toBe('edited');
    }
  });
});
