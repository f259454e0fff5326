/**
 * Whether a label in front of a colon (`Ana Lima: …`) or on a heading line (`Ana Lima  0:03`) is
 * a speaker's name rather than a note label (`Decision: …`, `Budget: …`).
 * Spec: issue #10 item 2 (speakers recognised in every line shape, owners found).
 */

/** Labels people write in notes and pasted text that are not speakers (lower case). */
const NOT_SPEAKERS = new Set([
  'action',
  'action item',
  'action items',
  'actions',
  'agenda',
  'answer',
  'attendees',
  'background',
  'budget',
  'conclusion',
  'context',
  'cost',
  'date',
  'deadline',
  'decision',
  'decisions',
  'due',
  'edit',
  'eta',
  'example',
  'follow up',
  'follow-up',
  'fyi',
  'goal',
  'important',
  'issue',
  'link',
  'location',
  'meeting',
  'nb',
  'next step',
  'next steps',
  'note',
  'notes',
  'outcome',
  'owner',
  'price',
  'problem',
  'project',
  'ps',
  'question',
  'reminder',
  'result',
  'risk',
  'source',
  'status',
  'step',
  'subject',
  'summary',
  'time',
  'tip',
  'title',
  'to do',
  'todo',
  'topic',
  'total',
  'update',
  'warning',
  'webvtt',
  // Subtitle file structure (ASS/SSA `Format:`/`Dialogue:` lines, their [Script Info] keys, WebVTT
  // header lines): never speakers, whatever the file is read as (review5 Q9).
  'collisions',
  'comment',
  'dialogue',
  'format',
  'kind',
  'language',
  'layoutresx',
  'layoutresy',
  'marked',
  'original script',
  'original timing',
  'original translation',
  'playdepth',
  'playresx',
  'playresy',
  'scaledborderandshadow',
  'scripttype',
  'style',
  'synch point',
  'timer',
  'wrapstyle',
  'ycbcr matrix',
  // Labels of scripts without case (any word of them passes the capital rule).
  '决定',
  '决议',
  '行动',
  '待办',
  '备注',
  '注意',
  '议程',
  '总结',
  '问题',
  '下一步',
  '时间',
  '日期',
  '主题',
  '決定',
  'メモ',
  '議題',
  'まとめ',
  '결정',
  '메모',
]);

/** Lower-case name particles allowed after the first word (`Ana de Lima`, `Jan van Dijk`). */
const PARTICLES = new Set([
  'al',
  'bin',
  'da',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'e',
  'el',
  'la',
  'le',
  'van',
  'von',
  'y',
  'zu',
]);

/**
 * A speaker label in square brackets before a colon, as WhisperX writes every line of its `.srt`,
 * `.vtt` and `.txt` output when it diarizes (`[SPEAKER_00]: text`; whisperx/utils.py), and as such a
 * line reads once `override_speaker` renamed it (`[Ann Lee]: text`): group 1 is the label. A speaker
 * only when {@link isSpeakerName} accepts the label (`[Note]: …` stays text). Spec: reviewA R18.
 */
export const BRACKETED_LABEL = /^\[([^[\]\n]{1,60})\]:\s+(?=\S)/;

/**
 * The name `ma import` gives a pyannote/WhisperX diarization label: `SPEAKER_00` → `Speaker 1`
 * (`SPEAKER_n` is speaker n + 1, the vault's diarization labels); anything else as it is. Used for
 * Whisper JSON's `speaker` and for the `[SPEAKER_00]:` labels of WhisperX's subtitle and text files,
 * so one meeting gets the same names from either. Spec: issue #10 item 1; reviewA R18.
 * @param label - a trimmed speaker label
 */
export function importedSpeakerName(label: string): string {
  const m = /^SPEAKER_(\d{1,3})$/.exec(label);
  return m ? `Speaker ${Number(m[1]) + 1}` : label;
}

/** Diarization labels in any case: `spk_0`, `speaker 2`, `SPEAKER_01`, `Guest-3`. */
const DIARIZATION = /^(?:spk|speaker|guest|participant|unknown)[ _-]?\d{1,3}$/iu;

/**
 * True when `label` is a note label people write in front of a colon (`Note`, `Decision`, `Action
 * items`, `决定`) or a subtitle file's keyword, never a speaker. Spec: issue #10 item 2.
 * @param label - the text before the colon, untrimmed
 */
export function isNoteLabel(label: string): boolean {
  return NOT_SPEAKERS.has(label.trim().toLowerCase().replace(/\s+/g, ' '));
}

/**
 * True for a diarization label in any case (`spk_0`, `speaker 2`, `SPEAKER_01`, `Guest-3`): a speaker
 * whatever else the file holds. Spec: issue #10 item 2.
 * @param label - a trimmed speaker label
 */
export function isDiarizationLabel(label: string): boolean {
  return DIARIZATION.test(label);
}

let nameChars: RegExp | undefined;
/**
 * Characters a name may hold besides letters, marks and digits. Made on first use (a
 * Unicode-property pattern costs about 0.5 ms to build as a module loads; issue 13 (e)).
 */
const NAME_CHARS = (): RegExp => {
  // Non-ASCII as escapes (\u2019 is the typographic apostrophe): the CLI's bundles stay ASCII (docs/startup.md).
  nameChars ??= /^[\p{L}\p{M}\p{N} .'\u2019()&#@_/+|^\]-]+$/u;
  return nameChars;
};

/**
 * True when `label` looks like a speaker's name or a diarization label: 1–60 characters, at most
 * six words, letters (any script, with their marks)/digits and `.'’()&#@_/+-|^]` only, the first word
 * capitalised or in a script without case (`张伟`, `أحمد`, `राहुल`) or a channel `#general` (or a diarization
 * label such as `spk_0`), or one wikilink to a person (`[[Bob]]`, `[[People/Ann Lee|Ann]]`: its name or alias is
 * tested); later words capitalised, numbers, `#tag`, `^id`, parenthesised or name particles
 * (`de`, `van`…), and not a note label such as `Decision`, `Next steps`, `Budget`, nor a subtitle
 * file's keyword (`Dialogue`, `Format`, `Comment`, `Style`, `ScriptType`, `PlayResX`: review5 Q9).
 * Spec: issue #10 item 2 (speakers recognised in every line shape); newcomer report N9 (every script); newcomer
 * report N6 (the names WebVTT and JSON carry, Obsidian syntax and all, are speakers in text and SRT too).
 * @param label - the text before the colon (or before the time on a heading line), untrimmed
 */
export function isSpeakerName(label: string): boolean {
  const name = label.trim();
  // L323: `Ann Lee (Host)`, `Bob [Guest]`, `Ann Lee - Host` name the person before the role.
  // V99: whether it is a speaker is read with every role set aside (`Max - Sales` is Max speaking), though a one-word
  // name keeps a role that is no tool's as part of the name it is given.
  const base = withoutRole(name, false);
  if (base !== name) return isBareSpeakerName(base);
  return isBareSpeakerName(name);
}

function isBareSpeakerName(name: string): boolean {
  if (name.length === 0 || name.length > 60) return false;
  // N6: a wikilink as the whole label (`[[Bob]]`, `[[People/Ann Lee|Ann]]`) names the person it links.
  const link = WIKILINK_NAME.exec(name);
  if (link) return isSpeakerName(link[2] ?? link[1]!.split('/').pop() ?? '');
  if (!NAME_CHARS().test(name)) return false;
  if (DIARIZATION.test(name)) return true;
  if (isNoteLabel(name)) return false;
  const words = name.split(/\s+/);
  if (words.length > 6) return false;
  return words.every((word, i) => {
    // Capitalised, or a letter of a script without case (Han 张伟, Arabic, Devanagari, Hebrew, Thai…).
    if (/^(?!\p{Ll})\p{L}/u.test(word)) return true;
    // N6: a chat channel or handle (`#general: …`), as WebVTT voices and JSON speakers carry them.
    if (i === 0) return /^#\p{L}/u.test(word);
    return /^(?:[\p{N}#(]|\^[\p{L}\p{N}])/u.test(word) || PARTICLES.has(word);
  });
}

/** A label that is one wikilink: group 1 the note (path allowed), group 2 the alias shown. */
const WIKILINK_NAME = /^\[\[([^[\]|#^\n]+)(?:\|([^[\]|\n]+))?\]\]$/;

/**
 * A role or note a meeting tool writes after a display name: `(Host)`, `(she/her)`, `[Guest]`,
 * (in brackets: capitalised words or a pronoun set, so `Sales (per region): up 5 %` stays speech),
 * `- Host`, `– Presenter`, `| VP of Sales` (1–4 words of letters, `/`, `.`, `&`, `'`, `-`; after a dash or
 * bar capitalised but for `of`, `and`, `for`, `the`, so `Meanwhile - Ann said` is no name and role). Numbers are
 * no role: Zoom's `Ann Lee (2)` is another participant, and `Ann Lee - 0:03` a heading's time.
 */
let trailingRole: RegExp | undefined;
/** Made on first use, as {@link NAME_CHARS} (issue 13 (e)). */
const TRAILING_ROLE = (): RegExp =>
  (trailingRole ??=
    /^(.*?\S)\s*(?:\((?:(?:\p{Lu}[\p{L}\p{M}.'&-]*|\p{L}+(?:\/\p{L}+){1,2})(?:[ ,]+(?:\p{Lu}[\p{L}\p{M}.'&-]*|\p{L}+(?:\/\p{L}+){1,2})){0,3})\)|\[(?:(?:\p{Lu}[\p{L}\p{M}.'&-]*|\p{L}+(?:\/\p{L}+){1,2})(?:[ ,]+(?:\p{Lu}[\p{L}\p{M}.'&-]*|\p{L}+(?:\/\p{L}+){1,2})){0,3})\]|\s[-\u2013\u2014|]\s+\p{Lu}[\p{L}\p{M}.'&/-]*(?: (?:\p{Lu}[\p{L}\p{M}.'&/-]*|of|and|for|the|&)){0,3})$/u);

/** A courtesy or academic title before a name (`Dr.`, `Mr`, `Prof.`), dropped when a full name follows it. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|mx|miss|prof|sir|dame)\.?\s+(?=\S+\s+\S)/iu;

/**
 * A display name without the role and title a meeting tool's export writes around it, so the one
 * person is one speaker and one attendee however each line wrote them: `Ann Lee (Host)`,
 * `Dr. Ann Lee (she/her)`, `Bob [Guest]`, `Ann Lee - Host` → `Ann Lee`, `Bob`. A role of 1–4 words
 * in `()` or `[]`, or after a spaced dash or bar (capitalised), is dropped, and then a title (`Dr.`,
 * `Mr`, `Ms`, `Prof.` …) when at least two words of the name follow it. Kept as written: a
 * diarization label, a wikilink, a parenthesised number (`Ann Lee (2)`, another participant), and
 * a label whose rest would not be a name (`Budget (Q1)` is not `Budget`'s), a group or place told apart
 * by its brackets (`Team (Sales)`, `Room (Berlin)`: V95), and after a one-word name anything but a meeting
 * tool's own role or a pronoun set (`Max (Sales)` and `Max (Engineering)` are two people, `Ann (Annie)` is
 * a name; `Bob [Guest]`, `Max (Host, she/her)` → `Bob`, `Max`: V99).
 * Spec: leftovers L323 (Zoom/Teams/Meet exports write roles after the name).
 * @param label - a trimmed speaker label
 * @returns the name to use as the speaker and attendee
 */
export function speakerWithoutRole(label: string): string {
  const name = withoutRole(label.trim());
  return name !== label.trim() && isBareSpeakerName(name) ? name : label.trim();
}

/**
 * `name` with its trailing roles and leading title dropped, whatever the rest is (see {@link speakerWithoutRole});
 * with `keepQualifiers` (the default) a one-word name drops only a tool's role (V99).
 */
function withoutRole(name: string, keepQualifiers = true): string {
  if (name.startsWith('[[') || DIARIZATION.test(name)) return name;
  let rest = name;
  let rolesOnly = true;
  for (let i = 0; i < 3; i++) {
    const m = TRAILING_ROLE().exec(rest);
    if (!m) break;
    const before = m[1] as string;
    const toolRole = isToolRole(rest.slice(before.length));
    // V99: after a one-word name only a meeting tool's own role goes (`Bob [Guest]`, `Max (she/her)`): `Max (Sales)`
    // beside `Max (Engineering)` are two people, and `Ann (Annie)` is the name as the person wrote it.
    if (keepQualifiers && oneWordName(before) && !toolRole) break;
    rolesOnly &&= toolRole;
    rest = before;
  }
  rest = rest.replace(HONORIFIC, '');
  // V95: `Team (Sales)` and `Team (Marketing)`, `Room (Berlin)`: the brackets tell two speakers apart, no role.
  // L340: but `Sam Board (Host)` is Sam Board: a meeting role in the brackets is a role whatever the name ends on.
  if (!rolesOnly && GROUP_NOUN.test(rest)) return name;
  return rest === '' ? name : rest;
}

/**
 * The roles a meeting tool itself writes after a participant's name (Zoom, Teams, Meet, Webex, in English and a few
 * other languages), lower case: the same person's label with or without one is one person (V99), and a meeting
 * role is a role whatever the name ends on (`Sam Board (Host)` is Sam Board: L340).
 */
const TOOL_ROLES = new Set([
  'host',
  'co-host',
  'cohost',
  'guest',
  'presenter',
  'presenting',
  'organizer',
  'organiser',
  'moderator',
  'panelist',
  'panellist',
  'attendee',
  'participant',
  'external',
  'unverified',
  'interpreter',
  'chair',
  'chairperson',
  'facilitator',
  'note-taker',
  'notetaker',
  'speaker',
  'internal',
  'me',
  'you',
  'gast',
  'gastgeber',
  'h\u00f4te',
  'invit\u00e9',
  'invit\u00e9e',
  'anfitri\u00f3n',
  'invitado',
  'invitada',
  // V115: the rest of the German, French and Spanish forms of the roles above (Teams writes `Müller (Extern)`
  // for an external participant beside `Müller` for the same person; Zoom's French co-host is co-animateur).
  'extern',
  'externe',
  'externo',
  'externa',
  'organisator',
  'organisatorin',
  'organisateur',
  'organisatrice',
  'organizador',
  'organizadora',
  'moderatorin',
  'moderador',
  'moderadora',
  'co-animateur',
  'co-animatrice',
  'coanfitri\u00f3n',
  'co-anfitri\u00f3n',
  'gastgeberin',
  'pr\u00e9sentateur',
  'pr\u00e9sentatrice',
  'referent',
  'referentin',
]);

/** True when `role` (`(Host)`, ` [Guest]`, ` - Co-host`, `(Host, she/her)`) is only tool roles and pronoun sets. */
function isToolRole(role: string): boolean {
  const words = role
    .replace(/^[\s\-\u2013\u2014|([]+|[)\]\s]+$/gu, '')
    .split(/[\s,]+/u)
    .filter((w) => w !== '');
  return (
    words.length > 0 &&
    words.every(
      (w) => TOOL_ROLES.has(w.normalize('NFC').toLowerCase()) || /^\p{L}+(?:\/\p{L}+){1,2}$/u.test(w),
    )
  );
}

/** True when `name` is one word once a leading title is set aside (`Max`, `Dr. Max`; not `Ann Lee`). */
function oneWordName(name: string): boolean {
  return !/\s/u.test(name.trim().replace(/^(?:dr|mr|mrs|ms|mx|miss|prof|sir|dame)\.?\s+/iu, ''));
}

/** A name ending on a noun for a group or place, whose qualifier is what tells it from the next (V95). */
const GROUP_NOUN =
  /(?:^|\s)(?:team|teams|room|group|panel|audience|department|dept\.?|office|site|table|breakout|caller|participant|attendee|speaker|unknown|guest|everyone|all|crowd|class|committee|board|council)$/iu;
