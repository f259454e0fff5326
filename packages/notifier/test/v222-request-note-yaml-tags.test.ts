/**
 * V222 (session 45, hostile): the notifier parsed request notes with the `yaml` package's default
 * `resolveKnownTags`, so a hand-edited note's `expires: !!timestamp …` became a `Date` (the deadline
 * check wants text: the past-deadline note stayed `pending` for ever) and `!!binary` a `Buffer`. Now
 * both readers (`sweepOrphanedRequests`, `recordStatus`) leave YAML 1.1 tags unresolved, as core does
 * since V190: the note is marked `expired` and the tagged lines are written back as they were.
 * Spec: docs/approvals.md (An asker that died); docs/hostile-cases.md B01; docs/frontmatter.md (V190).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newAnswerKey, renderRequestNote } from '../src/index.js';
import { frontmatterFields, sweepOrphanedRequests } from '../src/vault-note/sweep-orphaned-requests.js';

let folder: string;
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('V222: request notes with YAML 1.1 tags', () => {
  it('a hand-edited `expires: !!timestamp` past its deadline is marked expired; `!!binary` is kept as written', async () => {
    folder = await mkdtemp(join(tmpdir(), 'ma-v222-'));
    const note = join(folder, 'Old request.md');
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const text = renderRequestNote(
      { id: 'old', title: 'Old request', body: 'x', timeoutMs: 1 },
      Date.now() - 3_600_000,
      newAnswerKey(),
    )
      .replace(/^expires: .*$/m, `expires: !!timestamp ${past}`)
      .replace(/^status: pending$/m, 'status: pending\nblob: !!binary aGVsbG8=');
    await writeFile(note, text);
    expect(frontmatterFields(text)).toMatchObject({ expires: past, blob: 'aGVsbG8=', status: 'pending' });
    const swept = await sweepOrphanedRequests(folder);
    expect(swept.map((s) => s.status)).toEqual(['expired']);
    const after = await readFile(note, 'utf8');
    expect(after).toContain('status: expired');
    expect(after).toContain(`expires: !!timestamp ${past}`);
    expect(after).toContain('blob: !!binary aGVsbG8=');
  });
});
