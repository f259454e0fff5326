/**
 * L488: `WriteAudit.drain` (a host recording writes as they are made: `ma mcp`) dropped the drained
 * writes from `changesOf`, so the commit's `keepRunProperties` (L466) saw none of a session's meeting-note
 * edits. A path named to `keepChangesOf` keeps its changes through every drain; other paths do not
 * (their texts are not held). Pure, in memory.
 * Spec: docs/stale-writes.md (L466, L488).
 */
import { describe, expect, it } from 'vitest';
import { WriteAudit } from './write-audit.js';

const NOTE = 'Meetings/m.md';

describe('L488: WriteAudit.keepChangesOf', () => {
  it('the kept path’s changes survive drains, oldest first; another path’s do not', () => {
    const audit = new WriteAudit();
    audit.keepChangesOf(NOTE);
    audit.record(NOTE, 'a', 'b');
    audit.record('Projects/x/d.md', 'x', 'y');
    expect(audit.drain()).toHaveLength(2);
    audit.record(NOTE, 'b', 'c');
    audit.drain();
    audit.record(NOTE, 'c', 'd');
    expect(audit.changesOf(NOTE)).toEqual([
      { before: 'a', after: 'b' },
      { before: 'b', after: 'c' },
      { before: 'c', after: 'd' },
    ]);
    expect(audit.changesOf('Projects/x/d.md')).toEqual([{ before: 'y', after: 'y' }]);
  });

  it('without keepChangesOf a drain forgets the change (as before)', () => {
    const audit = new WriteAudit();
    audit.record(NOTE, 'a', 'b');
    audit.drain();
    expect(audit.changesOf(NOTE)).toEqual([{ before: 'b', after: 'b' }]);
  });
});
