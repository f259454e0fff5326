/**
 * Review8 U22 on the commit paths that cannot be asked again: a final reply (or a session's `finish({ body })`)
 * citing a line the transcript does not have (past its end, L0) is committed as written and the run record
 * warns, naming the citations and the spoken range; `write_summary` refuses the same text (tools' test).
 * Real vault copies, the scripted OpenAI-compatible server.
 * Spec: docs/tools.md, `write_summary` (citations); review8 U22.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openMeetingSession, summarizeMeeting } from '../src/index.js';
import { type Harness, KICKOFF, kickoffName, readTranscriptIn, startHarness } from './harness.js';

const BAD =
  '## Summary\nKick-off held (L7).\n\n## Decisions\n- Go (L99999)\n\n## Next steps\n- [ ] Ann: minutes (L0)\n';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('U22: citations of lines the transcript does not have, on the commit paths', () => {
  it('U22 the final reply is committed as written and the run record names the bad citations', async () => {
    h = await startHarness([{ text: BAD }]);
    const run = await summarizeMeeting({ vault: h.vault, meeting: KICKOFF, env: {}, force: true });
    expect(await h.read(run.summaryPath)).toContain('- Go (L99999)');
    const warning = run.warnings.find((w) => w.includes('L99999'));
    expect(warning).toMatch(
      /cites lines the transcript .* does not have: L0, L99999 \(its spoken lines are L\d+–L\d+/,
    );
    expect(warning).toContain('the citations were kept as written');
    expect(await h.read(`Assistant/${kickoffName}.md`)).toContain('L0, L99999');
  });

  it('U22 finish({ body }) commits and warns the same way; a summary citing spoken lines has no such warning', async () => {
    h = await startHarness([]);
    // L285: the host reads the transcript before each finish (a summary of a transcript never read is refused).
    const session = await openMeetingSession({ vault: h.vault, meeting: KICKOFF, force: true });
    await readTranscriptIn(session);
    const done = await session.finish({ body: BAD });
    expect(done.warnings.some((w) => w.includes('does not have: L0, L99999'))).toBe(true);
    const again = await openMeetingSession({ vault: h.vault, meeting: KICKOFF, force: true });
    await readTranscriptIn(again);
    const good = await again.finish({ body: '## Summary\nKick-off held (L7).\n' });
    expect(good.warnings.some((w) => w.includes('does not have'))).toBe(false);
  });
});
