/**
 * Review 7 T11: `content_hash` covers the keys Meeting Assistant owns and the body; keys a user adds
 * are not a hand edit and are carried over when the summary is rewritten. Old hashes (over every key)
 * still read as unedited. Real files on a sample-vault copy.
 * Spec: docs/vault-format.md, Summary note; review7 T11.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/index.js';
import { copySampleVault, type TempDir } from '../test-support/temp-vault.js';
import { openVault, readMeeting, type Vault } from '../vault/index.js';
import { carryUserSummaryKeys, commitSummary, summaryContentHash, summaryTextState } from './index.js';

const FUNCTIONAL = 'Meetings/2026-03-10 Remote control functional design.md';
const SUMMARY = 'Summaries/2026-03-10 Remote control functional design.md';
const FM = {
  meeting: '[[Meetings/2026-03-10 Remote control functional design]]',
  generated_by: 'meeting-assistant',
};

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

/** The hash as versions before T11 computed it (canonical JSON, keys sorted): every key but content_hash, and the body. */
function oldHash(data: Record<string, unknown>, body: string): string {
  const sorted = Object.fromEntries(Object.entries(data).sort(([a], [b]) => (a < b ? -1 : 1)));
  const json = `{"body":${JSON.stringify(body.trimEnd())},"frontmatter":${JSON.stringify(sorted)}}`;
  return `sha256:${createHash('sha256').update(json).digest('hex')}`;
}

describe('T11: content_hash and user-added summary keys', () => {
  it('T11: the hash ignores keys the product does not own and equals the old form on a product-only note', () => {
    // (a note without links: since review A28 R35 the hash leaves link targets out)
    const note = '---\nengine: extractive\ngenerated_by: meeting-assistant\n---\n## Summary\nText.\n';
    const tagged = note.replace('generated_by:', 'tags: [important]\nreviewed: true\ngenerated_by:');
    expect(summaryContentHash(tagged)).toBe(summaryContentHash(note));
    expect(summaryContentHash(note)).toBe(
      oldHash({ engine: 'extractive', generated_by: 'meeting-assistant' }, '## Summary\nText.\n'),
    );
    expect(summaryContentHash(note.replace('extractive', 'agent'))).not.toBe(summaryContentHash(note));
  });

  it('T11: an old-form hash over a key the product no longer owns still reads as unchanged; changing that key is an edit', () => {
    const data = { meeting: '[[M]]', generated_by: 'meeting-assistant', title: 'Old product key' };
    const body = '## Summary\nText.\n';
    const note = `---\nmeeting: "[[M]]"\ngenerated_by: meeting-assistant\ntitle: Old product key\ncontent_hash: "${oldHash(data, body)}"\n---\n${body}`;
    expect(summaryTextState(note)).toBe('unchanged');
    expect(summaryTextState(note.replace('Text.', 'Other text.'))).toBe('edited');
    // title is not owned now: the new form (owned keys) does not match, the old form no longer does either
    // — but a title changed by the user only, on a note without it in the old hash, is no edit:
    const plain = { meeting: '[[M]]', generated_by: 'meeting-assistant' };
    const written = `---\nmeeting: "[[M]]"\ngenerated_by: meeting-assistant\ncontent_hash: "${oldHash(plain, body)}"\n---\n${body}`;
    expect(summaryTextState(written.replace('content_hash:', 'title: Mine\ncontent_hash:'))).toBe(
      'unchanged',
    );
  });

  it('T11: a rewrite carries user keys and their comments byte for byte, after the product keys', async () => {
    await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
      body: '## Summary\nOne.\n',
      frontmatter: FM,
    });
    const first = await read(SUMMARY);
    const user = '# reviewed in the weekly\ntags:\n  - important   # top\n  - "q2"\nreviewed: yes\n';
    await write(SUMMARY, first.replace('generated_by:', `${user}generated_by:`).replace(/\n/g, '\r\n'));
    expect(summaryTextState(await read(SUMMARY))).toBe('unchanged');
    const done = await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
      body: '## Summary\nTwo.\n',
      frontmatter: FM,
    });
    expect(done.trashed).not.toBeNull();
    const second = await read(SUMMARY);
    expect(second).toContain(`generated_by: meeting-assistant\n${user}content_hash:`);
    expect(second).toContain('Two.');
    expect(summaryTextState(second)).toBe('unchanged');
    // Same input again: byte-identical, nothing trashed.
    const same = await commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
      body: '## Summary\nTwo.\n',
      frontmatter: FM,
    });
    expect(same.trashed).toBeNull();
    expect(await read(SUMMARY)).toBe(second);
  });

  it('T11: user keys in a flow-mapping block, or using an anchor, are carried over as data', () => {
    const fresh = '---\nmeeting: "[[M]]"\n---\n';
    const flow = '---\n{meeting: "[[Old]]", tags: [a, b], reviewed: true}\n---\nbody\n';
    expect(carryUserSummaryKeys(fresh, flow)).toBe(
      '---\nmeeting: "[[M]]"\ntags:\n  - a\n  - b\nreviewed: true\n---\n',
    );
    const anchored = '---\nmeeting: &m "[[Old]]"\nsee: *m\n---\n';
    expect(carryUserSummaryKeys(fresh, anchored)).toBe('---\nmeeting: "[[M]]"\nsee: "[[Old]]"\n---\n');
    expect(carryUserSummaryKeys(fresh, '---\nmeeting: "[[Old]]"\n---\n')).toBe(fresh);
    expect(carryUserSummaryKeys(fresh, '---\n: [\n---\n')).toBe(fresh);
  });

  it('T11: a host handing commitSummary a key the product does not own is a bug, nothing written', async () => {
    await expect(
      commitSummary(vault, await readMeeting(vault, FUNCTIONAL), {
        body: 'x\n',
        frontmatter: { tags: ['a'] },
      }),
    ).rejects.toThrow(/tags is not a summary key/);
    await expect(read(SUMMARY)).rejects.toThrow();
  });
});
