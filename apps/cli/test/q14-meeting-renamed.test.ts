/**
 * Review5 Q14 through the built `ma`: a meeting note renamed in Obsidian (the note moved, the
 * `meeting:` links of its transcript, notes and context note rewritten) while `ma summarize` works.
 * The run follows the note, commits there and says so on stderr (exit 0); a note that vanished
 * with no trace fails with a message naming the old path and what happened (never a bare "file not
 * found"), keeps the draft in the context note and re-creates nothing. The scripted model server
 * moves the note while it answers the second request (no timing involved).
 * Spec: review5 Q14.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ScriptedServer } from '@ma/testkit';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const design = '2026-03-10 Remote control functional design';
const NOTE = `Meetings/${design}.md`;
const NEW_NAME = '2026-03-10 Functional design (renamed)';
const NEW = `Meetings/${NEW_NAME}.md`;
const DRAFT = '## Summary\n- DRAFT-MARKER: the remote was discussed.\n\n## Decisions\n\n## Next steps\n';

const t = sampleVaultPerTest();
let server: ScriptedServer | undefined;
const read = t.read;
const readOrNull = (rel: string) => read(rel).catch(() => null);

/** read_transcript; (after `during`) write_summary; "Done.". */
async function serve(during: () => Promise<void>): Promise<string[]> {
  const turns = [
    { toolCalls: [{ name: 'read_transcript', arguments: { from: 1, to: 60 } }] },
    { toolCalls: [{ name: 'write_summary', arguments: { content: DRAFT } }] },
    { text: 'Done.' },
  ];
  server = await t.server(async (_req, index) => {
    if (index === 1) await during();
    return turns[Math.min(index, turns.length - 1)] as (typeof turns)[number];
  });
  return ['--base-url', server.baseURL, '--model', 'test-model'];
}

describe('Q14: ma summarize while the meeting note is renamed', { timeout: 120_000 }, () => {
  it('renamed in Obsidian: the summary is committed for the renamed note, and stderr says so', async () => {
    const model = await serve(async () => {
      await rename(join(t.vault.root, NOTE), join(t.vault.root, NEW));
      for (const rel of [`Transcripts/${design}.md`, `Notes/${design}.md`, `Assistant/${design}.md`]) {
        const text = await read(rel);
        await writeFile(
          join(t.vault.root, rel),
          text.split(`Meetings/${design}]]`).join(`Meetings/${NEW_NAME}]]`),
        );
      }
    });
    const run = await runMa(['summarize', design, '--vault', t.vault.root, ...model]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(
      `the meeting note ${NOTE} was moved or renamed during the run: it is now ${NEW}`,
    );
    expect(await readOrNull(NOTE)).toBeNull();
    const meeting = await read(NEW);
    expect(meeting).toMatch(/^status: summarized$/m);
    const link = /^summary: "\[\[(.*)\]\]"$/m.exec(meeting)?.[1];
    expect(await read(`${link}.md`)).toContain('DRAFT-MARKER');
  });

  it('gone with no trace: exit 1 naming the old path and what happened; the draft is in the context note', async () => {
    const model = await serve(async () => {
      await rename(join(t.vault.root, NOTE), join(t.vault.root, '..', 'moved-away.md'));
    });
    const run = await runMa(['summarize', design, '--vault', t.vault.root, ...model]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`the meeting note ${NOTE} was moved, renamed or deleted during the run`);
    expect(run.stderr).not.toContain('file not found');
    expect(await readOrNull(NOTE)).toBeNull();
    expect(await readOrNull(`Summaries/${design}.md`)).toBeNull();
    expect(await read(`Assistant/${design}.md`)).toContain('DRAFT-MARKER');
  });
});
