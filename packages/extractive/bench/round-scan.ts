/**
 * Dev only (session 45, qualityD): where in a discussion ROUND the labelled decision lines sit. A round opens on a
 * speaker's choice question ("so which one do we go for?", "what about the case?", "do we want …", "any
 * preferences?"); the other speakers' substantive turns after it are its views; the asker's next substantive turn is
 * its close. For each position (the question, the first view, the view the close takes up, the close, the close as a
 * statement that takes up a view, …) it counts the lines, how many are in a labelled decision group ("right"), the
 * groups reached and the groups reached that no decision of the engine cites; once for any asker and once for a chair
 * by role (a speaker labelled project manager / chair). A turn is one transcript line; "substantive" is four words or
 * more and not only assent words. `ROUND_SCAN_LINES=<position>` also prints that position's lines (right / wrong).
 * Never reads validation or held-out sets.
 *
 *     pnpm exec tsx bench/round-scan.ts
 */
import { summarizeExtractive } from '../src/summarize-extractive.js';
import { parseTranscript } from '../src/transcript/parse-transcript.js';
import { DEV_SETS, labelledCases } from './labelled-cases.js';

/** A question that puts a choice to the room. */
const CHOICE_Q =
  /\b(?:which\s+(?:one|ones|way|colou?r|kind|type|of)|what\s+about\s+(?:the|a|an)|how\s+about\s+(?:the|a|an)|(?:shall|should|do)\s+we\s+(?:go|want|have|use|need|put|stick|keep)|are\s+we\s+(?:going|gonna)\s+(?:to\s+)?(?:go|have|use|put)|\bor\s+(?:not|the|a|do|should|shall|we)\b.*\?|any\s+(?:other\s+)?(?:ideas|suggestions|preferences|opinions)|what\s+do\s+you\s+(?:think|reckon)|what\s+do\s+we\s+think|what\s+kind\s+of|what\s+sort\s+of|what\s+colou?r|decide|choose)/;
/** A turn of assent or filler words only. */
const ASSENT_ONLY =
  /^(?:(?:yeah|yep|yes|okay|ok|mm-hmm|mm|uh-huh|right|sure|alright|um|uh|hmm|oh|so|well|cool|good|great|fine|true|exactly|and|no|nope|absolutely|definitely)[\s,.!?]*)+$/;
const HEDGE =
  /\b(?:i\s+think|maybe|perhaps|probably|i\s+don't\s+know|i\s+dunno|might|not\s+sure|i\s+guess)\b/;
const CHAIR = /\b(?:project\s+manager|chair|chairperson|chairman|chairwoman)\b/i;
const STOP = new Set(
  "the a an and or but so to of in on for with it that this is was be we you i they them our your my me us yeah okay ok um uh mm like just think know mean would could should will can do does did have has had not no yes then there here what which how about one thing things gonna wanna go get got really very well right kind sort maybe also if as at by from are were been all some any more much lot it's that's i'm we're you're don't can't i'd we'll".split(
    ' ',
  ),
);
/** Segments read after a question for its views and close. */
const ROUND_TURNS = 15;

const said = (t: string) => t.toLowerCase().replace(/’/g, "'").trim();
const words = (t: string) => said(t).match(/[a-z']+/g) ?? [];
const content = (t: string) => new Set(words(t).filter((w) => w.length > 2 && !STOP.has(w)));
const substantive = (t: string) => words(t).length >= 4 && !ASSENT_ONLY.test(said(t));
const question = (t: string) => /\?\s*$/.test(t);

interface Tally {
  lines: number;
  right: number;
  groups: Set<string>;
  missed: Set<string>;
  list: string[];
}
const tallies = new Map<string, Tally>();
const listed = process.env.ROUND_SCAN_LINES;

for (const c of labelledCases(DEV_SETS)) {
  const result = summarizeExtractive({ transcript: c.transcript, meetingDate: c.date, lineOffset: c.offset });
  const cited = new Set(result.decisions.map((d) => d.line));
  const groups = c.labels.decisions;
  const count = (position: string, line: number, text: string) => {
    const t = tallies.get(position) ?? { lines: 0, right: 0, groups: new Set(), missed: new Set(), list: [] };
    tallies.set(position, t);
    t.lines++;
    const inGroups = groups.flatMap((g, i) => (g.includes(line) ? [i] : []));
    if (inGroups.length > 0) t.right++;
    for (const i of inGroups) {
      t.groups.add(`${c.set}/${c.name}#${i}`);
      if (!groups[i]!.some((l) => cited.has(l))) t.missed.add(`${c.set}/${c.name}#${i}`);
    }
    if (listed === position)
      t.list.push(
        `${inGroups.length > 0 ? 'right' : 'wrong'} ${c.set}/${c.name}:${line} ${text.slice(0, 140)}`,
      );
  };
  const turns = parseTranscript(c.transcript, c.offset).filter((s) => s.speaker !== null && s.text !== '');
  turns.forEach((q, k) => {
    if (!CHOICE_Q.test(said(q.text)) || !substantive(q.text)) return;
    const views: typeof turns = [];
    let close: (typeof turns)[number] | null = null;
    for (let j = k + 1; j < Math.min(turns.length, k + 1 + ROUND_TURNS); j++) {
      const t = turns[j]!;
      if (t.speaker === q.speaker) {
        if (substantive(t.text) && views.length > 0) {
          close = t;
          break;
        }
        continue;
      }
      if (substantive(t.text) && !question(t.text)) views.push(t);
    }
    for (const who of ['any asker', 'chair by role']) {
      if (who === 'chair by role' && !CHAIR.test(q.speaker!)) continue;
      const at = (position: string, line: number, text: string) => count(`${who}: ${position}`, line, text);
      at('question', q.line, q.text);
      if (views.length > 0) at('first view', views[0]!.line, views[0]!.text);
      if (close === null) continue;
      at('close', close.line, close.text);
      const closing = content(close.text);
      const takenUp = views.filter((v) => [...content(v.text)].some((w) => closing.has(w)));
      if (takenUp.length > 0) at('view the close takes up', takenUp[0]!.line, takenUp[0]!.text);
      if (question(close.text)) continue;
      at('close, a statement', close.line, close.text);
      if (takenUp.length === 0) continue;
      at('close, a statement taking up a view', close.line, close.text);
      if (!HEDGE.test(said(close.text)))
        at('close, a statement taking up a view, no hedge', close.line, close.text);
    }
  });
}
console.log('| position | lines | right | groups | groups no decision cites |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [position, t] of [...tallies].sort((a, b) => a[0].localeCompare(b[0])))
  console.log(
    `| ${position} | ${t.lines} | ${t.right} (${((100 * t.right) / Math.max(1, t.lines)).toFixed(0)} %) | ${t.groups.size} | ${t.missed.size} |`,
  );
for (const t of tallies.values()) for (const l of t.list) console.log(l);
