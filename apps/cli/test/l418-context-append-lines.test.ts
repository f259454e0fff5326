/**
 * breaker L418, through the built `ma`: a `write_context` append to a context note that holds the
 * audit of an earlier write lands ABOVE that audit (R16), so its result must say where the notes
 * are. It said only "appended 1 line to … body (now N lines)" — N counting the audit — and a model
 * then edited line N, which is refused. Every mode now names the notes' lines and the records'
 * lines, and the line it names as the notes' last is the one `read_context` shows the text at.
 * Temp copy of the sample vault.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copySampleVault, type SampleVaultCopy } from '@ma/testkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runMaTool } from './run-ma.js';

const meeting = '2026-03-10 Remote control functional design';
const CONTEXT = `Assistant/${meeting}.md`;

let vault: SampleVaultCopy;
beforeEach(async () => {
  vault = await copySampleVault();
});
afterEach(async () => vault.cleanup());

describe('L418: write_context results name the notes above the run records', () => {
  it('append, insert and range name the notes lines 1–K and the records K+1–N; K holds the text', async () => {
    const call = (name: string, args: unknown) => runMaTool({ vaultRoot: vault.root, meeting, name, args });
    const audit = await call('write_projectfile', {
      project: 'remote-control',
      path: 'decisions.md',
      content: '- 2026-03-10: a decision',
    });
    expect(audit.code, audit.stderr).toBe(0);
    const first = await call('write_context', { content: '- first finding' });
    expect(first.code, first.stderr).toBe(0);
    const m =
      /now (\d+) lines\); your notes are now lines 1–(\d+), above Meeting Assistant's run records and audit \(lines (\d+)–(\d+)\), which no tool changes/.exec(
        first.stdout,
      );
    expect(m, first.stdout).not.toBeNull();
    const [total, notes, from, to] = (m as RegExpExecArray).slice(1).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(from).toBe(notes + 1);
    expect(to).toBe(total);
    // The line the notes end at (or the one before, a blank separator) holds the appended text.
    const shown = await call('read_context', { from: 1, to: notes });
    expect(shown.stdout).toMatch(/\n1│- first finding/);
    const context = await readFile(join(vault.root, CONTEXT), 'utf8');
    expect(context).toMatch(/- first finding\n\n## External writes by ma tool /);
    // An edit of the last line named as the records' is refused, as the result said.
    const wrong = await call('write_context', { content: 'x', from: total, to: total });
    expect(wrong.code).toBe(3);
    expect(await readFile(join(vault.root, CONTEXT), 'utf8')).toBe(context);
    // A range inside the named notes works and says the same.
    const edit = await call('write_context', { content: '- first finding, checked', from: 1, to: 1 });
    expect(edit.code, edit.stderr).toBe(0);
    expect(edit.stdout).toContain(`your notes are now lines 1–${notes}, above`);
    const replace = await call('write_context', { content: '## Notes', replace_file: true });
    expect(replace.code, replace.stderr).toBe(0);
    expect(replace.stdout).toMatch(
      /kept the run records and audit below your notes \(\d+ lines: only Meeting Assistant writes them\); your notes are now lines 1–2/,
    );
  });
});
