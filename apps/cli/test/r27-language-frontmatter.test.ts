/**
 * R27 through `ma`: a meeting note whose frontmatter opens as `--- js` or `---!js` (gray-matter's
 * language syntax) is never given a second block: `ma summarize` (offline engine) exits 1 naming
 * the unsupported frontmatter language and leaves the note byte-identical; `ma tool add_attendee`
 * refuses (exit 3) with the note unchanged. `--- yaml` is read as YAML. The built `ma`, a temp
 * copy of the sample vault. Spec: docs/frontmatter.md; docs/hostile-cases.md B05; review R27.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runMa, runMaTool } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();

const NAME = '2026-04-21 FM2';
const NOTE = `Meetings/${NAME}.md`;

async function seed(
  opening: string,
  text = `${opening}\ntitle: x\nstatus: ended\n---\nbody\n`,
): Promise<string> {
  await writeFile(path.join(t.vault.root, NOTE), text);
  await writeFile(
    path.join(t.vault.root, `Transcripts/${NAME}.md`),
    '---\n---\n[00:00:01] **Ann:** We decided to try.\n',
  );
  return text;
}

/** `ma tool add_attendee` with Bob on the test meeting. */
function addBob(): ReturnType<typeof runMaTool> {
  return runMaTool({ vaultRoot: t.vault.root, meeting: NAME, name: 'add_attendee', args: { name: 'Bob' } });
}

/** `ma summarize` exits 1 and `ma tool add_attendee` 3, both naming the language; the note stays `text`. */
async function expectRefusedUnchanged(text: string): Promise<void> {
  const run = await runMa(['summarize', NAME, '--vault', t.vault.root]);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain('unsupported frontmatter language');
  expect(await readFile(path.join(t.vault.root, NOTE), 'utf8')).toBe(text);
  const tool = await addBob();
  expect(tool.code).toBe(3);
  expect(`${tool.stdout}${tool.stderr}`).toContain('unsupported frontmatter language');
  expect(await readFile(path.join(t.vault.root, NOTE), 'utf8')).toBe(text);
}

describe('R27: ma and gray-matter language openings', () => {
  for (const opening of ['--- js', '---!js']) {
    it(`${JSON.stringify(opening)}: ma summarize exits 1, the note unchanged; add_attendee refused`, async () => {
      await expectRefusedUnchanged(await seed(opening));
    });
  }

  // R170: Hugo's TOML frontmatter (`+++` fences) was read as body: summarize put a YAML block
  // above it (its `status` and attendees unread) and add_attendee made a second block.
  for (const eol of ['\n', '\r\n']) {
    it(`TOML "+++" frontmatter (${JSON.stringify(eol)}): refused by summarize and add_attendee, unchanged`, async () => {
      const text = ['+++', 'title = "x"', 'status = "ended"', '+++', 'body', ''].join(eol);
      await expectRefusedUnchanged(await seed('+++', text));
    });
  }

  // V281: Hexo's JSON frontmatter (`;;;` fences, hexo-front-matter) was read as body, as TOML was before R170:
  // add_attendee put a YAML block above it.
  for (const eol of ['\n', '\r\n']) {
    it(`JSON ";;;" frontmatter (${JSON.stringify(eol)}): refused by summarize and add_attendee, unchanged`, async () => {
      const text = [';;;', '"title": "x",', '"status": "ended"', ';;;', 'body', ''].join(eol);
      await expectRefusedUnchanged(await seed(';;;', text));
    });
  }

  // L611: the offline engine's transcript stream looked for a block only after a `---` first line, so a
  // transcript in TOML or JSON fences was summarized (exit 0) with its keys as spoken lines, while
  // `ma doctor` and the agent's read refused it as another language.
  for (const lines of [
    ['+++', 'language = "en"', '+++'],
    [';;;', '"language": "en"', ';;;'],
  ]) {
    it(`a transcript in ${lines[0]} fences: the offline engine refuses it as doctor does, nothing written`, async () => {
      await seed('---');
      const transcript = path.join(t.vault.root, `Transcripts/${NAME}.md`);
      await writeFile(transcript, [...lines, '[00:00:01] **Ann:** We decided to try.', ''].join('\n'));
      const run = await runMa(['summarize', NAME, '--engine', 'extractive', '--vault', t.vault.root]);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain(`Transcripts/${NAME}.md: unsupported frontmatter language`);
      expect(existsSync(path.join(t.vault.root, `Summaries/${NAME}.md`))).toBe(false);
    });
  }

  // L338: the refusal said to fix the YAML "between the --- lines" of a note that has none; doctor
  // said the same. A note summarised before R170 (a YAML block written above its TOML one) was "all good".
  it('TOML note: summarize and doctor say to convert it to YAML; a YAML block above a TOML one is named', async () => {
    const text = await seed('+++', '+++\ntitle = "x"\nstatus = "ended"\n+++\nbody\n');
    const run = await runMa(['summarize', NAME, '--vault', t.vault.root]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'that block is TOML (the +++ lines Hugo writes): convert it to YAML between --- lines',
    );
    expect(run.stderr).not.toContain('fix the YAML');
    const doctor = await runMa(['doctor', '--vault', t.vault.root]);
    expect(doctor.stdout).toMatch(
      /^ {5}fix: frontmatter in another language than YAML: .*convert a TOML block/m,
    );
    expect(doctor.stdout).not.toContain('not valid YAML');
    const old = `---\nstatus: summarized\nsummary: "[[Summaries/${NAME}]]"\n---\n${text}`;
    await writeFile(path.join(t.vault.root, NOTE), old);
    const named = await runMa(['doctor', '--vault', t.vault.root]);
    expect(named.stdout).toContain(
      `1 meeting note with a TOML (+++) block below a YAML block, which a summary run before R170 wrote above it`,
    );
    expect(named.stdout).toContain(`${NOTE} (line 5)`);
    expect(named.stdout).toMatch(
      /fix: in each note named, move the properties of the \+\+\+ block into the YAML block/,
    );
    expect(await readFile(path.join(t.vault.root, NOTE), 'utf8')).toBe(old);
  });

  it('"--- yaml" is read as YAML: add_attendee edits the one block', async () => {
    await seed('--- yaml');
    const tool = await addBob();
    expect(tool.code).toBe(0);
    const after = await readFile(path.join(t.vault.root, NOTE), 'utf8');
    expect(after.startsWith('--- yaml\ntitle: x\nstatus: ended\nattendees:')).toBe(true);
    expect(after.match(/^---/gm)).toHaveLength(2);
  });
});
