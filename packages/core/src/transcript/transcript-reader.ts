/**
 * The transcript reader: recognises speakers and times in every line shape people paste into a
 * transcript note (our own lines, `Name: text`, `[hh:mm:ss] Name: text`, Otter/Rev/Descript
 * heading lines, pasted WebVTT/SRT with `<v Name>` spans), one line at a time.
 * Spec: issue #10 item 2 (reading hand-pasted transcripts); docs/vault-format.md, Transcript note.
 */
import { dropControlCharacters } from '../text/control-characters.js';
import { isJsSpace } from '../text/js-space.js';
import { CLOCK_PATTERN, parseClock } from './clock.js';
import { hasCueMarkup, readCueText } from './cue-text.js';
import { BRACKETED_LABEL, isSpeakerName, speakerWithoutRole } from './speaker-name.js';
import type { SpeakerLabel, TranscriptLine } from './transcript-line.js';

// Non-ASCII as escapes (en and em dash, full-width colon): the CLI's bundles stay ASCII (docs/startup.md).
/** The end of a time range after its start (`- 00:00:04`, `--> 00:00:04`, SBV's `,0:00:04.000`). */
const RANGE_END = String.raw`(?:\s*(?:-->|[-\u2013\u2014~])\s*${CLOCK_PATTERN}|,${CLOCK_PATTERN})?`;
/**
 * A time (or time range) in front of a line, then a separator (`- `, `| `). An unbracketed time is one when white
 * space or the end of the line follows it: a line that is only `00:00:03` is a time, not speech (review10 W9).
 */
const TIME_PREFIX = new RegExp(
  String.raw`^(?:\[(${CLOCK_PATTERN})${RANGE_END}\]|\((${CLOCK_PATTERN})${RANGE_END}\)|(${CLOCK_PATTERN})${RANGE_END}(?=\s|$))\s*(?:[-\u2013\u2014|](?:\s+|$))?`,
);
/**
 * A Markdown block-quote prefix (`> `, nested `>>`, `> > `), possibly indented, and an Obsidian callout header line
 * after it (`> [!quote] Call notes`): a pasted chat, e-mail or call-notes quote (review10 W3).
 */
const QUOTE_PREFIX = /^[ \t]{0,3}(?:>[ \t]?)+/;
/**
 * A bracketed time right after a speaker's label (`Ann Lee: [00:00:03] text`, `**Ann:** (0:03) text`), as some
 * exports write the turn's time (L92): the turn's time, never speech. Only in brackets or parentheses: a bare
 * `10:30 works for me` after a label is speech.
 */
const TIME_AFTER_LABEL = new RegExp(
  String.raw`^(?:\[(${CLOCK_PATTERN})${RANGE_END}\]|\((${CLOCK_PATTERN})${RANGE_END}\))(?:\s*[-\u2013\u2014|:])?(?:\s+|$)`,
);
const CALLOUT_HEADER = /^\s*\[![\w-]*\][+-]?(?:\s|$)/;
const BOLD_LABEL = /^\*\*([^*\n]{1,120}?):?\*\*:?\s*/;
/** `Name: text`; also the full-width colon of CJK text, often without a space (`张伟：我们…`). */
const PLAIN_LABEL = /^([^:\uff1a\n]{1,60}?)(?::\s+|\uff1a\s*)(?=\S)/;
const INLINE_TIMED_LABEL = new RegExp(String.raw`^([^:\n]{1,60}?)\s+[([](${CLOCK_PATTERN})[)\]]:?\s+(?=\S)`);
/**
 * A heading line: a name, then its time after a colon, spaces, or a dash or bar between spaces
 * (`Ana Lima  0:03`, `Ana Lima (00:03):`, Otter's and Descript's `Bob Stone - 00:00:20`,
 * `Bob Stone | 0:20`; L104); the speaker owns the lines below.
 */
const HEADING = new RegExp(
  String.raw`^([^:\n]{1,60}?)(?::\s*|\s+[-\u2013\u2014|]\s+|\s+)[([]?(${CLOCK_PATTERN})[)\]]?:?$`,
);
/**
 * Zoom's saved live transcript / closed captions (`meeting_saved_closed_caption.txt`): a `[Name] hh:mm:ss`
 * line above each turn's text (L76).
 */
const BRACKET_HEADING = new RegExp(String.raw`^\[([^\]\n]{1,60})\]\s+(${CLOCK_PATTERN})$`);
/**
 * Zoom's saved chat (`meeting_saved_chat.txt`) after its time (bare `hh:mm:ss` as Zoom saves it, or
 * `[hh:mm:ss]` / `(hh:mm:ss)` as a copy pasted elsewhere has it: L85): `From  Name : text` (older
 * clients; a space before the colon), or `From Name to Everyone:` above the tab-indented message (newer
 * ones; also `to Name(Direct Message)`, `(privately)`, `to Waiting Room Participants`), in any case
 * (`To Everyone`) and with any spaces around the names and the colon (`to  Everyone :`). Group 1: the
 * name (L76; L85).
 */
const ZOOM_CHAT_FROM =
  /^From\s+(.{1,60}?)(?:\s+to\s+(?:Everyone|Waiting Room Participants|.{1,80}?\s*\((?:Direct Message|privately)\))\s*:|\s+:)(?:\s+|$)/i;
/** An SBV clock: `h:mm:ss` with optional milliseconds (always hours, so `10:30, 11:00` is no timing). */
const SBV_CLOCK = String.raw`\d{1,3}:\d{2}:\d{2}(?:\.\d{1,3})?`;
/**
 * A cue timing line: WebVTT/SRT `start --> end` (then cue settings, or what a tool wrote on the same
 * line: group 2), or SBV's `start,end` alone on its line (review5 Q9).
 */
const CUE_TIMING = new RegExp(
  String.raw`^(?:(${CLOCK_PATTERN})\s*-->\s*${CLOCK_PATTERN}(?:\s+(.*))?|(${SBV_CLOCK})\s*,\s*${SBV_CLOCK})$`,
);
/** WebVTT cue settings (`align:start position:10%`): what may follow a timing on its line. */
const CUE_SETTINGS = /^(?:[a-z-]+:\S+\s*)*$/i;
const VOICE_TAG = /<v(?:\.[^\s>]*)?\s+([^>]*)>/;

interface Speaker {
  name: string;
  label: SpeakerLabel | null;
}

/**
 * Reads transcript lines one at a time. Push every line of the text in order, then call
 * {@link TranscriptReader.end}; each call returns the spoken lines it completed (a bare number
 * line is held until the next line shows whether it is a subtitle cue number).
 *
 * Recognised shapes (a time in front may be `[hh:mm:ss]`, `(mm:ss)` or `hh:mm:ss`):
 * - `[00:00:03] **Ana Lima:** text`, `**Ana Lima:** text` (the vault format);
 * - `Ana Lima: text`, `[00:01:23] Ana Lima: text`, `Ana Lima (00:03): text`;
 * - `[SPEAKER_00]: text` (WhisperX's `.txt`, `.srt`, `.vtt` lines; the name is the label inside the
 *   brackets, and after a relabel `[Ana Lima]: text` reads the same way; reviewA R18);
 * - a heading line `Ana Lima  0:03` / `Ana Lima (00:03):` / `Ana Lima - 0:03` (L104) whose speaker owns the following lines
 *   (Otter, Rev, Descript text exports), or `[Ana Lima] 10:02:03` (Zoom's saved live transcript and
 *   closed captions, L76);
 * - Zoom's saved chat: `10:02:03 From Ana Lima : text`, and `10:02:03 From Ana Lima to Everyone:` whose
 *   sender owns the indented lines below (L76), also after `[10:02:03]` or `(10:02:03)` and in any
 *   case or spacing (`From  Ana Lima  To Everyone :`, L85);
 * - pasted WebVTT/SRT: `WEBVTT` header (also after blank lines), `NOTE`/`STYLE`/`REGION` blocks and cue
 *   identifiers (numbers, Teams UUIDs: any line just before a cue timing) skipped,
 *   a cue timing line gives the time of its text lines, `<v Ana Lima>text</v>` gives the speaker,
 *   tags and entities are removed;
 * - pasted YouTube SBV: a timing line `0:00:01.000,0:00:04.000` gives the time of its text lines;
 * - a time range in front (`[00:00:08 - 00:00:09] Ana: …`, `00:00:10 --> 00:00:12 Ana: …`) gives
 *   its start; a timing line or range is never speech (review5 Q9).
 * A label counts as a speaker only when {@link isSpeakerName} accepts it (`Decision: …` stays text,
 * and so do subtitle keywords such as `Dialogue:`, `Format:`).
 * A block-quote prefix (`> `, `>>`) is read past (review10 W3), and a line that is only a time (`00:00:03`,
 * `[00:01]`, `(0:03)`, a range, an SRT/WebVTT timing) is never speech (review10 W9).
 * Markdown headings and rules are skipped; any other non-empty line is text without a speaker. Control characters
 * and bidi overrides pasted or typed into a line (ESC sequences, BEL, C1, U+202E) are not in any text or speaker
 * name it gives (core `dropControlCharacters`; review3 M4), while a label's span still points at the name as written.
 * Spec: issue #10 item 2 (speakers recognised in every line shape, owners found).
 */
export class TranscriptReader {
  #line: number;
  #first = true;
  /** A non-blank line was read. */
  #started = false;
  #inVtt = false;
  #skipBlock = false;
  #held: { raw: string; line: number } | null = null;
  #cue: { timestamp: string; seconds: number | null; speaker: Speaker | null } | null = null;
  #heading: (Speaker & { timestamp: string | null; seconds: number | null; used: boolean }) | null = null;

  /** Whether the common line forms are read by hand ({@link readVaultLine}, {@link readPlainLabel}; P110). */
  readonly #fastPaths: boolean;
  /**
   * The speaker name given for each label name read so far (P184): a transcript has a few speakers on thousands of
   * lines, and working the name out (roles, titles, control characters: eight patterns and five string copies) on
   * every line was the reader's largest per-line work. Holds at most {@link MAX_NAMES_KEPT} names, then works the
   * rest out every time.
   */
  readonly #names = new Map<string, string>();
  /** Whether each label read so far names a speaker ({@link isSpeakerName}), remembered likewise. */
  readonly #isName = new Map<string, boolean>();

  /**
   * @param lineOffset - added to every line number (pass `bodyStartLine - 1` for a note body); default 0
   * @param options - `fastPaths: false` reads every line through the regular expressions, as before P110 (the
   *   result is the same; for tests that compare the two); default `true`
   */
  constructor(lineOffset = 0, options: { fastPaths?: boolean } = {}) {
    this.#line = lineOffset;
    this.#fastPaths = options.fastPaths !== false;
  }

  /**
   * Reads the next line (without its line break; a trailing `\r` and a BOM on the first line are
   * ignored).
   * @returns the spoken lines completed by this line, in order (often one, none for furniture)
   */
  push(raw: string): TranscriptLine[] {
    this.#line++;
    let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (this.#first && text.startsWith('\uFEFF')) text = text.slice(1);
    text = unquote(text);
    const out: TranscriptLine[] = [];
    const held = this.#held;
    this.#held = null;
    const trimmed = text.trim();
    if (held && !CUE_TIMING.test(trimmed)) this.#read(held.raw, held.line, out);
    if (this.#mayBeCueIdentifier(trimmed)) this.#held = { raw: text, line: this.#line };
    else this.#read(text, this.#line, out);
    this.#first = false;
    return out;
  }

  /**
   * Whether a line outside a cue may be a WebVTT/SRT cue identifier, which only the next line (a
   * cue timing) tells: a cue number, any line between cues of a WebVTT text (Teams writes
   * `3f1c9a2e-.../11-0`), or a one-word line (the identifier of a first cue pasted without its
   * header). Such a line is held, dropped when a timing line follows, else read as usual (M5:
   * identifiers read as speech diluted the language guess and the key points).
   */
  #mayBeCueIdentifier(trimmed: string): boolean {
    if (this.#cue || this.#skipBlock || trimmed === '' || trimmed.includes('-->')) return false;
    return this.#inVtt || /^\d{1,9}$/.test(trimmed) || !/\s/.test(trimmed);
  }

  /**
   * A heading line read by the caller, which knows the whole file (`ma import`: a name alone above
   * each paragraph, a time before the name, a Markdown heading per turn; reviewA R21): reads `raw` as a
   * line without speech, then gives `name` (and `timestamp`, when the heading writes one) to the lines
   * that follow, as a heading line `Ana Lima  0:03` does. With `name` null (a Markdown heading that names
   * no speaker, `## Action items`), the turn above ends: the lines that follow have no heading's speaker.
   * @param raw - the heading line as written (read as a blank line: the line count goes on)
   * @param name - the speaker the heading names, or null
   * @param timestamp - the time it writes (`0:03`), or null
   * @returns the spoken lines completed by this line (a held bare number), in order
   */
  heading(raw: string, name: string | null, timestamp: string | null): TranscriptLine[] {
    const out = this.push('');
    if (name === null) {
      this.#heading = null;
      return out;
    }
    const at = raw.indexOf(name);
    this.#heading = {
      name,
      label: at < 0 ? null : { line: this.#line, start: at, end: at + name.length },
      timestamp,
      seconds: timestamp === null ? null : parseClock(timestamp),
      used: false,
    };
    return out;
  }

  /** Ends the text. @returns the spoken line still held back (a final bare number), if any */
  end(): TranscriptLine[] {
    const out: TranscriptLine[] = [];
    if (this.#held) this.#read(this.#held.raw, this.#held.line, out);
    this.#held = null;
    return out;
  }

  #read(raw: string, line: number, out: TranscriptLine[]): void {
    const trimmed = raw.trim();
    if (trimmed === '') {
      this.#skipBlock = false;
      this.#cue = null;
      return;
    }
    if (this.#skipBlock) return;
    const started = this.#started;
    this.#started = true;
    // The header may follow blank lines (a paste below the frontmatter often starts with one).
    if (!started && /^WEBVTT(?:\s|$)/.test(trimmed)) {
      this.#inVtt = true;
      this.#skipBlock = true;
      return;
    }
    if (this.#inVtt && !this.#cue && /^(?:NOTE|STYLE|REGION)(?:\s|$)/.test(trimmed)) {
      this.#skipBlock = true;
      return;
    }
    const lead = raw.length - raw.trimStart().length;
    // N6 (session 32): a Markdown table row (`| 00:00:03 | Anna | We decided … |`).
    if (trimmed.charCodeAt(0) === 0x7c /* | */ && this.#readTableRow(raw, trimmed, lead, line, out)) return;
    // P110: the vault's own line and a plain `Name: text` line, the forms of nearly every line, are read by hand (no
    // match arrays, no regular expression tried in vain); what they cannot read for sure goes the general way below.
    if (this.#fastPaths && this.#readCommon(raw, trimmed, lead, line, out)) return;
    let rest = trimmed;
    let at = lead;
    const timing = CUE_TIMING.exec(trimmed);
    if (timing) {
      this.#inVtt = true;
      const timestamp = timing[1] ?? timing[3] ?? '';
      this.#cue = { timestamp, seconds: parseClock(timestamp), speaker: null };
      // Speech written after the timing on its line (`00:00:10 --> 00:00:12 Dan: Yes.`) is the
      // cue's first line; cue settings are not speech, nor is the timing ever (review5 Q9).
      const after = timing[2] ?? '';
      if (after === '' || CUE_SETTINGS.test(after)) return;
      at += trimmed.length - after.length;
      rest = after;
    }
    if (/^#{1,6}\s/.test(rest) || /^(?:-{3,}|\*{3,}|_{3,})$/.test(rest)) return;

    let timestamp: string | null = null;
    const time = TIME_PREFIX.exec(rest);
    if (time) {
      timestamp = time[1] ?? time[2] ?? time[3] ?? null;
      rest = rest.slice(time[0].length);
      at += time[0].length;
    }
    let speaker: Speaker | null = null;
    // L76: a Zoom chat line names its sender after the time (any of its forms: L85); with no text
    // after it, the sender owns the indented lines below, like a heading.
    const chat = timestamp !== null ? ZOOM_CHAT_FROM.exec(rest) : null;
    if (chat && isSpeakerName(chat[1] ?? '')) {
      const name = (chat[1] ?? '').trim();
      const label = span(raw, line, name, at);
      rest = rest.slice(chat[0].length);
      at += chat[0].length;
      if (rest.trim() === '' && timestamp !== null) {
        this.#heading = { name, label, timestamp, seconds: parseClock(timestamp), used: false };
        return;
      }
      speaker = { name, label };
      this.#heading = null;
    }
    const bold = speaker ? null : BOLD_LABEL.exec(rest);
    if (bold) {
      const written = (bold[1] ?? '').trim();
      const name = shownLabel(written);
      speaker = name === '' ? null : { name, label: span(raw, line, written, at) };
      rest = rest.slice(bold[0].length);
      at += bold[0].length;
      if (speaker) this.#heading = null;
    } else if (!timestamp && !this.#cue && !speaker) {
      const heading = BRACKET_HEADING.exec(rest) ?? HEADING.exec(rest);
      if (heading && this.#isSpeaker(shownLabel(heading[1] ?? ''))) {
        const written = (heading[1] ?? '').trim();
        const name = shownLabel(written);
        const stamp = heading[2] ?? '';
        this.#heading = {
          name,
          label: span(raw, line, written, at),
          timestamp: stamp,
          seconds: parseClock(stamp),
          used: false,
        };
        return;
      }
    }
    if (!bold && !speaker) {
      const bracketed = BRACKETED_LABEL.exec(rest);
      const timed = bracketed ? null : INLINE_TIMED_LABEL.exec(rest);
      const plain = bracketed || timed ? null : PLAIN_LABEL.exec(rest);
      const match = bracketed ?? timed ?? plain;
      if (match && this.#isSpeaker(shownLabel(match[1] ?? ''))) {
        const written = (match[1] ?? '').trim();
        speaker = { name: shownLabel(written), label: span(raw, line, written, at) };
        if (timed && !timestamp) timestamp = timed[2] ?? null;
        rest = rest.slice(match[0].length);
        at += match[0].length;
        this.#heading = null;
      }
    }
    this.#emit(raw, line, out, rest, at, timestamp, speaker);
  }

  /**
   * A Markdown table row of a transcript pasted or exported as a table (`| Time | Speaker | Text |`,
   * newcomer session 32 N6; before, the row was one line of text, its pipes and times in the
   * summary and the language guess): the delimiter row and a header row of column names are no
   * speech; a data row's text is its longest cell that is neither a time nor the speaker, its
   * speaker a cell that reads as a name (the second-to-last short cell), its time a cell that is
   * one clock. `false` (nothing read) for a line that is no row of at least two cells.
   */
  #readTableRow(raw: string, trimmed: string, lead: number, line: number, out: TranscriptLine[]): boolean {
    const cells = tableCells(trimmed);
    if (cells === null) return false;
    if (cells.every((c) => TABLE_DELIMITER_CELL.test(c.text))) return true;
    if (cells.every((c) => TABLE_HEADER_CELL.test(c.text))) return true;
    let time: (typeof cells)[number] | null = null;
    const others: typeof cells = [];
    for (const c of cells) {
      if (time === null && CLOCK_CELL.test(c.text)) time = c;
      else if (c.text !== '') others.push(c);
    }
    if (others.length === 0) return true;
    let textCell = others[0]!;
    for (const c of others) if (c.text.length > textCell.text.length) textCell = c;
    const named = others.filter((c) => c !== textCell && this.#isSpeaker(shownLabel(c.text)));
    const who = named.at(-1) ?? null;
    const speaker: Speaker | null = who
      ? { name: shownLabel(who.text), label: span(raw, line, who.text, lead + who.at) }
      : null;
    this.#heading = null;
    const stamp = time ? time.text.replace(/^[[(]|[\])]$/g, '') : null;
    this.#emit(raw, line, out, textCell.text, lead + textCell.at, stamp, speaker);
    return true;
  }

  /**
   * A line in one of the two common forms, read as {@link TranscriptReader.#read}'s regular expressions read it, or
   * `false` when it is in neither for sure (nothing read, nothing changed).
   */
  #readCommon(raw: string, trimmed: string, lead: number, line: number, out: TranscriptLine[]): boolean {
    const vault = readVaultLine(trimmed);
    if (vault > 0) {
      const name = trimmed.slice(VAULT_NAME_START, vault - 4).trim();
      // An escaped name (`**\\#general:**`, L193) is undone by the general way's shownLabel.
      if (name === '' || name.includes('\\')) return false;
      // TIME_PREFIX read `[hh:mm:ss] ` (its `\s*` the one space), BOLD_LABEL the rest up to `vault`.
      const speaker: Speaker = { name, label: span(raw, line, name, lead + VAULT_NAME_START - 2) };
      this.#heading = null;
      this.#emit(raw, line, out, trimmed.slice(vault), lead + vault, trimmed.slice(1, 9), speaker);
      return true;
    }
    const plain = readPlainLabel(trimmed);
    if (plain === 0) return false;
    if (plain < 0) {
      // No label: the general way finds none either (every pattern it tries needs a character this line lacks).
      this.#emit(raw, line, out, trimmed, lead, null, null);
      return true;
    }
    const label = trimmed.slice(0, trimmed.indexOf(':'));
    if (label.includes('\\')) return false;
    if (!this.#isSpeaker(label)) {
      this.#emit(raw, line, out, trimmed, lead, null, null);
      return true;
    }
    const name = label.trim();
    this.#heading = null;
    this.#emit(raw, line, out, trimmed.slice(plain), lead + plain, null, {
      name,
      label: span(raw, line, name, lead),
    });
    return true;
  }

  /** The rest of a line after its time and label: its cue markup, text, cue's and heading's speaker, then `out`. */
  #emit(
    raw: string,
    line: number,
    out: TranscriptLine[],
    rest: string,
    at: number,
    time: string | null,
    who: Speaker | null,
  ): void {
    let timestamp = time;
    let speaker = who;
    let text = rest;
    let from = at;
    // TIME_AFTER_LABEL opens on a bracket: no pattern tried on the other lines (P110).
    const open = text.charCodeAt(0);
    if (speaker && timestamp === null && !this.#cue && (open === 0x5b /* [ */ || open === 0x28) /* ( */) {
      const after = TIME_AFTER_LABEL.exec(text);
      if (after) {
        timestamp = after[1] ?? after[2] ?? null;
        text = text.slice(after[0].length);
        from += after[0].length;
      }
    }
    let body = text;
    if (hasCueMarkup(text)) {
      const runs = readCueText(text);
      body = runs.map((run) => run.text).join(' ');
      const voice = runs.find((run) => run.voice)?.voice;
      if (!speaker && voice) {
        const tag = VOICE_TAG.exec(text);
        const inTag = tag ? (tag[1] ?? '').indexOf(voice) : -1;
        const start =
          tag && inTag >= 0 ? from + tag.index + tag[0].length - 1 - (tag[1] ?? '').length + inTag : -1;
        speaker = {
          // An escaped name (`<v \\#general>`, as `override_speaker` writes one) is read as Obsidian shows it.
          name: shownLabel(voice),
          label:
            start >= 0 && raw.slice(start, start + voice.length) === voice
              ? { line, start, end: start + voice.length }
              : null,
        };
        this.#heading = null;
      }
    }
    // Pasted or typed control characters and bidi overrides never reach what the reader gives (M4): a summary
    // quoting the line, a speaker list. The label's span still points at the name as written, for relabelling.
    body = dropControlCharacters(body);
    // Whitespace runs become one space; most lines have none but single spaces (no new string for them).
    if (/\s\s|[^\S ]/.test(body)) body = body.replace(/\s+/g, ' ');
    body = body.trim();
    if (body === '') return;
    if (this.#cue) {
      if (speaker) this.#cue.speaker = speaker;
      else speaker = this.#cue.speaker;
      timestamp ??= this.#cue.timestamp;
    }
    const heading = this.#heading;
    if (!speaker && heading) {
      speaker = { name: heading.name, label: heading.label };
      if (!heading.used && !timestamp && heading.timestamp !== null) timestamp = heading.timestamp;
      heading.used = true;
    }
    // V93 (L323): `Ann Lee (Host):` beside `Ann Lee:` in a transcript note is one speaker, as import reads it;
    // the label's span still covers the role as written, for relabelling.
    const name = speaker ? remembered(this.#names, speaker.name, speakerName) : '';
    out.push({
      speaker: name === '' ? null : name,
      timestamp,
      seconds: timestamp === null ? null : parseClock(timestamp),
      text: body,
      line,
      label: speaker?.label ?? null,
    });
  }

  /** {@link isSpeakerName} of a label, remembered in `#isName`. */
  #isSpeaker(label: string): boolean {
    return remembered(this.#isName, label, isSpeakerName);
  }
}

/** The speaker name the reader gives for a label name as read (roles and control characters dropped). */
function speakerName(label: string): string {
  // Review2 V113: a name in NFD (a Mac's export, a note written by another tool) and in NFC is one
  // speaker, as `ma import` makes them (R172): the reader gives it in NFC.
  return shownName(speakerWithoutRole(label)).normalize('NFC');
}

/**
 * `work(key)`, looked up in `known` when it was worked out before (`work` must be pure), and kept there while `known`
 * holds fewer than {@link MAX_NAMES_KEPT} entries.
 */
function remembered<T>(known: Map<string, T>, key: string, work: (key: string) => T): T {
  let value = known.get(key);
  if (value === undefined) {
    value = work(key);
    if (known.size < MAX_NAMES_KEPT) known.set(key, value);
  }
  return value;
}

/** How many label names a reader remembers the speaker name of, and how many labels whether they name one. */
const MAX_NAMES_KEPT = 256;

/** Where the name starts in the vault's line `[hh:mm:ss] **Name:** text` (after `[hh:mm:ss] **`). */
const VAULT_NAME_START = 13;

/**
 * Whether a UTF-16 code unit is white space to a regular expression's `\s` (and to `String#trim`): the tab, line
 * feed, vertical tab, form feed, carriage return, space, no-break spaces, the Unicode space separators, the line and
 * paragraph separators and the BOM.
 */
/** A table's delimiter cell (`---`, `:--`, `--:`). */
const TABLE_DELIMITER_CELL = /^:?-{1,}:?$/;
/** A header cell of a transcript table: a column name, or empty. */
const TABLE_HEADER_CELL =
  /^(?:|#|no\.?|time|timestamp|start|end|start time|end time|time ?code|speaker|name|who|person|text|transcript|transcription|utterance|content|what|said|line|zeit|sprecher|temps|heure|locuteur|texte)$/i;
/** A cell that is one clock, bare or bracketed (`00:01:02`, `[0:03]`, `(12:40)`). */
const CLOCK_CELL = new RegExp(String.raw`^[[(]?${CLOCK_PATTERN}[\])]?$`);

/**
 * The cells of a Markdown table row (`| a | b |`, the outer pipes optional at the end, `\|` kept
 * inside a cell), each with its trimmed text and its offset in `trimmed`; `null` for a line that
 * does not start with `|` or has fewer than two cells.
 */
function tableCells(trimmed: string): Array<{ text: string; at: number }> | null {
  if (trimmed.charCodeAt(0) !== 0x7c) return null;
  const cells: Array<{ text: string; at: number }> = [];
  let start = 1;
  for (let i = 1; i <= trimmed.length; i++) {
    const end = i === trimmed.length;
    if (!end && (trimmed[i] !== '|' || trimmed[i - 1] === '\\')) continue;
    const piece = trimmed.slice(start, i);
    const text = piece.trim();
    if (!(end && text === '')) cells.push({ text, at: start + piece.indexOf(text) });
    start = i + 1;
  }
  return cells.length >= 2 ? cells : null;
}

/** Whether a UTF-16 code unit is an ASCII digit. */
function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/**
 * The vault's own line, `[hh:mm:ss] **Name:** text` (docs/vault-format.md, Transcript note), read by hand (P110,
 * issue 13: nearly every line the offline engine reads): where its text starts, or 0 when `trimmed` is not exactly
 * that form. Exactly: two-digit fields, one space after the time, a name of 1 to 120 characters other than `*` and a
 * line feed ending in `:` inside the bold, one space after it and then text. For such a line the reader's regular
 * expressions read `hh:mm:ss` as the time (TIME_PREFIX, its `\s*` the one space), the name as BOLD_LABEL's group
 * (no `*` before the `:**`, so its lazy group ends there) and the text from the same place; any other line, 0.
 * @param trimmed - the line without white space at either end
 * @returns the text's index in `trimmed` (after `:** `), or 0
 */
function readVaultLine(trimmed: string): number {
  if (
    trimmed.length < 17 ||
    trimmed.charCodeAt(0) !== 0x5b /* [ */ ||
    trimmed.charCodeAt(3) !== 0x3a /* : */ ||
    trimmed.charCodeAt(6) !== 0x3a ||
    trimmed.charCodeAt(9) !== 0x5d /* ] */ ||
    trimmed.charCodeAt(10) !== 0x20 ||
    trimmed.charCodeAt(11) !== 0x2a /* * */ ||
    trimmed.charCodeAt(12) !== 0x2a
  )
    return 0;
  if (
    !isDigit(trimmed.charCodeAt(1)) ||
    !isDigit(trimmed.charCodeAt(2)) ||
    !isDigit(trimmed.charCodeAt(4)) ||
    !isDigit(trimmed.charCodeAt(5)) ||
    !isDigit(trimmed.charCodeAt(7)) ||
    !isDigit(trimmed.charCodeAt(8))
  )
    return 0;
  const star = trimmed.indexOf('*', VAULT_NAME_START);
  // `:**` after a name of 1 to 120 characters, then one space and text.
  if (star < VAULT_NAME_START + 2 || star - 1 - VAULT_NAME_START > 120) return 0;
  if (trimmed.charCodeAt(star - 1) !== 0x3a || trimmed.charCodeAt(star + 1) !== 0x2a) return 0;
  if (
    trimmed.charCodeAt(star + 2) !== 0x20 ||
    star + 3 >= trimmed.length ||
    isJsSpace(trimmed.charCodeAt(star + 3))
  )
    return 0;
  const feed = trimmed.indexOf('\n', VAULT_NAME_START);
  if (feed >= 0 && feed < star) return 0;
  return star + 3;
}

/**
 * A line that starts with a `Name: ` label or has no label at all, read by hand (P110, issue 13), for a line none of
 * the reader's other forms can be: its first character starts no time, cue timing, bold label, bracketed label,
 * heading or rule (a digit, `[`, `(`, `*`, `#`, `-`, `_`), and its last character ends no heading line's time (a digit,
 * `)`, `]`, `:`). Then:
 * - no `:` and no full-width `：` anywhere: no pattern of the reader can match (each needs a clock's `:` or a colon),
 *   so the line has no label (−1);
 * - the first colon an ASCII `:` after 1 to 60 characters, no `(`, `[`, `：` or line feed before it (so
 *   INLINE_TIMED_LABEL, which needs a bracket before the first `:`, cannot match), white space after it: PLAIN_LABEL's
 *   match (its group cannot hold a colon, so it ends at the first one) — where the label's text starts, after the
 *   colon and its white space (the caller still asks `isSpeakerName` whether the label is a speaker);
 * - anything else: 0 (the reader's general way).
 * @param trimmed - the line without white space at either end (not empty)
 * @returns the text's index after the label, −1 for a line with no label, or 0
 */
function readPlainLabel(trimmed: string): number {
  const first = trimmed.charCodeAt(0);
  if (
    isDigit(first) ||
    first === 0x5b /* [ */ ||
    first === 0x28 /* ( */ ||
    first === 0x2a /* * */ ||
    first === 0x23 /* # */ ||
    first === 0x2d /* - */ ||
    first === 0x5f /* _ */
  )
    return 0;
  const last = trimmed.charCodeAt(trimmed.length - 1);
  if (isDigit(last) || last === 0x29 /* ) */ || last === 0x5d /* ] */ || last === 0x3a /* : */) return 0;
  const limit = Math.min(trimmed.length, 61);
  let bracket = false;
  for (let i = 0; i < limit; i++) {
    const c = trimmed.charCodeAt(i);
    if (c === 0x3a) {
      if (bracket || i === 0 || !isJsSpace(trimmed.charCodeAt(i + 1))) return 0;
      let text = i + 2;
      while (isJsSpace(trimmed.charCodeAt(text))) text++;
      return text;
    }
    if (c === 0xff1a) return 0;
    if (c === 0x28 || c === 0x5b || c === 0x0a) bracket = true;
  }
  return trimmed.includes(':') || trimmed.includes('\uff1a') ? 0 : -1;
}

/**
 * A line without its block-quote prefix (review10 W3): the `>` marks become spaces, so a quoted line is read as
 * any other line (`> **Bob:** text`, `> [00:01:02] Bob: text`, a quoted cue timing) and a label's span still
 * points at the name in the line as written. A callout header (`> [!note] Title`) is no speech: it reads as
 * blank, like an empty quote line `>`.
 */
function unquote(text: string): string {
  // Only a line opening with a space, a tab or `>` can be quoted (P110: no pattern tried on the others).
  const first = text.charCodeAt(0);
  if (first !== 0x3e /* > */ && first !== 0x20 && first !== 0x09) return text;
  const quote = QUOTE_PREFIX.exec(text);
  if (!quote) return text;
  const rest = text.slice(quote[0].length);
  if (CALLOUT_HEADER.test(rest)) return '';
  return ' '.repeat(quote[0].length) + rest;
}

/**
 * A label as Obsidian shows it: CommonMark's backslash escapes of ASCII punctuation undone (`\#general` →
 * `#general`, `Anna \^2` → `Anna ^2`), as core's `markdownName` writes a name into a note (`ma import`'s
 * transcript note, leftovers L157 kind): the speaker read back is the one imported. The label's span still
 * points at the name as written, for relabelling.
 */
function shownLabel(written: string): string {
  return written.includes('\\') ? written.replace(/\\([!-/:-@[-`{-~])/g, '$1').trim() : written.trim();
}

/** A speaker's name as the reader gives it: without control characters or bidi overrides, white space runs as one space. */
function shownName(name: string): string {
  const clean = dropControlCharacters(name);
  return clean === name ? name : clean.replace(/\s+/g, ' ').trim();
}

/** The span of `name` in `raw` at or after `from`, or `null` when it is not written there verbatim. */
function span(raw: string, line: number, name: string, from: number): SpeakerLabel | null {
  const start = raw.indexOf(name, from);
  return start < 0 ? null : { line, start, end: start + name.length };
}
