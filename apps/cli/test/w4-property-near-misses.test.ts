/**
 * Review10 W4: a meeting note property spelled unlike the one Meeting Assistant reads (`project:`, `Projects:`,
 * `Transcript:`, `user_notes:`) is not read, and every entry point says so instead of going on in silence:
 * `ma projects --meeting`, `ma tool list_projects` / `read_transcript`, `ma doctor`, and the run record of
 * `ma summarize`. The built `ma` on a temp copy of the sample vault.
 * Spec: docs/vault-format.md (Meeting note); review10 W4.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const meeting = '2026-03-10 Remote control functional design';

/** The sample meeting note with `projects:` written as `key` (and `transcript:` as `transcriptKey`). */
async function respell(key: string, transcriptKey = 'transcript'): Promise<void> {
  const note = join(t.vault.root, 'Meetings', `${meeting}.md`);
  const text = await readFile(note, 'utf8');
  const next = text
    .replace(/^projects:\n {2}- remote-control\n/m, `${key}: remote-control\n`)
    .replace(/^transcript:/m, `${transcriptKey}:`);
  expect(next).not.toBe(text);
  await writeFile(note, next);
}

describe('W4: a meeting property under another spelling is named, not ignored in silence', () => {
  // V223: `Projects:` (case only) IS the property now, read as Obsidian reads it: no near miss.
  for (const key of ['project', 'Project', 'projets']) {
    it(`W4: \`${key}:\` - ma projects and list_projects say the property is \`projects\``, async () => {
      await respell(key);
      const projects = await runMa(['projects', '--meeting', meeting, '--vault', t.vault.root]);
      expect(projects.code).toBe(0);
      expect(projects.stdout).toBe('');
      expect(projects.stderr).toContain(
        `has no bound projects (no \`projects\` property: the note has "${key}: remote-control" instead (did you mean "projects"?))`,
      );
      const tool = await runMa(['tool', 'list_projects', '--meeting', meeting, '--vault', t.vault.root]);
      expect(tool.stdout).toContain(
        `the meeting note has no \`projects\` property: the note has "${key}: remote-control" instead (did you mean "projects"?)`,
      );
    });
  }

  it('W4: ma doctor names the property and the key; the run record of ma summarize warns', async () => {
    await respell('project', 'Transcripts');
    const doctor = await runMa(['doctor', '--vault', t.vault.root]);
    expect(doctor.stdout + doctor.stderr).toContain(
      `2 properties not read because of its spelling: Meetings/${meeting}.md: \`project\` (the property is \`projects\`); Meetings/${meeting}.md: \`Transcripts\` (the property is \`transcript\`)`,
    );
    const run = await runMa(['summarize', meeting, '--vault', t.vault.root]);
    expect(run.code, run.stderr).toBe(0);
    const context = await t.read(`Assistant/${meeting}.md`);
    expect(context).toContain(
      "the meeting note's property `project` was not read: the property is `projects` (docs/vault-format.md)",
    );
    expect(context).toContain("the meeting note's property `Transcripts` was not read");
  });

  it('W4: read_transcript with `Transcripts:` (V223: not `Transcript:`, which is read) says which property it found when no transcript is linked', async () => {
    // A transcript of another name than the meeting's: the default (`Transcripts/<meeting>.md`) finds nothing.
    const note = join(t.vault.root, 'Meetings', `${meeting}.md`);
    await rename(
      join(t.vault.root, 'Transcripts', `${meeting}.md`),
      join(t.vault.root, 'Transcripts', 'Recording 12.md'),
    );
    const text = await readFile(note, 'utf8');
    await writeFile(note, text.replace(/^transcript: .*$/m, 'Transcripts: "[[Transcripts/Recording 12]]"'));
    const tool = await runMa([
      'tool',
      'read_transcript',
      '--meeting',
      meeting,
      '--vault',
      t.vault.root,
      '--args',
      '{"from":1,"to":3}',
    ]);
    expect(tool.stdout + tool.stderr).toMatch(
      /no `transcript` property: the note has "Transcripts: \[\[Transcripts\/Recording 12\]\]" instead \(did you mean "transcript"\?\)/,
    );
  });
});
