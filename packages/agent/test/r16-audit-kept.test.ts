/**
 * R16 (hostile review) through the agent (scripted model server): a second run whose model
 * rewrites the whole context note (`write_context` with `replace_file`) keeps the first run's
 * record and its audit of external writes; the new notes go above them and the second run's own
 * record follows. Real files on a temp copy of the sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { functionalName, type Harness, startHarness } from './harness.js';

const INVENTED = '- 2026-03-13: budget doubled (nobody said this)';
const SUMMARY = '## Summary\nShort.\n\n## Decisions\n\n## Next steps\n';
const CONTEXT = `Assistant/${functionalName}.md`;

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('R16: the agent cannot erase the audit of earlier runs', () => {
  it('run 2 replace_file of the context note keeps run 1 record and External writes', async () => {
    h = await startHarness([
      {
        toolCalls: [
          {
            name: 'write_projectfile',
            arguments: { project: 'remote-control', path: 'decisions.md', content: INVENTED },
          },
        ],
      },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY } }] },
      { text: 'Done.' },
      {
        toolCalls: [
          {
            name: 'write_context',
            arguments: { content: '## Notes\n- nothing happened', replace_file: true },
          },
        ],
      },
      { toolCalls: [{ name: 'write_summary', arguments: { content: SUMMARY, replace_file: true } }] },
      { text: 'Done.' },
    ]);
    await summarizeMeeting({ vault: h.vault, meeting: functionalName, env: {} });
    const first = await h.read(CONTEXT);
    const records = first.slice(first.indexOf('## Run '));
    expect(records).toContain(`+${INVENTED}`);
    await summarizeMeeting({ vault: h.vault, meeting: functionalName, env: {} });
    const second = await h.read(CONTEXT);
    expect(second).toContain(`## Notes\n- nothing happened\n\n${records.trimEnd()}`);
    expect(second.match(/## Run /g)).toHaveLength(2);
    const results = h.server.requests[4]?.rawBody ?? '';
    expect(results).toMatch(/kept the run records and audit below your notes/);
  });
});
