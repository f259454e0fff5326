/**
 * Reading ASS/SSA subtitles (Aegisub, fansub and some transcription tools) with ass-compiler, in
 * chunks so memory stays bounded.
 * Spec: issue #10 item 1 (a well-kept parser, not our own regular expressions); review5 Q9
 * (`Dialogue:` events with the `Name` field as speaker; docs/transcript-import.md).
 */
import { ImportError } from '../errors/import-error.js';
import { BracketSpeakers, withoutSoundTags } from './bracket-speakers.js';
import { splitCueSpeech } from './split-cue-speech.js';
import type { SpokenCue } from './spoken-cue.js';

/** Characters of `Dialogue:` lines handed to the parser at once. */
const CHUNK_CHARS = 256 * 1024;
const SECTION = /^\[(.*)\]$/;
const FORMAT = /^Format\s*:\s*(.*)$/i;
const EVENT = /^(Dialogue|Comment|Picture|Sound|Movie|Command)\s*:\s*(.*)$/i;
/** An ASS time as players read it: `h:mm:ss.cc` (hours of any length, fraction optional). */
const ASS_TIME = /^\d+:\d{1,2}:\d{1,2}(?:\.\d{1,3})?$/;

interface PendingEvent {
  /** The `Dialogue:` line, trimmed. */
  text: string;
  /** Its 1-based line in the file. */
  at: number;
}

/**
 * Parses an ASS or SSA file given as a stream of lines with ass-compiler's `parse`. Only the
 * `[Events]` sections are read: each `Format:` line names the fields of the events after it
 * (`Layer`/`Marked`, `Start`, `End`, `Style`, `Name`, …, `Text` last, so the text may hold commas),
 * each `Dialogue:` event is one cue (`Comment:` and the other event types are not speech). The
 * `Name` field is the cue's speaker; an event without one may name its speaker in the text
 * (`Ana: …`, as in SRT). Override tags (`{\i1}`, `{\an8}`, karaoke, drawings) are dropped, `\N` and
 * `\n` are line breaks, `\h` a space; the text is plain (a `<` or `&` stays as written). The events
 * are handed to the parser in chunks of about 256 K characters under their own `[Events]` and
 * `Format:` header, so a large file is parsed with bounded memory. An event whose start or end is
 * not a time, or whose end is not after its start (players never show it), is reported through
 * `onSkipped` once, with its line, as media-captions' cues are (review N20).
 * Spec: issue #10 item 1; review5 Q9.
 * @param lines - the file's lines (BOM removed)
 * @param label - the file as the user named it, for messages
 * @param onSkipped - called once per event left out, with its line and why
 *   (`line 11: start \`0:00:0x.00\` is not a time h:mm:ss.cc`)
 * @param brackets - the file's SDH bracket speakers (`[Bob] I will…` opening the text of an event without a
 *   `Name`, R104), learned event by event as the chunks are read, or learned over a whole first reading and
 *   settled (L325); sound tags (`[Laughter]`) are dropped from every event's text, named or not, as in WebVTT
 * @returns the speech pieces of every `Dialogue:` event in file order, times in seconds
 * @throws ImportError('unsupported-format') when the file has no `[Events]` section, a `Dialogue:`
 *   line comes before its section's `Format:` line, or a `Format:` line names no `Start` or no
 *   `Text` field (the message names the line)
 */
export async function* assCues(
  lines: AsyncIterable<string>,
  label: string,
  onSkipped: (reason: string) => void = () => {},
  brackets: BracketSpeakers = new BracketSpeakers(),
): AsyncGenerator<SpokenCue> {
  let section = '';
  let eventsSeen = false;
  let format: { line: string; fields: string[] } | null = null;
  let pending: PendingEvent[] = [];
  let size = 0;
  const flush = async function* (): AsyncGenerator<SpokenCue> {
    if (pending.length === 0 || !format) return;
    const events = pending;
    pending = [];
    size = 0;
    const { parse } = await import('ass-compiler');
    const text = `[Events]\n${format.line}\n${events.map((event) => event.text).join('\n')}\n`;
    // One parsed dialogue per `Dialogue:` line handed over, in order (ass-compiler drops none).
    const parsed = parse(text).events.dialogue;
    const said = (i: number) => plainText(String(parsed[i]?.Text?.combined ?? ''));
    // L325: ASS captions get WebVTT's and SRT's SDH reading (R104); only events without a Name can carry a label.
    brackets.learn(
      parsed.flatMap((d, i) => (typeof d.Name === 'string' && d.Name.trim() !== '' ? [] : [said(i)])),
    );
    for (const [i, event] of events.entries()) {
      const dialogue = parsed[i];
      const fields = rawFields(event.text, format.fields.length);
      const field = (name: string) => fields[format?.fields.indexOf(name) ?? -1] ?? '';
      const problem = timeProblem(field('Start'), field('End'));
      if (problem || !dialogue) {
        onSkipped(`line ${event.at}: ${problem ?? 'not an event the parser reads'}`);
        continue;
      }
      const name = typeof dialogue.Name === 'string' ? dialogue.Name.trim() : '';
      if (name === '') {
        yield* splitCueSpeech(escapeCueText(said(i)), dialogue.Start, event.at, brackets);
        continue;
      }
      const words = said(i)
        .split('\n')
        .map((line) => withoutSoundTags(line).trim())
        .filter(Boolean)
        .join(' ');
      if (words !== '') yield { start: dialogue.Start, speaker: name, text: words, at: event.at };
    }
  };
  let n = 0;
  for await (const raw of lines) {
    n++;
    const line = raw.trim();
    if (line === '' || line.startsWith(';')) continue;
    const header = SECTION.exec(line);
    if (header) {
      yield* flush();
      section = (header[1] ?? '').trim().toLowerCase();
      if (section === 'events') {
        eventsSeen = true;
        format = null;
      }
      continue;
    }
    if (section !== 'events') continue;
    const fmt = FORMAT.exec(line);
    if (fmt) {
      yield* flush();
      const fields = (fmt[1] ?? '').split(',').map((field) => field.trim().toLowerCase());
      if (!fields.includes('start') || fields[fields.length - 1] !== 'text')
        throw new ImportError(
          'unsupported-format',
          `line ${n} of ${label}: the Format line names no Start or no Text field (Text must be the last), so its events cannot be read; nothing was written`,
        );
      format = { line, fields: fields.map(canonicalField) };
      continue;
    }
    const event = EVENT.exec(line);
    if (!event || (event[1] ?? '').toLowerCase() !== 'dialogue') continue;
    if (!format)
      throw new ImportError(
        'unsupported-format',
        `line ${n} of ${label}: a Dialogue line before the [Events] section's Format line, so its fields cannot be told apart; nothing was written`,
      );
    pending.push({ text: line, at: n });
    size += line.length + 1;
    if (size >= CHUNK_CHARS) yield* flush();
  }
  yield* flush();
  if (!eventsSeen)
    throw new ImportError(
      'unsupported-format',
      `${label} looks like an ASS/SSA subtitle file but has no [Events] section, so it holds no dialogue to import; nothing was written`,
    );
}

/** The field names ass-compiler gives the parsed events, by their lower-case spelling. */
function canonicalField(field: string): string {
  const known: Record<string, string> = { start: 'Start', end: 'End', name: 'Name', text: 'Text' };
  return known[field] ?? field;
}

/** The raw fields of a `Dialogue:` line (the text, last, keeps its commas), trimmed. */
function rawFields(line: string, count: number): string[] {
  const values = line.replace(/^[^:]*:/, '').split(',');
  const head = values.slice(0, count - 1);
  return [...head, values.slice(count - 1).join(',')].map((value) => value.trim());
}

/** Why an event with these start and end fields is not shown by players; `null` when it is. */
function timeProblem(start: string, end: string): string | null {
  if (!ASS_TIME.test(start)) return `start \`${start.slice(0, 40)}\` is not a time h:mm:ss.cc`;
  if (!ASS_TIME.test(end)) return `end \`${end.slice(0, 40)}\` is not a time h:mm:ss.cc`;
  if (seconds(end) <= seconds(start)) return `end ${end} is not after start ${start}`;
  return null;
}

function seconds(time: string): number {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** An event's text without ASS escapes: `\N` and `\n` are line breaks, `\h` a space. */
function plainText(text: string): string {
  return text.replace(/\\[Nn]/g, '\n').replace(/\\h/g, ' ');
}

/**
 * ASS text is plain, while {@link splitCueSpeech} reads WebVTT cue markup: `&` and `<` are written
 * as entities so they come back as written.
 */
function escapeCueText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}
