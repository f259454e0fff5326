import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** Review 2 N4's meeting: a meeting note and a transcript note whose body is `lines` (body line 1 = file line 1). */
async function summarize(lines: string[]): Promise<string> {
  const harness = h as Harness;
  await writeFile(
    path.join(harness.root, 'Meetings', '2026-03-31 Short.md'),
    '---\ntitle: Short\ndate: 2026-03-31\nstatus: ended\n---\n',
  );
  await writeFile(path.join(harness.root, 'Transcripts', '2026-03-31 Short.md'), `${lines.join('\n')}\n`);
  const result = await summarizeMeeting({
    vault: harness.vault,
    meeting: '2026-03-31 Short',
    env: {},
    engine: 'extractive',
  });
  const body = splitNote(await harness.read(result.summaryPath)).body;
  return (body.split('## Decisions\n')[1] ?? '').split('\n\n')[0] ?? '';
}

describe('N4: the offline summary of a vault meeting never records a greeting as the decision', () => {
  it('N4: "We decided to ship." after a greeting is recorded as itself, cited at its own file line', async () => {
    h = await startHarness([], { model: null });
    const decisions = await summarize([
      '[00:00:01] **Ann:** Hello all, thanks for coming in today.',
      '[00:00:02] **Bob:** We decided to ship.',
      '[00:00:03] **Ann:** Okay.',
    ]);
    expect(decisions).toBe('- We decided to ship. (L2)');
  });

  it('N4: "So we decided." after a report is left out ("None recorded."), not the report', async () => {
    h = await startHarness([], { model: null });
    const decisions = await summarize([
      '[00:00:01] **Ann:** The rubber supplier called about the invoice from last month.',
      '[00:00:02] **Bob:** So we decided.',
      '[00:00:03] **Ann:** Okay.',
    ]);
    expect(decisions).toBe('- None recorded.');
  });
});
