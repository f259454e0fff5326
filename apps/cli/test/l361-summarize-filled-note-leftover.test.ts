/**
 * Leftovers L361 (session 44): `ma summarize` of a filled meeting note that kept one Templater leftover
 * in its frontmatter (`created: <% tp.file.creation_date() %>`) refused it as an Obsidian template.
 * Now only a note still all template (its `date:` not filled in) is one: the filled note is summarized
 * and its leftover left exactly as it was; a note still all template is refused as before.
 * Built `ma`, a temp vault, offline engine.
 * Spec: newcomer session 32 N4; docs/vault-format.md (Meeting note).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';

const LEFTOVER = 'created: <% tp.file.creation_date() %>';
const note = (date: string) =>
  `---\ntitle: Casing review\ndate: ${date}\nstatus: ended\n${LEFTOVER}\ntranscript: "[[Transcripts/Casing review]]"\n---\nNotes typed during the meeting.\n`;

describe('L361: ma summarize of a filled note with a template leftover', { timeout: 200_000 }, () => {
  let base = '';
  afterEach(async () => rm(base, { recursive: true, force: true }));

  it('L361: summarized, the leftover kept; a note whose date is still a placeholder is refused', async () => {
    base = await mkdtemp(join(os.tmpdir(), 'ma-l361-'));
    const root = join(base, 'vault');
    for (const f of ['Meetings', 'Transcripts', 'Summaries']) await mkdir(join(root, f), { recursive: true });
    await writeFile(join(root, 'meeting-assistant.json'), '{}\n');
    await writeFile(
      join(root, 'Transcripts/Casing review.md'),
      '[00:00:00] **Alice Moreau:** We decided to use rubber for the casing.\n[00:00:07] **Ben Okafor:** Ben sends the order on Friday.\n',
    );
    await writeFile(join(root, 'Meetings/Casing review.md'), note('2026-12-01'));
    const run = await runMa(['summarize', 'Casing review', '--vault', root, '--engine', 'extractive']);
    expect(run.code, run.stderr).toBe(0);
    const after = await readFile(join(root, 'Meetings/Casing review.md'), 'utf8');
    expect(after).toContain(`\n${LEFTOVER}\n`);
    expect(after).toMatch(/^status: summarized$/m);
    await writeFile(join(root, 'Meetings/Casing template.md'), note('"{{date:YYYY-MM-DD}}"'));
    const template = await runMa(['summarize', 'Casing template', '--vault', root, '--engine', 'extractive']);
    expect(template.code).toBe(1);
    expect(template.stderr).toContain('is an Obsidian template, not a meeting');
  });
});
