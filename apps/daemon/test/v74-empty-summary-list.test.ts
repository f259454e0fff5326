/**
 * Review2 V74: R86's "has a summary" read the meeting note's `summary:` as truthy, so `summary: []`
 * (a List property the user emptied, as Obsidian leaves it) or `summary: [""]` counted as a summary
 * and a `status: done` meeting went unexplained again. An empty value (missing, null, blank text, a
 * list of nothing but those; core `isEmptyLinkValue`) is no summary; a link is one.
 * Real temp vault, core's `readMeeting` through `evaluateTrigger`.
 * Spec: docs/vault-format.md (Meeting note, `status`, `summary`); apps/daemon/README.md (trigger).
 */
import { openVault, parseConfig } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { evaluateTrigger } from '../src/trigger/evaluate-trigger.js';
import { testResources } from './daemon-harness.js';

const t = testResources();

describe('V74: an empty summary: property is no summary', () => {
  it('summary: [] / [""] / "" / null on a status: done meeting is said; a link is not', async () => {
    const v = await t.vault();
    const cases = [
      ['Empty list', 'summary: []', true],
      ['Blank item', 'summary: [""]', true],
      ['Blank list item', 'summary:\n  - ""', true],
      ['Blank text', 'summary: " "', true],
      ['Null', 'summary:', true],
      ['Linked', 'summary: "[[Summaries/2026-11-20 Linked]]"', false],
      ['Linked in a list', 'summary:\n  - "[[Summaries/2026-11-20 Linked in a list]]"', false],
    ] as const;
    const vault = await openVault(v.root, parseConfig({}));
    for (const [name, extra, said] of cases) {
      await v.writeMeeting(`2026-11-20 ${name}`, 'done', extra);
      const decision = await evaluateTrigger(vault, `Meetings/2026-11-20 ${name}.md`);
      expect(decision, name).toMatchObject({ run: false, reason: 'not-ended' });
      expect(decision.detail, name).toBe(
        said
          ? 'its status "done" is none of recording | ended | summarized | failed: the daemon summarizes a meeting whose note says status: ended'
          : undefined,
      );
    }
  });
});
