/**
 * Review8 U12 (and U9's model path): a summary draft Obsidian would show with sections missing is refused by
 * `write_summary`, and nothing is written: a `%%` left open ("cut by 50%%") hides everything after it; two stray
 * `%%` around a heading hide that section. An escaped `%\%`, a closed comment inside one section and `%%` in
 * code stay allowed. Through the real tool on a temp copy of the sample vault.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runTool } from '../src/test-support/run-tool.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

const write = (content: string) => runTool(t.session, 'write_summary', { content, replace_file: true });

describe('U12: write_summary refuses a draft whose sections Obsidian would hide', () => {
  it('U12 an unclosed %% ("cut by 50%%"): refused by line, the draft unchanged', async () => {
    t = await sampleSession(MEETINGS.functional);
    await write('## Summary\nFirst.\n');
    const out = await write(
      '## Summary\nCosts cut by 50%%.\n\n## Decisions\n- Keep the price (L40)\n\n## Next steps\n',
    );
    expect(out).toMatch(/^refused: .*%% comment begun on line 2 .*never closed/);
    expect(t.session.summaryDraft.read()).toBe('## Summary\nFirst.\n');
  });

  it('U12/U9 two stray %% around a heading: refused, the heading named', async () => {
    t = await sampleSession(MEETINGS.functional);
    const out = await write(
      '## Summary\n**Ann%%:** hi\n\n## Decisions\n- **Ann%%:** keep it (L40)\n\n## Next steps\n',
    );
    expect(out).toMatch(/^refused: .*spans the heading "## Decisions"/);
    expect(t.session.summaryDraft.read()).toBeNull();
  });

  it('Y8 an HTML block or $$ math block left open: refused by line, nothing written', async () => {
    t = await sampleSession(MEETINGS.functional);
    for (const [opener, closer] of [
      ['<pre>', '</pre>'],
      ['<textarea>', '</textarea>'],
      ['$$', '$$'],
    ] as const) {
      const out = await write(
        `## Summary\nWe met.\n${opener}\n## Decisions\n- ship (L40)\n\n## Next steps\n- [ ] x\n`,
      );
      expect(out).toMatch(/^refused: .*begun on line 3 and never closed/);
      expect(out).toContain(`close it with ${closer}`);
      expect(t.session.summaryDraft.read()).toBeNull();
    }
  });

  it('an escaped %\\%, a closed comment inside a section and %% in code are written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const body =
      '## Summary\nCut by 50%\\%. %%private%% Done. `a %% b`\n\n## Decisions\n- Keep the price (L40)\n\n## Next steps\n';
    expect(await write(body)).not.toMatch(/^refused/);
    expect(t.session.summaryDraft.read()).toBe(body);
  });

  it('U12 setext: a comment spanning a setext heading is refused like an ATX one, naming it; a setext summary with a closed comment is written', async () => {
    t = await sampleSession(MEETINGS.functional);
    const html =
      'Summary\n=======\n\nThe team met (L10). <!-- draft\n\nDecisions\n=========\n\n- Drop teletext (L120) -->\n\nNext steps\n----------\n\n- [ ] PM: minutes (L30)\n';
    expect(await write(html)).toMatch(
      /^refused: .*comment in the summary spans the heading "Decisions\\n=========": Obsidian would hide that section; nothing was written; /,
    );
    const percent = 'Summary\n=======\n\nA %%x\n\nNext steps\n----------\n\nx%% (L10)\n';
    expect(await write(percent)).toMatch(/^refused: .*spans the heading "Next steps\\n----------"/);
    expect(t.session.summaryDraft.read()).toBeNull();
    // A comment inside one section, or inside the heading's own words, hides no section.
    const fine =
      'Summary %%for Ann%%\n=======\n\nThe team met (L10). <!-- private -->\n\nDecisions\n---------\n\n- Drop teletext (L120)\n\n## Next steps %%later%%\n\n- [ ] PM: minutes (L30)\n';
    expect(await write(fine)).not.toMatch(/^refused/);
    expect(t.session.summaryDraft.read()).toBe(fine);
  });
});
