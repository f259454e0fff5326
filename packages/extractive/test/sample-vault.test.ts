import { describe, expect, it } from 'vitest';
import { loadSampleMeetings, type SampleMeeting } from '../src/evaluate/sample-vault.js';
import { summarizeExtractive } from '../src/index.js';
import { tokenize } from '../src/transcript/tokenize.js';

const meetings = loadSampleMeetings();

function run(meeting: SampleMeeting) {
  return summarizeExtractive({
    transcript: meeting.transcript,
    userNotes: meeting.userNotes,
    meetingDate: meeting.date,
    lineOffset: meeting.transcriptBodyStartLine - 1,
  });
}

function byName(fragment: string): SampleMeeting {
  const meeting = meetings.find((m) => m.name.includes(fragment));
  if (!meeting) throw new Error(`sample meeting ${fragment} missing`);
  return meeting;
}

describe('sample vault (real QMSum transcripts)', () => {
  it('has all six meetings', () => {
    expect(meetings.map((m) => m.name)).toHaveLength(6);
  });

  for (const meeting of meetings) {
    describe(meeting.name, () => {
      const result = run(meeting);
      const fileLines = meeting.transcriptFile.split(/\r?\n/);

      it('produces a non-empty Summary (then the user notes, uncited), a Decisions section and a Next steps section', () => {
        expect(result.body).toMatch(
          /^## Summary\n(?:(?:- \*\*.+\*\* \(L\d+–L\d+\)| {2}- .+ \(L\d+\))\n)+(?:- From your notes:\n(?: {2}- (?!.*\(L\d+\)).+\n)+)?\n## Decisions\n(?:- .+\n)+\n## Next steps\n(?:- .+\n)+$/,
        );
        expect(result.keyPoints.length).toBeGreaterThanOrEqual(3);
        expect(result.language).toBe('en');
      });

      it('cites file lines whose text contains every quoted word', () => {
        const items = [...result.keyPoints, ...result.decisions, ...result.nextSteps].filter(
          (i) => i.line !== null,
        );
        expect(items.length).toBeGreaterThan(0);
        for (const item of items) {
          const lineText = fileLines[(item.line as number) - 1] ?? '';
          const lineTokens = new Set(tokenize(lineText));
          const missing = tokenize(item.text).filter((t) => !lineTokens.has(t));
          expect(missing, `L${item.line}: ${item.text}`).toEqual([]);
          expect(result.body).toContain(`(L${item.line})`);
        }
      });

      it('lists attendees as the distinct speakers in first-appearance order', () => {
        const speakers = [...meeting.transcript.matchAll(/^\[[\d:]+\] \*\*(.+?):\*\*/gm)].map((m) => m[1]!);
        expect(result.attendees).toEqual([...new Set(speakers)]);
      });

      it('is deterministic: same input, same bytes', () => {
        expect(JSON.stringify(run(meeting))).toBe(JSON.stringify(result));
      });
    });
  }

  it('kickoff: the Project Manager assigns the next-phase work to named roles', () => {
    const meeting = byName('Remote control kickoff');
    const result = run(meeting);
    const fileLines = meeting.transcriptFile.split('\n');
    const industrial = result.nextSteps.find((n) => n.owner === 'Industrial Designer');
    const marketing = result.nextSteps.find((n) => n.owner === 'Marketing');
    expect(industrial?.speaker).toBe('Project Manager');
    expect(fileLines[(industrial?.line ?? 0) - 1]).toMatch(/working design/);
    expect(marketing?.speaker).toBe('Project Manager');
    expect(fileLines[(marketing?.line ?? 0) - 1]).toMatch(/requirements/);
    // N14: the hand-out is in the Project Manager's words ("you're gonna be working on …"), so it says who asked.
    expect(result.body).toMatch(
      /- \[ \] Industrial Designer \(asked by Project Manager\): .*working design.* \(L\d+\)/,
    );
  });

  it("conceptual design: the recap of the last meeting's minutes (L20–L24) is not reported as a decision of this one", () => {
    const result = run(byName('conceptual design'));
    expect(result.decisions.some((d) => /target group being fifteen to thirty five/.test(d.text))).toBe(
      false,
    );
    expect(result.decisions.some((d) => /non-rechargeable/.test(d.text))).toBe(false);
  });

  it('user notes count as a source: the kickoff\'s "Next:" bullet is a next step from user notes', () => {
    const result = run(byName('Remote control kickoff'));
    expect(result.body).toContain(
      '- [ ] Next: ID working design, UI technical functions, Marketing user requirements (from user notes)',
    );
  });

  it('lines are relative to the given text when no lineOffset is passed', () => {
    const meeting = byName('Remote control kickoff');
    const result = summarizeExtractive({ transcript: meeting.transcript });
    const bodyLines = meeting.transcript.split('\n');
    for (const point of result.keyPoints) {
      expect(tokenize(point.text).every((t) => tokenize(bodyLines[point.line - 1] ?? '').includes(t))).toBe(
        true,
      );
    }
  });
});

describe('newcomer review fixes on "2026-03-10 Remote control functional design"', () => {
  const meeting = byName('functional design');
  const result = run(meeting);

  it('trims the dangling lead-in of the teletext decision and keeps its citation', () => {
    const teletext = result.decisions.find((d) => /teletext is outdated/.test(d.text));
    expect(teletext?.text).toBe(
      "The company's decided that teletext is outdated because of how popular the internet is.",
    );
    expect(teletext?.line).toBe(12);
    expect(result.body).not.toMatch(/Which is the first one/);
  });

  it('drops hedged or meeting-mechanics first-person remarks from Next steps', () => {
    expect(result.nextSteps.some((n) => n.line === 118)).toBe(false);
    expect(result.body).not.toMatch(/I'll add it later/);
    const detailed = run(byName('detailed design'));
    expect(detailed.nextSteps.some((n) => /on the board/.test(n.text))).toBe(false);
  });

  it('splits the L539 hand-out into one task per addressee, owners matched to the speakers', () => {
    const l539 = result.nextSteps.filter((n) => n.line === 539).map((n) => [n.owner, n.text]);
    expect(l539).toEqual([
      ['Industrial Designer', 'Thinking about the components concept.'],
      ['User Interface', 'Thinking about our user interface'],
      ['Marketing', 'Thinking about trend watching.'],
    ]);
    expect(result.body).toContain('- [ ] User Interface: Thinking about our user interface (L539)');
  });

  it('finds the "three buckets" agreement (L543 proposal, L544 assent by another speaker)', () => {
    const buckets = result.decisions.find((d) => /three sort of buckets/.test(d.text));
    expect(buckets).toMatchObject({ line: 543, speaker: 'Marketing', source: 'transcript' });
    // E37: the outcome agreed, not the question proposing it ("Shall we agree … that we'll use …").
    expect(buckets?.text).toMatch(/^We'll use this idea David's proposed/);
  });

  it("reflects the user's own notes in the Summary, labelled and without line citations", () => {
    const summary = result.body.slice(0, result.body.indexOf('## Decisions'));
    expect(summary).toContain('- From your notes:\n');
    expect(summary).toContain('  - Target group 15-35\n');
    expect(summary).toContain('  - Must have: on/off, channel up/down + direct channel, volume, mute\n');
    expect(summary).toContain(
      '  - Standard batteries, no charging cradle. Speech recognition - not decided\n',
    );
    expect(result.notePoints.length).toBeLessThanOrEqual(8);
    expect(result.notePoints.every((p) => p.source === 'user-notes')).toBe(true);
    // Notes never get a transcript citation, and key points stay transcript-only.
    const notes = summary.slice(summary.indexOf('- From your notes:\n'));
    for (const line of notes.split('\n').filter((l) => l.startsWith('  - ')))
      expect(line).not.toMatch(/\(L\d+/);
    expect(result.keyPoints.every((k) => Number.isInteger(k.line))).toBe(true);
  });
});

describe('user notes in the Summary of the other sample meetings', () => {
  it('kickoff: the "Next:" bullet stays a next step and is not repeated in the Summary', () => {
    const result = run(byName('Remote control kickoff'));
    expect(result.notePoints.map((p) => p.text)).toContain(
      '3 design phases: functional, conceptual, detailed',
    );
    expect(result.notePoints.some((p) => p.text.startsWith('Next:'))).toBe(false);
  });

  it('Meeting Recorder: action bullets stay in Next steps, the other lines become note points', () => {
    const result = run(byName('Meeting Recorder'));
    expect(result.notePoints.map((p) => p.text)).not.toContain('Try the Crown ear-mount headset');
    expect(result.nextSteps.some((n) => n.text === 'Try the Crown ear-mount headset')).toBe(true);
    expect(result.notePoints[0]?.text).toMatch(/^Digits nearly done/);
  });
});
