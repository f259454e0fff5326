/**
 * Newcomer session 32 N5. An unfilled Obsidian template property, `date: {{date:YYYY-MM-DD}}`, is
 * YAML for a map whose key is a map; turning it into data made the `yaml` library print "Warning:
 * Keys with collection values will be stringified due to JS Object restrictions …" through
 * `process.emitWarning`, seven times on the user's stderr for one `ma summarize`. The readers report
 * such a value themselves (the date cannot be read), so the library stays quiet.
 * Spec: newcomer session 32 N5; docs/frontmatter.md.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { readMeetingDate } from '../vault/meeting-date.js';
import { parseNote } from './parse-note.js';

const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);
afterEach(() => {
  process.off('warning', onWarning);
  warnings.length = 0;
});

describe('N5 (session 32): no YAML library warnings on stderr', () => {
  it('a {{date:YYYY-MM-DD}} property is read quietly (and is still no date)', async () => {
    process.on('warning', onWarning);
    const note = parseNote('---\ntitle: "{{title}}"\ndate: {{date:YYYY-MM-DD}}\nstatus: ended\n---\nbody\n');
    expect(note.frontmatter?.data.status).toBe('ended');
    expect(readMeetingDate(note.frontmatter?.data.date).state).toBe('unreadable');
    await new Promise((done) => setImmediate(done));
    expect(warnings).toEqual([]);
  });
});
