/**
 * Spec: issue #10 item 1 (Zoom `Name: text` in cues, Teams `<v Name>`, SRT `NAME:` prefixes).
 */
import { readCueText } from '../transcript/cue-text.js';
import { BRACKETED_LABEL, importedSpeakerName, isSpeakerName } from '../transcript/speaker-name.js';
import { BRACKET_OPENER, type BracketSpeakers, withoutSoundTags } from './bracket-speakers.js';
import type { SpokenCue } from './spoken-cue.js';

/** `Name: text`; also the full-width colon of CJK text, often without a space (`张伟：我们…`). */
const LABEL = /^([^:：\n]{1,60}?)(?::\s+|：\s*)(?=\S)/;

/**
 * What opens a line of dialogue in a cue, removed: `>>` (closed captions), or a dialogue dash (`-`, `–`)
 * followed by a word — after white space (`- Hi`) or not (`-Hi`, Netflix style), a letter or an opening
 * quote/bracket — or by nothing (the line's end) — never a dash that is part of what was said: a minus
 * sign before a number, with or without a space (`-5 degrees`, `-20% budget`, `- 5 percent`, `– 20 degrees`,
 * `- .5 points`), before a currency sign (`- $5`, `- €12`) or a percent sign, or a longer dash (`--`, `---`)
 * stays (reviewA T9: they lost their first `-`, turning -5 into 5; L83: with a space the minus was still
 * lost, and after a first line the number became another person's turn).
 */
const DIALOGUE_MARK = /^\s*(?:>>\s*|[-–](?=\s*$|\s+[^\s\p{N}\p{Sc}.,%]|\p{L}|["'“‘«¿¡([])\s*)/u;

/**
 * Splits one subtitle cue into speech pieces with their speakers: a `<v Name>` voice span (Teams)
 * names the speaker of its text; otherwise each cue line may start with `Name: ` (Zoom, SRT
 * `NAME:`; an all-capitals name is title-cased, `MIRA SOLBERG` → `Mira Solberg`; WhisperX's
 * `[SPEAKER_00]: ` → `Speaker 1`, as its JSON's `SPEAKER_00` is: reviewA R18), optionally after a dialogue dash (`- Name: …`, `-Name: …`; never a minus sign or `--`, {@link DIALOGUE_MARK}) or `>>`; a line without a name continues
 * the previous line's speaker. A cue holding a dialogue — a line after its first one opens with a
 * dialogue dash or `>>` (`- Hi there.` / `- Hello.`: two people in one subtitle) — gives each marked
 * line a turn of its own (a line without a mark after it continues that turn: a wrapped line); a
 * marked line without a name, other than the cue's first, is a speaker not known, and every piece of
 * the dialogue without a speaker is `alone` (never joined to the pieces around it), as the importer
 * keeps speakers it cannot read (review N1; L75). Markup is removed by {@link readCueText}.
 * Spec: issue #10 item 1; docs/transcript-import.md (dialogue cues).
 * @param text - the cue payload as parsed (several lines possible)
 * @param start - the cue's start in seconds
 * @param at - the cue's timing line in the file (1-based), given to every piece; absent when unknown
 * @param brackets - the file's SDH bracket speakers so far ({@link BracketSpeakers}): a line opening
 *   with one of them (`[Bob] I will…`, `- [Bob] …`) is Bob's; sound tags (`[Laughter]`, `[music]`)
 *   are dropped from every line (R104). Absent: brackets are text, as before.
 * @returns the pieces in order; empty for a cue with only markup or whitespace
 */
export function splitCueSpeech(
  text: string,
  start: number,
  at?: number,
  brackets?: BracketSpeakers,
): SpokenCue[] {
  const out: SpokenCue[] = [];
  const runs = readCueText(text);
  const dialogue = isDialogue(runs.flatMap((run) => run.text.split('\n')));
  for (const run of runs) {
    let speaker = run.voice;
    let voiced = run.voice !== null;
    let runLines = 0;
    for (const raw of run.text.split('\n')) {
      const marked = DIALOGUE_MARK.test(raw);
      let line = raw.replace(DIALOGUE_MARK, '').trim();
      if (brackets) line = withoutSoundTags(line);
      if (line === '') continue;
      // In a dialogue a marked line is another person's: a voice span opening with it or a label
      // names them; a later marked line of the same span does not (L75).
      const turn = dialogue && marked;
      if (turn && runLines > 0) {
        speaker = null;
        voiced = false;
      }
      runLines++;
      if (!voiced) {
        const label = BRACKETED_LABEL.exec(line) ?? LABEL.exec(line);
        if (label && isSpeakerName(label[1] ?? '')) {
          speaker = importedSpeakerName(titleCaseShouted((label[1] ?? '').trim()));
          line = line.slice(label[0].length);
        } else {
          // R104: an SDH label (`[Bob] I will…`) the file uses as a speaker in more than one cue.
          const bracket = brackets ? BRACKET_OPENER.exec(line) : null;
          if (bracket && brackets?.has(bracket[1] ?? '')) {
            speaker = importedSpeakerName(titleCaseShouted((bracket[1] ?? '').trim()));
            line = line.slice(bracket[0].length);
            if (line === '') continue;
          }
        }
      }
      const last = out[out.length - 1];
      if (last && !turn && last.speaker === speaker) {
        last.text += ` ${line}`;
        continue;
      }
      out.push({
        start,
        speaker,
        text: line,
        ...(at === undefined ? {} : { at }),
        ...(dialogue && speaker === null ? { alone: true } : {}),
      });
    }
  }
  return out;
}

/**
 * True when a cue's lines hold a dialogue: a line after the first non-empty one opens with a dialogue
 * mark ({@link DIALOGUE_MARK}: `- `, `-Word`, `>>`). A lone marked first line (`- Just me.`,
 * wrapped onto a second line) is one person speaking.
 */
function isDialogue(lines: readonly string[]): boolean {
  const spoken = lines.filter((line) => line.replace(DIALOGUE_MARK, '').trim() !== '');
  return spoken.slice(1).some((line) => DIALOGUE_MARK.test(line));
}

/** `MIRA SOLBERG` → `Mira Solberg`; names with a lower-case letter, digits or `_` stay as written. */
function titleCaseShouted(name: string): string {
  if (!/^[\p{Lu}\p{M} .'’-]+$/u.test(name) || !/\p{Lu}.*\p{Lu}/u.test(name)) return name;
  return name
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{Ll})/gu, (_, sep: string, c: string) => `${sep}${c.toUpperCase()}`);
}
