/**
 * H15: a cancelled run is recorded as cancelled (not "Run failed: run aborted"), and after a
 * failed run the context note links only notes that exist. Real scripted server, temp sample vault.
 * Spec: issue 9, H15.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { never } from '@ma/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { SummaryRunError, summarizeMeeting } from '../src/index.js';
import {
  FUNCTIONAL,
  functionalName,
  type Harness,
  minimalScript,
  splitNote,
  startHarness,
} from './harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const CONTEXT = `Assistant/${functionalName}.md`;
const SUMMARY_LINK = `summary: "[[Summaries/${functionalName}]]"`;

/** Every `[[target]]` in a note's frontmatter, checked against the vault: the missing ones. */
async function missingLinks(root: string, text: string): Promise<string[]> {
  const { frontmatter } = splitNote(text);
  const targets = [...frontmatter.matchAll(/\[\[([^\]|#]+)/g)].map((m) => m[1] ?? '');
  const missing: string[] = [];
  for (const t of targets) {
    const ok = await access(path.join(root, `${t}.md`)).then(
      () => true,
      () => false,
    );
    if (!ok) missing.push(t);
  }
  return missing;
}

describe('H15: cancelled runs and links after a failure', () => {
  it('H15: a cancel is recorded as "Run cancelled" with its reason; status unchanged, nothing committed', async () => {
    const controller = new AbortController();
    h = await startHarness(() => {
      controller.abort(new DOMException('interrupted by Ctrl-C', 'AbortError'));
      return never(); // only the abort ends this request
    });
    const error = await summarizeMeeting({
      vault: h.vault,
      meeting: FUNCTIONAL,
      signal: controller.signal,
      env: {},
    }).catch((e: unknown) => e);
    expect(SummaryRunError.isInstance(error)).toBe(true);
    expect((error as SummaryRunError).reason).toBe('aborted');
    expect((error as Error).message).toBe('run cancelled (interrupted by Ctrl-C)');
    const context = await h.read(CONTEXT);
    expect(context).toMatch(/## Run cancelled .*\n\nrun cancelled \(interrupted by Ctrl-C\)/);
    expect(context).not.toContain('Run failed');
    expect(context).not.toContain('run aborted');
    expect(await h.read(FUNCTIONAL)).toMatch(/^status: ended$/m);
    expect(await missingLinks(h.root, context)).toEqual([]);
  });

  it('H15: a failed first run leaves a context note that links only existing notes; a later success links the summary', async () => {
    h = await startHarness([
      { status: 400, body: { error: { message: 'bad request' } } },
      ...minimalScript(),
    ]);
    await expect(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} })).rejects.toThrow(
      'bad request',
    );
    const failed = await h.read(CONTEXT);
    expect(failed).toContain('## Run failed');
    expect(failed).not.toContain('summary:');
    expect(await missingLinks(h.root, failed)).toEqual([]);
    expect(await h.read(FUNCTIONAL)).not.toContain('summary:');

    const run = await summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} });
    const after = await h.read(run.contextPath);
    expect(after).toContain(SUMMARY_LINK);
    expect(await missingLinks(h.root, after)).toEqual([]);
  });

  it('H15: a stale product link to a summary that does not exist is dropped; a user link stays', async () => {
    h = await startHarness([{ status: 400, body: { error: { message: 'bad request' } } }]);
    await mkdir(path.join(h.root, 'Assistant'), { recursive: true });
    await writeFile(
      path.join(h.root, CONTEXT),
      `---\nmeeting: "[[Meetings/${functionalName}]]"\n${SUMMARY_LINK}\nowner: "[[People/Someone]]"\n---\nNotes.\n`,
    );
    await expect(summarizeMeeting({ vault: h.vault, meeting: FUNCTIONAL, env: {} })).rejects.toThrow();
    const context = await h.read(CONTEXT);
    expect(context).not.toContain('summary:');
    expect(context).toContain('owner: "[[People/Someone]]"');
    expect(context).toContain('Notes.');
  });
});
