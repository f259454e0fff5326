import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSampleMeetings, type SampleMeeting } from '../src/evaluate/sample-vault.js';
import { extractDecisions } from '../src/extract/extract-decisions.js';
import { extractNextSteps } from '../src/extract/extract-next-steps.js';
import { recapFlags } from '../src/extract/recap-tracker.js';
import { summarizeExtractive } from '../src/index.js';
import { cleanDisfluencies } from '../src/transcript/clean-disfluencies.js';
import { isCompleteSentence } from '../src/transcript/is-complete-sentence.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { splitSentences } from '../src/transcript/split-sentences.js';

const meetings = loadSampleMeetings();
function byName(fragment: string): SampleMeeting {
  const meeting = meetings.find((m) => m.name.includes(fragment));
  if (!meeting) throw new Error(`sample meeting ${fragment} missing`);
  return meeting;
}

/** Lines `from..to` (1-based FILE lines) of a real sample transcript, summarised with their file line numbers. */
function excerpt(fragment: string, from: number, to: number) {
  const meeting = byName(fragment);
  const lines = meeting.transcriptFile.split('\n').slice(from - 1, to);
  return summarizeExtractive({
    transcript: lines.join('\n'),
    lineOffset: from - 1,
    language: 'en',
    meetingDate: meeting.date,
  });
}

/** A made-up meeting of bench/heldout (written for this purpose, see bench/README). */
function heldout(name: string) {
  const text = readFileSync(new URL(`../bench/heldout/${name}.md`, import.meta.url), 'utf8');
  return summarizeExtractive({ transcript: text, language: 'en', meetingDate: '2026-04-01' });
}

describe('I15 precision rules on real transcript excerpts', () => {
  it('I15 recap: the minutes of the last meeting (conceptual design L18–L26) are not decisions of this one', () => {
    const result = excerpt('conceptual design', 18, 26);
    expect(result.decisions).toEqual([]);
  });

  it('I15 recap: the recap flags worked out once per batch (issue 13) give both extractors what their own tracker gives', () => {
    let recapped = 0;
    for (const meeting of meetings) {
      const sentences = splitSentences(parseTranscript(meeting.transcript), 'en');
      const recaps = recapFlags(sentences, 'en');
      recapped += recaps.reduce((a, b) => a + b, 0);
      expect(extractDecisions(sentences, 'en', { recaps })).toEqual(extractDecisions(sentences, 'en'));
      const options = {
        speakers: [...new Set(sentences.map((s) => s.speaker ?? ''))],
        meetingDate: meeting.date,
      };
      expect(extractNextSteps(sentences, 'en', { ...options, recaps })).toEqual(
        extractNextSteps(sentences, 'en', options),
      );
    }
    expect(recapped).toBeGreaterThan(0);
    // Every bench meeting through both extractors twice: 28-37 s at a CI load of 30, past vitest's 30 s default.
  }, 120_000);

  it('I15 recap: a recap of THIS meeting ("what I said at the start") still yields its decision (functional design L493–L500)', () => {
    const result = excerpt('functional design', 493, 500);
    expect(result.decisions.map((d) => d.line)).toContain(498);
    expect(result.decisions.find((d) => d.line === 498)?.text).toBe(
      'Aiming the product at the fifteen to thirty five bracket',
    );
  });

  it('I15 questions: "does anybody disagree?" answered "No." makes the statement before it the decision, not the question (conceptual design L404–L412)', () => {
    const result = excerpt('conceptual design', 404, 412);
    expect(result.decisions).toHaveLength(1);
    expect(result.decisions[0]).toMatchObject({ line: 408, text: 'I would say no need for a talk-back.' });
  });

  it('I15 this/that/it: "let\'s go with five then" / "two point five then" say nothing on their own and are left out (detailed design L410–L432)', () => {
    const result = excerpt('detailed design', 410, 432);
    expect(result.decisions).toEqual([]);
  });

  it('I15 logistics: skipping questions for time (committee L134) and plugging in (functional design L8) are neither decisions nor tasks', () => {
    const committee = excerpt('Education committee', 134, 134);
    expect(committee.decisions).toEqual([]);
    expect(committee.nextSteps).toEqual([]);
    const plug = excerpt('functional design', 7, 9);
    expect(plug.nextSteps).toEqual([]);
  });

  it('I15 proposals: a recommendation in a presentation ("we should definitely avoid the big square block look", conceptual design L129) is not reported as decided', () => {
    const result = excerpt('conceptual design', 126, 132);
    expect(result.decisions).toEqual([]);
  });

  it('I15 outcome: agreeing WITH a third party ("what we\'ve agreed with Welsh Government", committee L65) is not a decision of the meeting', () => {
    const result = excerpt('Education committee', 65, 67);
    expect(result.decisions).toEqual([]);
  });

  it("I15 due dates only when stated for that task: the next meeting's time (kickoff L229) is not the task's due date", () => {
    const result = excerpt('Remote control kickoff', 229, 231);
    const designer = result.nextSteps.find((n) => n.owner === 'Industrial Designer');
    expect(designer?.line).toBe(229);
    expect(designer?.due).toBeNull();
  });

  it('I15 readable units: restarts and broken-off words are cut out, fragments are never quoted (functional design L12, kickoff L69)', () => {
    expect(cleanDisfluencies('M my favourite animal is my own dog at home.')).toBe(
      'My favourite animal is my own dog at home.',
    );
    expect(cleanDisfluencies("I don't think of remote controls as somethin something people assess.")).toBe(
      "I don't think of remote controls as something people assess.",
    );
    expect(
      isCompleteSentence('Just to recap on what we did last time, how much money we had to s', 'en'),
    ).toBe(false);
    expect(isCompleteSentence("Well that's the thing, I'm not sure because on the", 'en')).toBe(false);
    const result = excerpt('functional design', 12, 12);
    for (const item of [...result.keyPoints, ...result.decisions])
      expect(item.text).not.toMatch(/\bhad to s\b/);
    expect(result.decisions[0]?.text).toBe(
      "The company's decided that teletext is outdated because of how popular the internet is.",
    );
  });
});

describe('I15 precision rules on made-up meetings (jokes, hedges, reversals, repeats)', () => {
  const website = heldout('Website redesign sprint review');
  const garden = heldout('Community garden committee');

  it('I15 logistics: "wait a second, I\'ll get the slides up" and "I\'ll just share my screen" are not next steps', () => {
    expect(website.nextSteps.some((n) => /slides|share my screen/.test(n.text))).toBe(false);
  });

  it('I15 jokes and hedges: "hire a goat … just kidding", "I might ask my neighbour …, I don\'t know" and "next time we could think about …" are left out', () => {
    const all = [...garden.decisions, ...garden.nextSteps, ...website.decisions, ...website.nextSteps].map(
      (i) => i.text,
    );
    expect(all.some((t) => /goat|floppy|neighbour|newsletter|compost bay|dark mode/.test(t))).toBe(false);
  });

  it('I15 reversed: a decision undone later is reported as reversed, with what undid it', () => {
    const blue = website.decisions.find((d) => /blue palette for the launch/.test(d.text));
    expect(blue?.reversedBy?.line).toBe(32);
    expect(website.body).toMatch(
      /- Reversed later: Let's go with the blue palette for the launch then\. \(L8\) — .*green palette.* \(L32\)/,
    );
    const saturday = garden.decisions.find((d) => /Saturday mornings/.test(d.text));
    expect(saturday?.reversedBy).toBeTruthy();
    expect(garden.decisions.some((d) => /Sunday mornings/.test(d.text) && !d.reversedBy)).toBe(true);
  });

  it('I15/H12: a task said twice (L36, repeated at L40) is listed once, as first committed, with its due date', () => {
    const reports = website.nextSteps.filter((n) => /accessibility report/.test(n.text));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ line: 36, owner: 'Sam', due: '2026-04-02' });
    const taps = garden.nextSteps.filter((n) => /leaking tap/.test(n.text));
    expect(taps).toHaveLength(1);
  });

  it('I15 requests read as tasks: "Priya, can you update the style guide … by Friday?" → owner Priya, "Update the style guide …", due that Friday', () => {
    expect(website.nextSteps).toContainEqual(
      expect.objectContaining({
        owner: 'Priya',
        text: 'Update the style guide with the green palette by Friday',
        due: '2026-04-03',
      }),
    );
  });

  it('I15 this/that/it: a task that does not say what ("I\'ll send them.") takes the sentence before it on its line, or is left out', () => {
    const r = summarizeExtractive({
      language: 'en',
      transcript: [
        "[00:00:01] **Ann:** We need the revised cost figures for the casing. I'll send them.",
        '[00:00:05] **Ben:** Okay.',
        "[00:00:07] **Ann:** I'll do it.",
      ].join('\n'),
    });
    expect(r.nextSteps).toEqual([
      expect.objectContaining({
        line: 1,
        owner: 'Ann',
        text: "We need the revised cost figures for the casing. I'll send them.",
      }),
    ]);
  });
});

describe('I15 the whole meeting', () => {
  for (const meeting of meetings) {
    it(`I15 ${meeting.name}: topics with leads, every quarter contributes a key point, nothing favours the opening`, () => {
      const result = summarizeExtractive({
        transcript: meeting.transcript,
        lineOffset: meeting.transcriptBodyStartLine - 1,
        meetingDate: meeting.date,
      });
      const first = meeting.transcriptBodyStartLine;
      const last = meeting.transcriptFile.split('\n').length;
      const quarterOf = (line: number) => Math.min(3, Math.floor((4 * (line - first)) / (last - first + 1)));
      // Quarters by line here; the engine's by sentence: at least three of four line-quarters always have one.
      expect(new Set(result.keyPoints.map((k) => quarterOf(k.line))).size).toBeGreaterThanOrEqual(3);
      expect(result.keyPoints.some((k) => quarterOf(k.line) >= 2)).toBe(true);
      expect(result.topics.length).toBeGreaterThanOrEqual(2);
      for (const topic of result.topics) {
        expect(topic.lead.length).toBeGreaterThan(0);
        expect(topic.keyPoints.length).toBeGreaterThan(0);
        expect(result.body).toContain(`- **${topic.lead}** (L${topic.firstLine}–L${topic.lastLine})`);
      }
    });
  }
});
