/**
 * Leftovers L110: ticking a next step in Obsidian (`- [ ]` → `- [x]`) is not a hand edit of the
 * summary (its `content_hash` is taken with every checkbox open; earlier hashes are still accepted
 * after ticks), and a rewrite keeps the tick of a next step the new summary states again.
 * Real files on a sample-vault copy.
 * Spec: issue 9, H14; docs/summary-hash.md, Task states.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { assertSummaryReplaceable, commitSummary, summaryTextState } from './index.js';

const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';
const SUMMARY = 'Summaries/2026-03-10 Remote control functional design.md';
const FM = { generated_by: 'meeting-assistant', engine: 'extractive' };
const BODY = [
  '## Summary',
  '- Rubber case agreed (L12)',
  '',
  '## Next steps',
  '- [ ] Ben Okafor: price the rubber casing (due 2026-11-27) (L40)',
  '- [ ] Alice: send the minutes (L41)',
  '  - [ ] attach the slides',
  '> [!todo] From the notes',
  '> - [ ] Carol: book the room (from user notes)',
  '',
].join('\n');

let dir: TempDir;
let vault: Vault;
const read = (rel: string) => readFile(path.join(dir.root, rel), 'utf8');
const write = (rel: string, text: string) => writeFile(path.join(dir.root, rel), text);
beforeEach(async () => {
  dir = await copySampleVault();
  vault = await openVault(dir.root, await loadConfig({ vault: dir.root }));
});
afterEach(async () => {
  await dir.cleanup();
});

const commit = async (body: string, force = false) =>
  commitSummary(vault, await readMeeting(vault, FUNCTIONAL), { body, frontmatter: FM, force });

/** The hash as versions before L110 wrote it (R35's form: link targets left out; no links here), over the body as written. */
function preL110Hash(data: Record<string, unknown>, body: string): string {
  const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1)));
  const json = `{"body":${JSON.stringify(body.trimEnd())},"frontmatter":${JSON.stringify(sorted)}}`;
  return `sha256:${createHash('sha256').update(json).digest('hex')}`;
}

describe('L110: ticked next steps', () => {
  it('L110: ticking or unticking tasks (any depth, callouts, any state, CRLF) is no hand edit; a word change still is', async () => {
    await commit(BODY);
    const written = await read(SUMMARY);
    expect(summaryTextState(written)).toBe('unchanged');
    const ticked = written
      .replace('- [ ] Ben', '- [x] Ben')
      .replace('- [ ] attach', '- [X] attach')
      .replace('> - [ ] Carol', '> - [/] Carol');
    await write(SUMMARY, ticked.replace(/\n/g, '\r\n'));
    expect(summaryTextState(await read(SUMMARY))).toBe('unchanged');
    await expect(
      assertSummaryReplaceable(vault, await readMeeting(vault, FUNCTIONAL)),
    ).resolves.toBeUndefined();
    // Still an edit: the words of a ticked item, a box added or removed, a task inside fenced code.
    expect(summaryTextState(ticked.replace('price the rubber', 'price the plastic'))).toBe('edited');
    expect(summaryTextState(ticked.replace('- [x] Ben', '- Ben'))).toBe('edited');
    const fenced = await (async () => {
      await commit(`${BODY}\n\`\`\`\n- [ ] in code\n\`\`\`\n`, true);
      return read(SUMMARY);
    })();
    expect(summaryTextState(fenced.replace('- [ ] in code', '- [x] in code'))).toBe('edited');
  });

  it('L110: a summary hashed before L110 (boxes as written) still reads as unchanged after ticks', () => {
    const body = '## Next steps\n- [ ] Ben: price the casing (L40)\n';
    const data = { generated_by: 'meeting-assistant' };
    const note = `---\ngenerated_by: meeting-assistant\ncontent_hash: "${preL110Hash(data, body)}"\n---\n${body}`;
    expect(summaryTextState(note)).toBe('unchanged');
    expect(summaryTextState(note.replace('- [ ]', '- [x]'))).toBe('unchanged');
    expect(summaryTextState(note.replace('price', 'quote'))).toBe('edited');
  });

  it('L110: a rewrite keeps the tick of each next step stated again (other citations too), not of one reworded or new', async () => {
    await commit(BODY);
    const ticked = (await read(SUMMARY))
      .replace('- [ ] Ben', '- [x] Ben')
      .replace('- [ ] Alice', '- [x] Alice')
      .replace('> - [ ] Carol', '> - [-] Carol');
    await write(SUMMARY, ticked);
    const next = [
      '## Summary',
      '- Rubber case agreed, yellow colour (L12–L14)',
      '',
      '## Next steps',
      '- [ ] Ben Okafor: price the rubber casing (due 2026-11-27) (L44)',
      '- [ ] Alice: send the minutes to the client (L45)',
      '- [ ] Dan: order samples (L46)',
      '> - [ ] Carol: book the room (from user notes)',
      '',
    ].join('\n');
    const done = await commit(next);
    expect(done.trashed).not.toBeNull();
    const after = await read(SUMMARY);
    expect(after).toContain('- [x] Ben Okafor: price the rubber casing (due 2026-11-27) (L44)');
    expect(after).toContain('- [ ] Alice: send the minutes to the client (L45)');
    expect(after).toContain('- [ ] Dan: order samples (L46)');
    expect(after).toContain('> - [-] Carol: book the room (from user notes)');
    expect(summaryTextState(after)).toBe('unchanged');
    // The same run again: the same bytes (ticks included), nothing trashed.
    expect((await commit(next)).trashed).toBeNull();
    expect(await read(SUMMARY)).toBe(after);
  });

  it('L110: --force over a summary edited by hand keeps its ticks too', async () => {
    await commit(BODY);
    const edited = (await read(SUMMARY))
      .replace('- [ ] Ben', '- [x] Ben')
      .replace('Rubber case', 'Rubber casing');
    await write(SUMMARY, edited);
    expect(summaryTextState(edited)).toBe('edited');
    await expect(commit(BODY)).rejects.toThrow(/edited|changed/i);
    await commit(BODY, true);
    expect(await read(SUMMARY)).toContain('- [x] Ben Okafor: price the rubber casing');
  });
});
