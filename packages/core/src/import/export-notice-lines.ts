/**
 * The lines of a meeting tool's text export that are not speech: the header above the first turn
 * and the notices among and under the turns — Google Meet's (a Google Doc saved as text or
 * Markdown, L52), Microsoft Teams' (the transcript .docx saved as text, reviewA R12) and Otter's
 * (the footer of its .txt export, reviewA R11).
 * Spec: L52 (reviewA U9 remainder); reviewA R11, R12; docs/transcript-import.md (text).
 */

import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { parseLink } from '../names/index.js';
import { speakerWithoutRole } from '../transcript/speaker-name.js';
import { monthOf, readMeetingDate } from '../vault/meeting-date.js';
import { MEETING_PROPERTIES } from '../vault/meeting-property-near-misses.js';

/**
 * What an export's header said about the meeting: its `title` and `date` (`YYYY-MM-DD`) when
 * written, and the `attendees` of a Google Meet `Attendees` list (in its order; empty when there is
 * none). Filled by {@link ExportHeaderReader} as the text reader goes.
 */
export interface ExportHeader {
  title?: string;
  date?: string;
  attendees: string[];
  /**
   * reviewA R30: the first metadata date line's value that was not read as a date (`04/05/2026`,
   * either order; `2026-13-45`, no such day), with why, so that the import says it dated the
   * meeting otherwise; absent when every date line was read.
   */
  dateNotRead?: { value: string; why: string };
  /**
   * Leftovers C L155 (newcomer F8): the header's other metadata, in file order — an agenda, topics or
   * objectives list (`Agenda:`, `## Agenda`, `**Topics**` above `-`, `*`, `1.`, `2)` or task items),
   * `Location: Room 4`, `Organizer: Ann` —, never speech and never dropped: the import writes them into
   * the meeting note's body ({@link headerDetailsBody}). `key` as written (bold and heading marks off),
   * `value` the text after its `:` (`''` for a list), `items` the list's lines as written (indentation
   * kept, line breaks off). Absent when the header had none.
   */
  details?: HeaderDetail[];
  /**
   * Newcomer N3: a YAML frontmatter block's other properties (`summary:`, `description:`,
   * `action_items:`, `aliases:`, `language:` …) as YAML read them, in file order, for the meeting
   * note's frontmatter (docs/vault-format.md: unknown fields survive); `tags` are the meeting note's
   * tags besides `meeting`. Absent when there were none.
   */
  properties?: Record<string, unknown>;
  /**
   * Newcomer N3: why a leading YAML frontmatter block was not read (`line 3: Flow sequence … `,
   * the file's line), so that the import says its date, title and properties were not used.
   */
  frontmatterProblem?: string;
}

/** One header part kept for the meeting note's body (L155): see {@link ExportHeader.details}. */
export interface HeaderDetail {
  key: string;
  value: string;
  items: string[];
  /**
   * Newcomer N4: the level of the Markdown heading the section was written under (`### Notes` → 3),
   * kept in the meeting note; absent for a key's list (`Agenda:`), written as `## Key`.
   */
  level?: number;
}

/**
 * The meeting note's body for a header's details (L155): the `Key: value` lines first, one a line,
 * then each list as a `## Key` section with its items as written (indentation kept relative to the
 * list's least indented item); sections apart by a blank line; ends with a line break. `''` when
 * there are none. The text is the file's (after the import's control and bidi filter), as the user's
 * notes are.
 * Spec: leftovers C L155 (newcomer F8); docs/transcript-import.md (Header details).
 */
export function headerDetailsBody(details: readonly HeaderDetail[] | undefined): string {
  const lines = (details ?? []).filter((d) => d.items.length === 0 && d.value !== '');
  const lists = (details ?? []).filter((d) => d.items.some((item) => item.trim() !== ''));
  const parts: string[] = [];
  if (lines.length > 0) parts.push(lines.map((d) => `${d.key}: ${d.value}`).join('\n'));
  for (const list of lists) {
    // A section's blank lines between its paragraphs are kept; none at its ends, none counted for the indent.
    const filled = list.items.filter((item) => item.trim() !== '');
    if (filled.length === 0) continue;
    const indent = Math.min(...filled.map((item) => /^\s*/.exec(item)?.[0].length ?? 0));
    const first = list.items.findIndex((item) => item.trim() !== '');
    const last = list.items.findLastIndex((item) => item.trim() !== '');
    const items = list.items
      .slice(first, last + 1)
      .map((item) => (item.trim() === '' ? '' : item.slice(indent)));
    parts.push(`${'#'.repeat(list.level ?? 2)} ${list.key}\n\n${items.join('\n')}`);
  }
  return parts.length === 0 ? '' : `${parts.join('\n\n')}\n`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** `Weekly sync (2026-10-05 10:00 GMT+3) - Transcript`, `Sync - 2026/10/05 10:00 CEST - Transcript`, `📖 Transcript`. */
const TITLE_LINE = /^(?:#{1,6}\s*)?(?:📖\s*)?(.+?)\s+-\s+Transcript$/u;
/** The section words of the classic layout: `Attendees` above the list, `Transcript` above the turns. */
const SECTION_LINE = /^(?:#{1,6}\s*)?(?:📖\s*)?(?:\*\*)?(Attendees|Transcript)(?:\*\*)?$/iu;
/** The date line of the Gemini layout: `Apr 24, 2026` (English month names, as Meet writes them). */
const MONTH_DATE = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}), (\d{4})$/;
/**
 * The date line of a Teams transcript, always with the meeting's start time: `March 3, 2026, 9:00AM`,
 * `Mar 3, 2026 9:00 AM`, or day first as other English locales write it, `3 March 2026, 09:00` (R12),
 * and as German and French Teams write it, `3. Dezember 2026, 09:00`, `3 décembre 2026 à 09:00`
 * (newcomer R174: the line was speech and the meeting dated by the file's day); the month by
 * {@link monthNumber}. Review2 V110: also as German Teams writes it in full, `1. März 2026 um 09:00`, and
 * French Canadian, `1 mars 2026 à 09 h 00` (CLDR's long forms); the line is read in NFC, as a Mac's
 * export writes `décembre` decomposed.
 * Leftovers L356: German Teams' numeric form `01.03.2026, 09:00` (day first, as German writes it; a
 * slashed `01/03/2026` is left alone: day first in French, month first in American English), a
 * weekday before the date (`Mittwoch, 3. Dezember 2026 um 09:00`, `mercredi 2 décembre 2026 à 09:00`,
 * `Thursday, December 3, 2026, 9:00 AM`) and French `1er` for the first of the month.
 * Leftovers2 L365: Spanish Teams' `3 de diciembre de 2026, 9:00`, `miércoles, 3 de diciembre de 2026 a las
 * 9:00`, `1 de diciembre de 2026 a la 1:00`, `1.º de diciembre`, `3 dic 2026 9:00 a. m.` (Spanish
 * notices and roles were read already; the date line was speech and the meeting dated by the file's day).
 * V245: Dutch, Italian and Portuguese Teams, in every form their locales write (CLDR, as Node's `Intl`
 * writes them; Teams' own `19 giugno 2026, 07:03AM` and `13 de agosto de 2026, 01:05PM` as real Italian and
 * Brazilian exports show them): the connectors `om`, `alle`, `alle ore`, `às`; a weekday with a hyphen
 * (`terça-feira, 3 de março de 2026 às 09:05`); Dutch `mrt` ({@link monthNumber}); a time with a dot
 * (`09.05`) or seconds; and a date in numbers with the year last and any of `.`, `-`, `/` (`03-03-2026, 09:05`
 * nl, `3/03/2026` nl-BE, `03/03/26` it, `03.03.26` it-CH, `03/03/2026` pt): read as {@link metadataDate}
 * reads a header's date (dots and Dutch dashes day first; slashes when only one order is a day; a
 * two-digit year 2000-2099); a slashed date of either order is still the header (never speech), its date
 * not guessed and said ({@link ExportHeader.dateNotRead}).
 */
const TEAMS_DATE =
  /^(?:\p{L}{2,}(?:-\p{L}{2,})?\.?,? )?(?:(\p{L}{3,})\.? (\d{1,2}),? (\d{4})|(\d{1,2})(?:er|\.?º)?\.? (?:de )?(\p{L}{3,})\.? (?:de )?(\d{4})|(\d{1,2}([./-])\d{1,2}\8(?:\d{4}|\d{2}))),?(?: à| um| a las?| om| alle(?: ore)?| às)? \d{1,2}(?::|\.| h )\d{2}(?:[:.]\d{2})?\s*(?:[AaPp]\.? ?[Mm]\.?|Uhr)?$/u;
/**
 * A Teams transcript's length under its date line: `48m 3s`, `1h 2m 3s`, `1h 5m`, `59s` (R12); German
 * and French Teams' `48 Min. 3 Sek.`, `1 Std. 5 Min.`, `48 min 3 s` (R174).
 */
const TEAMS_LENGTH =
  /^(?=\d)(?:\d+\s*(?:h|Std\.?)\s*)?(?:\d+\s*(?:m|[Mm]in\.?)\s*)?(?:\d+\s*(?:s|Sek\.?|sec\.?))?$/;
/**
 * The title line of a Teams transcript named after its recording: `Weekly sync-20260303_100012-Meeting
 * Recording` (title, then the recording's date and time), or `Weekly sync - Meeting Transcript` (R12).
 * V247: the recording's name in the other languages whose Teams headers are read, as real recordings and
 * exports are named (`-Besprechungsaufzeichnung`, `-Enregistrement de la réunion`, `-Grabación de la
 * reunión`, `-Registrazione della riunione`, `-Gravação de Reunião`, `-Opname van vergadering`; with the
 * recording's stamp only, any case, NFC): the title was the whole line, stamp and all.
 */
const TEAMS_TITLE =
  /^(.+?)(?:(?:-(\d{4})(\d{2})(\d{2})_\d{6})?\s*-\s*Meeting (?:Recording|Transcript)|-(\d{4})(\d{2})(\d{2})_\d{6}\s*-\s*(?:Besprechungsaufzeichnung|Enregistrement de la réunion|Grabación de la reunión|Registrazione della riunione|Gravação de (?:la )?reunião|Opname van (?:de )?vergadering))$/iu;
/** A date inside the title line: `(2026-10-05 10:00 GMT+3)` or ` - 2026/10/05 10:00 GMT+3`. */
const TITLE_DATE =
  /^(.*?)(?:\s*\((\d{4})[-/](\d{2})[-/](\d{2})\b[^)]*\)|\s+-\s+(\d{4})[-/](\d{2})[-/](\d{2})\b.*)$/;
type MetadataKind = 'date' | 'title' | 'attendees' | 'other' | 'list';
/** The languages of the metadata keys: those whose month names core reads (meeting-date.ts; L375). */
type MetadataLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl';

/**
 * The keys of a metadata line above the first turn, as Markdown meeting notes and text exports
 * write them (`Date: 2026-11-20`, `**Attendees:** Ann, Bob`, `- **Meeting title**: Sync`; L91), one
 * table by language — English, German and French, the languages the README advertises (newcomer
 * N15), and Spanish, Italian, Portuguese and Dutch, the others whose month names core reads (L375:
 * `Fecha:`, `Hora:`, `Asistentes:` were speech) — by what the value gives: the meeting's date, its title, its attendees, a detail kept for the
 * meeting note (`other`: `Location: Room 4`) or a list kept there (`list`: `Agenda:` above its items;
 * L116, L155). Only words no one is named: `Host:` or `Moderator:` open speech in podcasts and
 * panels, so they are not here.
 */
const METADATA_KEYS_BY_LANGUAGE: Record<MetadataLanguage, Record<MetadataKind, readonly string[]>> = {
  en: {
    date: ['date', 'meeting date', 'recorded', 'recorded on', 'created', 'created on'],
    title: ['title', 'meeting title', 'meeting name', 'subject', 'topic'],
    attendees: ['attendees', 'participants', 'present', 'invitees', 'speakers'],
    other: [
      'time',
      'start time',
      'end time',
      'duration',
      'length',
      'location',
      'platform',
      'organizer',
      'organiser',
    ],
    list: [
      'agenda',
      'topics',
      'topic list',
      'objective',
      'objectives',
      'goal',
      'goals',
      'purpose',
      'tags',
      'keywords',
    ],
  },
  de: {
    date: ['datum', 'besprechungsdatum', 'sitzungsdatum', 'aufgenommen', 'erstellt', 'erstellt am'],
    title: ['titel', 'betreff', 'thema', 'besprechung', 'sitzung'],
    attendees: [
      'teilnehmer',
      'teilnehmende',
      'teilnehmerinnen',
      'anwesend',
      'anwesende',
      'eingeladen',
      'sprecher',
    ],
    other: [
      'zeit',
      'uhrzeit',
      'beginn',
      'ende',
      'dauer',
      'ort',
      'raum',
      'plattform',
      'organisator',
      'protokoll',
      'protokollführer',
    ],
    list: ['tagesordnung', 'themen', 'ziel', 'ziele', 'zweck', 'schlagwörter', 'stichwörter'],
  },
  fr: {
    date: ['date de la réunion', 'date de réunion', 'enregistré le', 'créé le'],
    title: ['titre', 'titre de la réunion', 'objet', 'sujet', 'réunion'],
    attendees: ['présents', 'présentes', 'participantes', 'intervenants', 'invités'],
    other: [
      'heure',
      'heure de début',
      'heure de fin',
      'durée',
      'lieu',
      'salle',
      'plateforme',
      'organisateur',
      'organisatrice',
      'secrétaire',
    ],
    list: ['ordre du jour', 'sujets', 'thèmes', 'objectif', 'objectifs', 'buts', 'mots clés'],
  },
  // L375: the other languages whose month names core reads (meeting-date.ts): Spanish, Italian,
  // Portuguese, Dutch.
  es: {
    date: ['fecha', 'fecha de la reunión', 'grabado el', 'creado el'],
    title: ['título', 'título de la reunión', 'asunto', 'tema', 'reunión'],
    attendees: ['asistentes', 'participantes', 'presentes', 'invitados', 'ponentes'],
    other: [
      'hora',
      'hora de inicio',
      'hora de fin',
      'duración',
      'lugar',
      'ubicación',
      'sala',
      'plataforma',
      'organizador',
      'organizadora',
      'secretario',
      'secretaria',
    ],
    list: ['orden del día', 'temas', 'objetivo', 'objetivos', 'propósito', 'etiquetas', 'palabras clave'],
  },
  it: {
    date: ['data', 'data della riunione', 'registrato il', 'creato il'],
    title: ['titolo', 'titolo della riunione', 'oggetto', 'argomento', 'riunione'],
    attendees: ['partecipanti', 'presenti', 'invitati', 'relatori'],
    other: [
      'ora',
      'orario',
      'ora di inizio',
      'ora di fine',
      'durata',
      'luogo',
      'piattaforma',
      'organizzatore',
      'organizzatrice',
      'segretario',
    ],
    list: ['ordine del giorno', 'argomenti', 'obiettivo', 'obiettivi', 'scopo', 'parole chiave'],
  },
  pt: {
    date: ['data da reunião', 'gravado em', 'criado em'],
    title: ['título da reunião', 'assunto', 'reunião'],
    attendees: ['convidados', 'oradores'],
    other: [
      'horário',
      'hora de início',
      'hora de término',
      'duração',
      'local',
      'organizador',
      'organizadora',
    ],
    list: ['pauta', 'ordem do dia', 'tópicos', 'palavras chave'],
  },
  nl: {
    date: ['vergaderdatum', 'datum vergadering', 'opgenomen op', 'aangemaakt op'],
    title: ['onderwerp', 'vergadering'],
    attendees: ['deelnemers', 'aanwezig', 'aanwezigen', 'genodigden', 'sprekers'],
    other: ['tijd', 'tijdstip', 'begintijd', 'eindtijd', 'duur', 'locatie', 'plaats', 'ruimte', 'platform'],
    list: ['agendapunten', 'onderwerpen', 'doel', 'doelen', 'trefwoorden'],
  },
};
/**
 * The date keys of the languages that write a date in numbers day first (every one of
 * {@link METADATA_KEYS_BY_LANGUAGE} but English: `Fecha: 07/12/2026` is 7 December). English's `Date:`
 * (also French's `Date :`) may head either order: there only one reading that is a day is taken (L375).
 */
const DAY_FIRST_DATE_KEYS = new Set<string>(
  (Object.entries(METADATA_KEYS_BY_LANGUAGE) as [MetadataLanguage, Record<MetadataKind, readonly string[]>][])
    .filter(([language]) => language !== 'en')
    .flatMap(([, kinds]) => kinds.date)
    .filter((key) => !METADATA_KEYS_BY_LANGUAGE.en.date.includes(key)),
);
/** {@link METADATA_KEYS_BY_LANGUAGE} as one map: a key in lower case (spaces single) → what it gives. */
const METADATA_KEYS = new Map<string, MetadataKind>(
  Object.values(METADATA_KEYS_BY_LANGUAGE).flatMap((kinds) =>
    (Object.entries(kinds) as [MetadataKind, readonly string[]][]).flatMap(([kind, keys]) =>
      keys.map((k) => [k, kind] as const),
    ),
  ),
);
/** `Key: value` once a list marker and bold or italic marks are taken off (`- **Date:** 2026-11-20`). */
const METADATA_LINE = /^(\p{L}[\p{L} -]{0,24}?)\s*:\s*(.*)$/u;
/** A line spoken with its speaker's label (`Ann Lee: Hello.`, `[00:03] Ann: Hi`): a turn, not a title. */
const SPOKEN_LINE = /^(?:\[?[\d:.]+\]?\s+)?(?:\*\*)?[^\s:][^:]{0,60}?(?:\*\*)?:\s*\S/;
/**
 * L155: a metadata key written alone on its line, without a value: a Markdown heading (`## Agenda`),
 * in bold (`**Agenda**`), or bare with or without its colon (`Agenda`): it opens a list.
 */
const KEY_ONLY_LINE = /^(?:#{1,6}\s+)?(?:\*\*|__)?(\p{L}[\p{L} -]{0,24}?)(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?$/u;
/** N4: a Markdown heading line (`## Notes`, `#### Open questions ##`): its marks and its text. */
const HEADING_LINE = /^(#{1,6})\s+(.+?)(?:\s+#+)?\s*$/u;
/** A heading's text that is only a time (`### 00:05:00`: a Meet transcript saved as Markdown), no section. */
const TIME_ONLY = /^[[(]?[\d:.,]+[\])]?$/;
/** A list item of a metadata list (`- Ann Lee` under `**Attendees:**`). */
const LIST_ITEM = /^[-*+•]\s+(.+)$/u;
/** An item of a header's agenda or topics list: bulleted, numbered (`1.`, `2)`) or a task (`- [ ] …`) (L116). */
const AGENDA_ITEM = /^(?:[-*+•]|\d{1,3}[.)])\s+\S/u;
/**
 * A date as metadata writes it: ISO first, or with the month's name (English, German, French: N15),
 * a weekday before it (`Thursday, Nov 20, 2026`, `Freitag, 20. November 2026`, `vendredi 20 nov. 2026`).
 */
const METADATA_DATE_ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/;
const METADATA_DATE_MONTH_FIRST = /^(\p{L}{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})(?!\d)/u;
const METADATA_DATE_DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th|er|\.)? (\p{L}{3,9})\.?,? (\d{4})(?!\d)/u;
/** The weekday names a date line may open with (English, German, French; N15). */
const WEEKDAY =
  /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche),?\s+/iu;
/** reviewA R30: a date in numbers with the year last: `20.11.2026`, `11/20/2026`, `04-05-2026`. */
const METADATA_DATE_YEAR_LAST = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d])/;

/**
 * Meet's closing lines: `Transcription ended after 00:32:49` (also `Meeting ended after`, as a
 * Markdown heading or in emphasis) and the notice `This editable transcript was computer generated
 * and might contain errors. …`; Otter's footer `Transcribed by https://otter.ai` (R11).
 */
const CLOSING_LINE =
  /^(?:#{1,6}\s*)?[*_]{0,2}(?:(?:transcription|meeting|recording) ended after \d{1,2}:\d{2}(?::\d{2})?|this editable transcript was computer generated and might contain errors\b.*|transcribed by (?:https?:\/\/)?(?:www\.)?otter\.ai\/?)[*_]{0,2}$/iu;
/**
 * Teams' notices among the turns, `Ann Lee started transcription` / `Ann Lee stopped transcription`
 * (R12), and as its German, French and Spanish exports write them (L351: `Ann Lee hat die
 * Transkription gestartet`, `… a démarré la transcription`, `… inició la transcripción`), Italian and
 * Portuguese too (V245: `Paolo Rossi trascrizione avviata` and `… começou a transcrição` / `… parou a
 * transcrição` as real Italian and Brazilian exports write them; `… ha avviato la trascrizione`,
 * `… iniciou a transcrição`, their other wordings): a name
 * (group 1) of at most six words without a `:` (so `Ann: I stopped transcription` stays a turn), in
 * Teams' case, without a closing stop (a spoken sentence has one). Matched on NFC text.
 */
const TEAMS_NOTICE =
  /^([^\s:][^:]{0,100}?) (?:(?:started|stopped) transcription|hat die Transkription (?:gestartet|beendet|gestoppt)|a (?:démarré|commencé|lancé|arrêté) la transcription|(?:ha )?(?:inició|iniciado|comenzó|detuvo|detenido) la transcripción|trascrizione (?:avviata|interrotta|arrestata|terminata)|ha (?:avviato|interrotto|arrestato|terminato) la trascrizione|(?:iniciou|começou|parou|interrompeu|encerrou) a transcrição)$/u;

/** A key as {@link METADATA_KEYS} holds it: lower case, `_`, `-` and runs of spaces as one space. */
function metadataKey(key: string): string {
  return key
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
}

/**
 * The metadata key a header line opens with (L91): `Key: value` with a key of {@link METADATA_KEYS},
 * plain or in Markdown (`**Date:** …`, `- **Date**: …`), or a list's or the attendees' key alone on its
 * line (`## Agenda`, `**Objectives**`, `Agenda`; L155: `## Date` above a date is not read); with its
 * match; `undefined` for any other line.
 */
function metadataKeyOf(
  line: string,
): { kv: RegExpExecArray | null; only: RegExpExecArray | null; kind: MetadataKind } | undefined {
  const bare = line
    .replace(/^[-*+•]\s+/u, '')
    .replace(/\*\*|__/g, '')
    .trim();
  const kv = METADATA_LINE.exec(bare);
  const only = kv ? null : KEY_ONLY_LINE.exec(line);
  const onlyKind = only ? METADATA_KEYS.get(metadataKey(only[1] as string)) : undefined;
  const kind = kv
    ? METADATA_KEYS.get(metadataKey(kv[1] as string))
    : onlyKind === 'list' || onlyKind === 'attendees'
      ? onlyKind
      : undefined;
  return kind ? { kv, only, kind } : undefined;
}

/** `YYYY-MM-DD` of a valid calendar date, else `undefined`. */
function isoDate(y: string, m: string, d: string): string | undefined {
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date ? undefined : date;
}

/**
 * The month (1-12) a month's name or a start of it of three letters or more names (`Nov`, `Sept`,
 * `März`, `févr`, `déc`, `dic`), in every language core reads month names in (English, German, French,
 * Spanish, Italian, Portuguese, Dutch: core `monthOf`, one table; L375); else 0.
 */
function monthNumber(name: string): number {
  return monthOf(name) ?? 0;
}

/**
 * `YYYY-MM-DD` of a metadata line's date (`2026-11-20`, `2026-11-20 10:00`, `Nov 20, 2026`,
 * `Thursday, November 20, 2026`, `20 November 2026`), or why it is none. A date in numbers with the
 * year last is read when only one order makes a date (`11/20/2026`, `20/11/2026`: 20 is no month;
 * `05/05/2026`) or when written with dots, which put the day first (`20.11.2026`, `4.5.2026`:
 * German, Russian, Polish …; reviewA R30); `04/05/2026` could be either order and is not guessed —
 * unless `dayFirst`: the key is one of a language that writes numbers day first (`Fecha:`, `Datum:`,
 * `Data:`; {@link DAY_FIRST_DATE_KEYS}, L375), where `07/12/2026` is 7 December. A two-digit year is
 * 2000-2099, as core reads one (`07/12/26`). Every other form a note's `date:` takes is read as core
 * reads it (`miércoles, 3 de diciembre de 2026`, `7 dicembre 2026`, `7 de dezembro de 2026`, `7 december
 * 2026`, `2026年12月7日`; core `readMeetingDate`, L375).
 */
function metadataDate(value: string, dayFirstKey = false): { date: string } | { why: string } {
  const v = value.replace(WEEKDAY, '').replace(/\s+/g, ' ').trim();
  const noDay = { why: 'no such day' };
  const dated = (date: string | undefined) => (date ? { date } : noDay);
  const iso = METADATA_DATE_ISO.exec(v);
  if (iso) return dated(isoDate(iso[1] as string, iso[2] as string, iso[3] as string));
  const first = METADATA_DATE_MONTH_FIRST.exec(v);
  if (first && monthNumber(first[1] as string) > 0)
    return dated(isoDate(first[3] as string, String(monthNumber(first[1] as string)), first[2] as string));
  const day = METADATA_DATE_DAY_FIRST.exec(v);
  if (day && monthNumber(day[2] as string) > 0)
    return dated(isoDate(day[3] as string, String(monthNumber(day[2] as string)), day[1] as string));
  const numeric = METADATA_DATE_YEAR_LAST.exec(v);
  if (numeric) {
    const [a, sep, b] = [Number(numeric[1]), numeric[2], Number(numeric[3])];
    const written = numeric[4] as string;
    const year = written.length === 2 ? String(2000 + Number(written)) : written;
    const dayFirst = isoDate(year, String(b), String(a));
    const monthFirst = isoDate(year, String(a), String(b));
    if ((sep === '.' || dayFirstKey) && dayFirst) return { date: dayFirst };
    if (dayFirst && monthFirst && dayFirst !== monthFirst)
      return { why: `it could be day or month first (${dayFirst} or ${monthFirst})` };
    return dated(dayFirst ?? monthFirst);
  }
  const core = readMeetingDate(value.trim());
  if (core.state === 'read') return { date: core.day };
  return {
    why: 'not a date the import reads (2026-11-20, Nov 20, 2026, 20 November 2026, 20. November 2026, 20.11.2026)',
  };
}

/**
 * A person as a metadata list names them: a wikilink as written (`[[People/Ann Lee|Ann]]`, L340: the
 * meeting note keeps the link); a name without the address or role a calendar invite or note adds after it
 * (`Ann Lee <ann@example.com>`, `Bob Smith (PM)` → `Ann Lee`, `Bob Smith`; an address alone stays);
 * `''` for what names no one, a head count (`3`, `4 people`) or a value without a letter
 * (reviewA R31).
 */
function attendeeName(raw: string): string {
  const link = parseLink(raw);
  // L340: a person written as a wikilink stays one in the meeting note (Obsidian vaults keep people as
  // links; core's `personName` reads its name), as long as it names someone.
  if (link.form === 'wikilink') {
    const name = link.alias ?? link.target.split('/').at(-1) ?? '';
    return /^\d/u.test(name.trim()) || !/\p{L}/u.test(name) ? '' : raw.trim();
  }
  const name = raw.trim();
  const bare = name.replace(/^@/, '').replace(/\s+/g, ' ').trim();
  const named = bare
    .replace(/^(.*\S)\s*<[^<>\s]+@[^<>\s]+>$/u, '$1')
    .replace(/^(.*\S)\s*\([^()]*\)$/u, '$1')
    .replace(/^<([^<>\s]+@[^<>\s]+)>$/u, '$1')
    .trim();
  return /^\d/u.test(named) || !/\p{L}/u.test(named) ? '' : speakerWithoutRole(named);
}

/**
 * The names of one metadata value or list item: split at `,`, `;`, and a joining `and`, `und`, `et`
 * or `&` (`Ann Lee and Bob Smith`; reviewA R31; `Anna et Bob`, N15), Spanish `y`, Italian and Portuguese
 * `e`, Dutch `en` (L375: `Ana y Bob`; these in lower case only, F112: `Robert E Lee` is one person), a wikilink kept whole (`[[Research and Development]]`).
 */
function attendeeNames(value: string): string[] {
  return value.split(/[,;]/).flatMap((part) =>
    // F112: `y`, `e`, `en` only as conjunctions are written, in lower case: `Robert E Lee`, `Lee En Ho`
    // name one person each (an initial or a name part), `Ana y Bob` two.
    /\[\[/.test(part) ? [part] : part.split(/\s+(?:[Aa][Nn][Dd]|[Uu][Nn][Dd]|[Ee][Tt]|y|e|en|&)\s+/u),
  );
}

/**
 * What a text transcript's leading YAML frontmatter says about the meeting (a Markdown note of
 * another tool given as the file: `title:`, `date:`, `attendees:`, `agenda:` as properties), put into
 * `header` as the header lines would be (L91 keys): the title, the date (`2026-11-20`, or a date
 * YAML read as one), the attendees (a list or one string; wikilinks as their alias or name) and the
 * other keys of {@link METADATA_KEYS} as details for the meeting note's body (a list's items as
 * `- item`; an item that is itself a list or map in YAML's flow style, `- sub: [nested]`). Every
 * other property is kept (newcomer N3: `summary:`, `description:`, `action_items:` were dropped
 * silently): `tags` and `keywords` as the meeting note's tags, a key the meeting note reads itself
 * (`summary`, `context`, `status` … of MEETING_PROPERTIES, loosely spelled) as a `Key: value` line or
 * list of its body, any other in `header.properties` for its frontmatter; only our own transcript
 * note's bookkeeping (`meeting`, `source`, `source_format`, `source_sha256`) is left out. Broken YAML
 * gives nothing but `header.frontmatterProblem` (its line in the file); a block that is no map,
 * nothing. Earlier values in `header` win (`??=`).
 * Spec: leftovers C L155 (newcomer F8: header metadata never dropped); newcomer N3.
 * @param firstLine - the file's line of the block's first YAML line (1-based), for the problem's line
 */
export function readFrontmatterHeader(yaml: string, header: ExportHeader, firstLine = 2): void {
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch (error) {
    const at = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line;
    const why = (error instanceof Error ? error.message : String(error))
      .split('\n')[0]
      ?.replace(/ at line \d+, column \d+:?$/, '');
    header.frontmatterProblem ??= `${at === undefined ? '' : `line ${at + firstLine - 1}: `}${why}`;
    return;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return;
  const text = (v: unknown): string | undefined =>
    typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : undefined;
  // An item YAML read as a list or map (`- sub: [nested]`) in YAML's flow style, never dropped.
  const shown = (v: unknown): string | undefined =>
    text(v) ??
    (v !== null && typeof v === 'object' && !(v instanceof Date)
      ? stringifyYaml(v, { collectionStyle: 'flow' }).trim()
      : v instanceof Date || typeof v === 'boolean'
        ? String(v instanceof Date ? v.toISOString().slice(0, 10) : v)
        : undefined);
  for (const [rawKey, value] of Object.entries(data as Record<string, unknown>)) {
    const key = rawKey.trim();
    const squashed = key.toLowerCase().replace(/[\s_-]+/g, '');
    if (OWN_TRANSCRIPT_KEYS.has(squashed)) continue;
    if (/^(?:tags|keywords)$/i.test(key)) {
      const tags = (Array.isArray(value) ? value : String(value ?? '').split(/[,\s]+/))
        .map(text)
        .filter((v): v is string => !!v)
        .map((t) => t.replace(/^#/, ''));
      header.properties ??= {};
      const had = (header.properties.tags as string[] | undefined) ?? [];
      header.properties.tags = [...had, ...tags.filter((t) => !had.includes(t))];
      continue;
    }
    const kind =
      METADATA_KEYS.get(metadataKey(key)) ??
      (MEETING_PROPERTY_KEYS.has(squashed) ? (Array.isArray(value) ? 'list' : 'other') : undefined);
    if (!kind) {
      if (value !== null && value !== undefined) {
        header.properties ??= {};
        header.properties[key] ??= value;
      }
      continue;
    }
    const list = (Array.isArray(value) ? value : [value]).map(shown).filter((v): v is string => !!v);
    if (kind === 'date') {
      const reading =
        value instanceof Date
          ? { date: value.toISOString().slice(0, 10) }
          : metadataDate(text(value) ?? '', DAY_FIRST_DATE_KEYS.has(metadataKey(key)));
      if ('date' in reading) header.date ??= reading.date;
    } else if (kind === 'title') {
      if (list[0]) header.title ??= list[0];
    } else if (kind === 'attendees') {
      for (const raw of list.flatMap((v) => (Array.isArray(value) ? [v] : attendeeNames(v)))) {
        const n = attendeeName(raw);
        if (n && !header.attendees.includes(n)) header.attendees.push(n);
      }
    } else if (list.length > 0) {
      // A property is written in lower case (`agenda:`); the note's heading as a heading is (`## Agenda`).
      const shown = key.charAt(0).toUpperCase() + key.slice(1);
      header.details ??= [];
      header.details.push(
        Array.isArray(value)
          ? { key: shown, value: '', items: list.map((item) => `- ${item}`) }
          : { key: shown, value: list[0] as string, items: [] },
      );
    }
  }
}

/** Our own transcript note's bookkeeping keys (squashed): they describe that earlier import, not the meeting. */
const OWN_TRANSCRIPT_KEYS = new Set(['meeting', 'source', 'sourceformat', 'sourcesha256']);
/** The meeting note's own keys (squashed: `user_notes` is `usernotes`), which a source's value must not take. */
const MEETING_PROPERTY_KEYS = new Set<string>([
  ...MEETING_PROPERTIES.map((k) => k.replace(/[\s_-]+/g, '')),
  // A summary note's ownership mark: never on a meeting note.
  'generatedby',
]);

/**
 * True for a notice line of an export, never speech: Google Meet's closing lines (L52), Otter's
 * footer `Transcribed by https://otter.ai` (R11), Teams' `<name> started transcription` and
 * `<name> stopped transcription` (R12), in German, French and Spanish too (L351).
 * Spec: L52; reviewA R11, R12.
 */
export function isExportNoticeLine(line: string): boolean {
  const bare = line.trim();
  if (CLOSING_LINE.test(bare)) return true;
  const notice = TEAMS_NOTICE.exec(bare.normalize('NFC'));
  return notice !== null && (notice[1] as string).split(/\s+/).length <= 6;
}

/**
 * Reads the lines above a transcript's first turn and tells which of them are an export's header,
 * as Google Meet writes it in its two layouts (L52) and Teams in its transcript (R12):
 * - Meet classic: `<title> (<date> <time> <zone>) - Transcript`, `Attendees`, the names separated by
 *   commas, `Transcript`, then `00:00:00` and the turns;
 * - Meet Gemini: `📖 Transcript`, `Apr 24, 2026`, `<title> - Transcript`, then `00:00:00` and the turns;
 * - Teams: `<title>` (or `<title>-20260303_100012-Meeting Recording`), `March 3, 2026, 9:00AM`,
 *   `48m 3s`, then `Ann Lee   0:03` and the turns (the first line is the title only when the date
 *   line, or Meet's `Attendees`/`Transcript`, follows it).
 * `take(line)` answers `header` (a header line: never speech; its title, date or names are kept in
 * {@link ExportHeaderReader.header}), `hold` (the first line, a date line or a blank line, which is
 * the header's only if a header line follows: the caller keeps it back) or `other` (not the header:
 * the caller gives it, and any lines held, to the reader as before). Once `other` was answered, or
 * `end()` called, every later line is `other`.
 * Spec: L52; reviewA R12.
 */
export class ExportHeaderReader {
  readonly header: ExportHeader = { attendees: [] };
  #done = false;
  #seen = false;
  #inAttendees = false;
  /** L91: inside a metadata list (`**Attendees:**` with the names as list items below it). */
  #inMetadataList = false;
  /**
   * Inside the items of an empty `Agenda:` (or `Topics:`, `## Agenda` …) key of the header: never
   * speech (L116), kept in this detail's items for the meeting note (L155).
   */
  #list: HeaderDetail | undefined;
  /** N4: a blank line came after the open list's last line (a paragraph line then ends it). */
  #listBlank = false;
  /** N4: the open list's last line was a paragraph line, not an item (the next may go on with it). */
  #listPlain = false;
  #heldDate: string | undefined;
  /** R12: the first line, kept back: the title when a header line follows it. */
  #heldTitle: string | undefined;
  /** Whether a first line was kept back as a possible title (only one ever is). */
  #held = false;
  /** L91: whether that line was a Markdown heading (`# Weekly sync`: a title, whatever it says). */
  #heldHeading = false;
  /** N4: that heading's level (`## Notes` → 2). */
  #heldLevel = 0;

  /** Whether any header line was read (the held lines before it are the header's). */
  get found(): boolean {
    return this.#seen;
  }

  take(raw: string): 'header' | 'hold' | 'other' {
    if (this.#done) return 'other';
    const line = raw.trim();
    if (line === '') {
      if (this.#list) this.#listBlank = true;
      return this.#seen ? 'header' : 'hold';
    }
    const section = SECTION_LINE.exec(line);
    if (section) {
      this.#seen = true;
      this.#list = undefined;
      this.#inAttendees = (section[1] as string).toLowerCase() === 'attendees';
      this.#claimTitle();
      this.#claimDate();
      return 'header';
    }
    // L155: Meet's names line, or (a `## Attendees` heading in a Markdown note) a list of names; a
    // heading after them (`## Agenda`) is the next part of the header.
    // N8: so is a key of the header's (`Agenda:` above its items, `Location: Room 4`), never names.
    if (this.#inAttendees && (/^#{1,6}\s/.test(line) || metadataKeyOf(line) !== undefined))
      this.#inAttendees = false;
    const attendeeItem = this.#inAttendees ? LIST_ITEM.exec(line) : null;
    if (attendeeItem) {
      this.#addAttendees(attendeeNames(attendeeItem[1] as string));
      return 'header';
    }
    if (this.#inAttendees) {
      for (const name of line.split(',')) {
        const n = name.trim().replace(/\s+/g, ' ');
        if (n && !this.header.attendees.includes(n)) this.header.attendees.push(n);
      }
      return 'header';
    }
    const metadata = this.#metadataLine(line, raw);
    if (metadata !== 'other') return metadata;
    const teams = this.#teamsLine(line);
    if (teams !== 'other') return teams;
    const month = MONTH_DATE.exec(line);
    const monthIndex = month ? MONTHS.indexOf((month[1] as string).toLowerCase()) : -1;
    if (month && monthIndex >= 0) {
      const date = isoDate(month[3] as string, String(monthIndex + 1), month[2] as string);
      if (date) {
        this.#heldDate = date;
        if (!this.#seen) return 'hold';
        this.#claimDate();
        return 'header';
      }
    }
    const title = TITLE_LINE.exec(line);
    // A title line is Meet's only with its date (classic), after `📖 Transcript` or the date line
    // (Gemini) or with the 📖 itself: a first spoken line that ends in "- Transcript" stays speech.
    const dated = title ? TITLE_DATE.exec(title[1] as string) : null;
    if (title && (dated !== null || this.#seen || this.#heldDate !== undefined || line.includes('📖'))) {
      this.#seen = true;
      const text = title[1] as string;
      const name = (dated ? (dated[1] as string) : text).trim();
      const date = dated
        ? isoDate(
            (dated[2] ?? dated[5]) as string,
            (dated[3] ?? dated[6]) as string,
            (dated[4] ?? dated[7]) as string,
          )
        : undefined;
      if (name) this.header.title ??= name;
      if (date) this.header.date ??= date;
      this.#heldTitle = undefined;
      this.#claimDate();
      return 'header';
    }
    // N4: any other Markdown heading once the header began (or after a first line kept back, not a
    // turn) opens a section of the header, kept in the meeting note's body as written, never a turn.
    const heading = HEADING_LINE.exec(line);
    const heldTurn = this.#heldTitle !== undefined && !this.#heldHeading && SPOKEN_LINE.test(this.#heldTitle);
    if (heading && !TIME_ONLY.test(heading[2] as string) && (this.#seen || this.#held) && !heldTurn) {
      this.#seen = true;
      this.#claimTitle();
      this.#claimDate();
      this.#openSection((heading[2] as string).trim(), (heading[1] as string).length);
      return 'header';
    }
    // R12: the first line may be a title (Teams): kept back until the next line tells.
    if (!this.#seen && this.#heldTitle === undefined && this.#heldDate === undefined && !this.#held) {
      this.#held = true;
      this.#heldHeading = /^#{1,6}\s+/.test(line);
      this.#heldLevel = /^#*/.exec(line)?.[0].length ?? 0;
      this.#heldTitle = line.replace(/^#{1,6}\s+/, '');
      return 'hold';
    }
    // N4: a first line `## Notes` (below the title's level) above a line that is no turn, or any
    // heading above a list item: that heading's section, not a title and not speech.
    if (
      this.#heldHeading &&
      this.#heldTitle !== undefined &&
      !SPOKEN_LINE.test(line) &&
      (this.#heldLevel >= 2 || AGENDA_ITEM.test(line))
    ) {
      const key = this.#heldTitle;
      this.#heldTitle = undefined;
      this.#seen = true;
      if (this.#heldLevel === 1) this.header.title ??= key;
      this.#openSection(key, this.#heldLevel);
      this.#pushListLine(raw, !AGENDA_ITEM.test(line));
      return 'header';
    }
    this.#done = true;
    return 'other';
  }

  /**
   * A line of Teams' header (R12): its recording-named title line, its date line with the start
   * time, its length line after them; `other` for any other line.
   */
  #teamsLine(line: string): 'header' | 'hold' | 'other' {
    const title = TEAMS_TITLE.exec(line.normalize('NFC'));
    if (title) {
      this.#seen = true;
      this.#heldTitle = undefined;
      this.header.title ??= (title[1] as string).trim();
      const [y, m, d] = title[2] ? title.slice(2, 5) : title.slice(5, 8);
      const date = y ? isoDate(y, m as string, d as string) : undefined;
      if (date) this.header.date ??= date;
      this.#claimDate();
      return 'header';
    }
    // V110: a month in NFD (`de` + U+0301 `cembre`, a Mac's export) is no `\p{L}{3,}`: read in NFC.
    const dated = TEAMS_DATE.exec(line.normalize('NFC'));
    // V245: a date in numbers as metadataDate reads a header's (dots and Dutch dashes day first).
    const numeric = dated?.[7] ? metadataDate(dated[7], dated[8] === '-') : undefined;
    const month = !dated || numeric ? 0 : monthNumber((dated[1] ?? dated[5]) as string);
    const date =
      numeric && 'date' in numeric
        ? numeric.date
        : dated && month > 0
          ? isoDate((dated[3] ?? dated[6]) as string, String(month), (dated[2] ?? dated[4]) as string)
          : undefined;
    // A slashed date of either order (`04/05/2026, 09:00`) is Teams' date line all the same: never
    // speech; its date is not guessed, and the import says so (R30's dateNotRead).
    const eitherOrder = numeric && 'why' in numeric && numeric.why !== 'no such day';
    if (eitherOrder && (this.#seen || this.#heldTitle !== undefined)) {
      this.header.dateNotRead ??= { value: dated?.[7] as string, why: numeric.why };
      this.#seen = true;
      this.#claimTitle();
      this.#claimDate();
      return 'header';
    }
    if (date) {
      this.#heldDate = date;
      if (!this.#seen && this.#heldTitle === undefined) return 'hold';
      this.#seen = true;
      this.#claimTitle();
      this.#claimDate();
      return 'header';
    }
    if (this.#seen && TEAMS_LENGTH.test(line)) return 'header';
    return 'other';
  }

  /**
   * A metadata line above the first turn (L91): `Key: value` with a key of {@link METADATA_KEYS},
   * plain or in Markdown (`**Date:** …`, `- **Date**: …`); its date, title or attendees are kept.
   * An attendees key with no value opens a list whose items (`- Ann Lee`) are the attendees; an
   * agenda-like key (`Agenda:`, `Topics:`, `Objectives:` …) with no value opens a list whose items
   * (bulleted or numbered) are left out with it (L116). `other` for any other line.
   */
  #metadataLine(line: string, raw: string): 'header' | 'other' {
    if (this.#list) {
      // An item (`- Q1`, `1. Q1`, `2) Q1`, `- [ ] Q1`) or a line indented under one (a wrapped item).
      if (AGENDA_ITEM.test(line) || (/^\s/.test(raw) && this.#list.items.length > 0)) {
        this.#pushListLine(raw, false);
        return 'header';
      }
      // N4: a paragraph line right under the key or heading, or going on with one (`Agenda` above
      // `Budget and hiring`; `## Notes` above a sentence): no turn (no `Name:`), no heading, no key.
      const paragraph =
        (this.#list.items.length === 0 || (this.#listPlain && !this.#listBlank)) &&
        !SPOKEN_LINE.test(line) &&
        !HEADING_LINE.test(line) &&
        metadataKeyOf(line) === undefined;
      if (paragraph) {
        this.#pushListLine(raw, true);
        return 'header';
      }
      this.#list = undefined;
    }
    if (this.#inMetadataList) {
      const item = LIST_ITEM.exec(line);
      if (item) {
        this.#addAttendees(attendeeNames(item[1] as string));
        return 'header';
      }
      this.#inMetadataList = false;
    }
    const read = metadataKeyOf(line);
    if (!read) return 'other';
    const { kv, only, kind } = read;
    // The first line kept back was a turn (`Ann Lee: Hello.`), not a title: the header is over.
    if (this.#heldTitle !== undefined && !this.#heldHeading && SPOKEN_LINE.test(this.#heldTitle))
      return 'other';
    const key = ((kv ?? only) as RegExpExecArray)[1]?.trim() as string;
    const value = kv ? (kv[2] as string).replace(/^[*_]+|[*_]+$/g, '').trim() : '';
    this.#seen = true;
    this.#claimTitle();
    this.#claimDate();
    if (kind === 'date') {
      // V227: a blank before the colon (`Date : 07/12/2026`, also NBSP / narrow NBSP) is French
      // typography, and French writes numbers day first: the English-spelled key is French there.
      const frenchColon = kv !== null && /^[\s\u00a0\u202f]+:/u.test(kv[0].slice((kv[1] as string).length));
      const reading = metadataDate(value, frenchColon || DAY_FIRST_DATE_KEYS.has(metadataKey(key)));
      if ('date' in reading) this.header.date ??= reading.date;
      else if (value) this.header.dateNotRead ??= { value, why: reading.why };
    } else if (kind === 'title') {
      if (value) this.header.title ??= value;
    } else if (kind === 'attendees') {
      if (value) this.#addAttendees(attendeeNames(value));
      else this.#inMetadataList = true;
    } else {
      // L155: kept for the meeting note's body; an empty key opens its list (L116: never speech).
      const detail: HeaderDetail = { key, value, items: [] };
      this.header.details ??= [];
      this.header.details.push(detail);
      if (!value) this.#openList(detail);
    }
    return 'header';
  }

  /** N4: a heading's section of the header, kept for the meeting note's body as written (its level). */
  #openSection(key: string, level: number): void {
    const detail: HeaderDetail = { key, value: '', items: [], level };
    this.header.details ??= [];
    this.header.details.push(detail);
    this.#openList(detail);
  }

  #openList(detail: HeaderDetail): void {
    this.#list = detail;
    this.#listBlank = false;
    this.#listPlain = false;
  }

  /** A line of the open list or section, as written (line end's spaces off). */
  #pushListLine(raw: string, plain: boolean): void {
    this.#list?.items.push(raw.replace(/\s+$/, ''));
    this.#listBlank = false;
    this.#listPlain = plain;
  }

  #addAttendees(names: readonly string[]): void {
    for (const raw of names) {
      const n = attendeeName(raw);
      if (n && !this.header.attendees.includes(n)) this.header.attendees.push(n);
    }
  }

  /** No more header: what follows is the transcript. */
  end(): void {
    this.#done = true;
  }

  /** Whether the header is over (a line that is none of its own came, or {@link end}). */
  get over(): boolean {
    return this.#done;
  }

  /**
   * The first turn comes next, written as a speaker heading (`## Anna (00:00:05)`, `**Anna** 0:05`: a
   * Markdown export with one heading per turn): no more header, and a first line kept back that was a
   * level-1 Markdown heading (`# Weekly sync`, a Notion page's title) is the title; a section of
   * the header (`## Agenda` with its items) stays the header's.
   * Spec: session 31's leftovers (Markdown heading turns); L91 (`# Heading` above the header as the title).
   */
  endAtTurn(): void {
    if (this.#heldTitle !== undefined && this.#heldHeading && this.#heldLevel === 1) this.#claimTitle();
    this.#done = true;
  }

  #claimTitle(): void {
    if (this.#heldTitle) this.header.title ??= this.#heldTitle;
    this.#heldTitle = undefined;
  }

  #claimDate(): void {
    if (this.#heldDate) this.header.date ??= this.#heldDate;
    this.#heldDate = undefined;
  }
}
