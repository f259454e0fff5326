/**
 * review9 V9 through the built `ma mcp` over real stdio, with the MCP SDK client: the meeting note
 * is renamed or moved (in Obsidian, a file manager) while a client works on it. The session follows
 * its note under the old name and the new one, for every kind of rename (another name, another
 * folder, a case-only rename, an NFC/NFD change of the name), says so once, commits there, and
 * records the end of the session in the renamed note's context note; a note that cannot be found
 * is named with its old path and what to do, and its draft is never attached to another note.
 * Temp copies of the sample vault; notes are moved with `rename` (no link rewritten), as `mv` does.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { describe, expect, it } from 'vitest';
import { type TextResult, textOf } from './ma-mcp-stdio.js';
import { maBin } from './run-ma.js';
import { sampleVaultPerTest } from './test-resources.js';

const t = sampleVaultPerTest();
const design = '2026-03-10 Remote control functional design';
const DRAFT = '## Summary\n\nV9-MARKER: the remote was discussed (L10).\n\n## Decisions\n\n## Next steps\n';
const FOLLOWS = 'this MCP session (its summary draft, transcript reads and audit) follows it';
const readOrNull = (rel: string) => readFile(join(t.vault.root, rel), 'utf8').catch(() => null);

/** `ma mcp --vault <copy> …extra` with the SDK client; `stderr()` is what it logged, `close()` waits for its exit. */
async function connect(extra: string[] = []) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [maBin, 'mcp', '--vault', t.vault.root, ...extra],
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString('utf8');
  });
  const client = new Client({ name: 'v9-host', version: '1.0.0' });
  await client.connect(transport);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await client.close();
  };
  t.onCleanup(close);
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = (await client.callTool({ name, arguments: args })) as TextResult;
    return { text: textOf(result), isError: result.isError ?? false };
  };
  return { call, close, stderr: () => stderr };
}

/** Reads the transcript and writes the draft on `meeting` (a name, or nothing with --meeting). */
async function readAndDraft(call: Awaited<ReturnType<typeof connect>>['call'], meeting?: string) {
  const m = meeting === undefined ? {} : { meeting };
  expect((await call('read_transcript', { ...m, from: 1, to: 100 })).isError).toBe(false);
  const written = await call('write_summary', { ...m, content: DRAFT, replace_file: true });
  expect(written.text).toMatch(/^created the summary draft/);
}

const move = (from: string, to: string) => rename(join(t.vault.root, from), join(t.vault.root, to));

describe('review9 V9: an ma mcp session follows its renamed meeting note', { timeout: 180_000 }, () => {
  const accented = '2026-03-10 T\u00e9l\u00e9commande design';
  const kinds = [
    { kind: 'another name', from: design, to: '2026-03-10 RC functional', folder: '' },
    { kind: 'another folder', from: design, to: design, folder: '2026/' },
    {
      kind: 'a case-only rename',
      from: design,
      to: '2026-03-10 remote control FUNCTIONAL design',
      folder: '',
    },
    { kind: 'an NFC name made NFD', from: accented, to: accented.normalize('NFD'), folder: '' },
  ];
  for (const { kind, from, to, folder } of kinds) {
    for (const named of ['old', 'new'] as const) {
      it(`V9: ${kind}, called by its ${named} name: the draft and reads follow, said once, committed there`, async () => {
        if (from !== design) await move(`Meetings/${design}.md`, `Meetings/${from}.md`);
        const { call, close, stderr } = await connect();
        await readAndDraft(call, from);
        await mkdir(join(t.vault.root, 'Meetings', folder), { recursive: true });
        await move(`Meetings/${from}.md`, `Meetings/${folder}${to}.md`);
        const NEW = `Meetings/${folder}${to}.md`;
        const name = named === 'old' ? from : `${folder}${to}`.includes('/') ? NEW : to;
        const look = await call('read_meetingnote', { meeting: name });
        expect(look.isError, look.text).toBe(false);
        expect(look.text).toContain(
          `the meeting note Meetings/${from}.md was moved or renamed: it is now ${NEW} (found through`,
        );
        expect(look.text).toContain(FOLLOWS);
        const done = await call('finish_summary', { meeting: name });
        expect(done.isError, done.text).toBe(false);
        expect(done.text).toMatch(/^summary written: Summaries\/.*\(transcript coverage 1[0-9]%\)/);
        expect(done.text).not.toContain(FOLLOWS); // said once
        await close();
        expect(stderr().split(FOLLOWS)).toHaveLength(2);
        expect(await readOrNull(`Meetings/${from}.md`)).toBeNull();
        const note = await readOrNull(NEW);
        expect(note).toMatch(/^status: summarized$/m);
        const summary = /^summary: "\[\[(.*)\]\]"$/m.exec(note ?? '')?.[1];
        expect(await readOrNull(`${summary}.md`)).toContain('V9-MARKER');
      });
    }
  }

  it('V9: --meeting: the fixed meeting follows its renamed note', async () => {
    const { call, close } = await connect(['--meeting', design]);
    await readAndDraft(call);
    await move(`Meetings/${design}.md`, 'Meetings/2026-03-10 RC functional.md');
    const done = await call('finish_summary', {});
    expect(done.isError, done.text).toBe(false);
    expect(done.text).toContain(
      `the meeting note Meetings/${design}.md was moved or renamed: it is now Meetings/2026-03-10 RC functional.md`,
    );
    await close();
    expect(await readOrNull('Meetings/2026-03-10 RC functional.md')).toMatch(/^status: summarized$/m);
  });

  it('V9: renamed and never called again: the end-of-session record goes to the renamed note and says where', async () => {
    const { call, close, stderr } = await connect();
    await readAndDraft(call, design);
    await move(`Meetings/${design}.md`, 'Meetings/2026-03-10 RC functional.md');
    await close();
    expect(stderr()).not.toContain('could not record the end of the session');
    const context = /^context: "\[\[(.*)\]\]"$/m.exec(
      (await readOrNull('Meetings/2026-03-10 RC functional.md')) ?? '',
    )?.[1];
    expect(context).toBeDefined();
    const record = await readOrNull(`${context}.md`);
    expect(record).toContain('never committed with finish_summary; it was discarded');
    expect(record).toContain(
      `The session began on Meetings/${design}.md; the meeting note was since moved or renamed to Meetings/2026-03-10 RC functional.md.`,
    );
  });

  it('V9: moved out of the vault: the old name is refused naming the old path and what to do; the draft goes to stderr', async () => {
    const { call, close, stderr } = await connect();
    await readAndDraft(call, design);
    await rename(join(t.vault.root, `Meetings/${design}.md`), join(t.vault.root, '..', 'moved-away.md'));
    const refused = await call('finish_summary', { meeting: design });
    expect(refused.isError).toBe(true);
    expect(refused.text).toContain(
      `the meeting note Meetings/${design}.md was moved, renamed or deleted while this MCP session worked on it, and no note names its new place`,
    );
    expect(refused.text).toContain('the session keeps an uncommitted summary draft (7 lines)');
    expect(refused.text).toContain(`move the note back to Meetings/${design}.md`);
    await close();
    expect(stderr()).toContain(
      `The meeting note Meetings/${design}.md was moved, renamed or deleted during the session`,
    );
    expect(stderr()).toContain('V9-MARKER');
    expect(await readOrNull(`Summaries/${design}.md`)).toBeNull();
  });

  it('V9: renamed and copied (two notes claim it): the draft is attached to neither', async () => {
    const { call, close } = await connect();
    await readAndDraft(call, design);
    const text = (await readOrNull(`Meetings/${design}.md`)) as string;
    await move(`Meetings/${design}.md`, 'Meetings/2026-03-10 RC functional.md');
    await writeFile(join(t.vault.root, 'Meetings/2026-03-10 RC copy.md'), text);
    const old = await call('finish_summary', { meeting: design });
    expect(old.isError).toBe(true);
    expect(old.text).toContain(
      '2 notes now claim it (Meetings/2026-03-10 RC copy.md, Meetings/2026-03-10 RC functional.md), so the server cannot tell which is the meeting',
    );
    const renamed = await call('finish_summary', { meeting: '2026-03-10 RC functional' });
    expect(renamed.isError).toBe(true);
    expect(renamed.text).toContain('the draft is empty');
    expect(renamed.text).toContain(
      `note: the MCP session of Meetings/${design}.md (moved, renamed or deleted; 2 notes now claim it`,
    );
    expect(renamed.text).toContain(
      'keeps an uncommitted summary draft (7 lines), not attached to Meetings/2026-03-10 RC functional.md',
    );
    await close();
    for (const rel of ['Meetings/2026-03-10 RC functional.md', 'Meetings/2026-03-10 RC copy.md'])
      expect(await readOrNull(rel)).not.toMatch(/^status: summarized$/m);
  });
});
