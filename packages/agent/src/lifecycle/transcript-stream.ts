import {
  frontmatterProperty,
  type Meeting,
  parseNote,
  streamLines,
  type Vault,
  withNotePath,
  withoutInvisibleLead,
} from '@ma/core';

/** A frontmatter block longer than this many lines is not looked for (the lines are then all body). */
const MAX_FRONTMATTER_LINES = 5000;
/**
 * A `---` line (after characters Obsidian shows nothing for, core `withoutInvisibleLead`, when the lines
 * before it were all such: V280), or Hugo's TOML `+++` / Hexo's JSON `;;;` fence (R170, V281), which
 * parseNote refuses as another language.
 */
function opensBlock(line: string): boolean {
  return withoutInvisibleLead(line).startsWith('---') || /^(?:\+\+\+|;;;)[ \t]*$/.test(line);
}
/** The line that closes a block opened by `opening` (a line {@link opensBlock} takes). */
function closingLineOf(opening: string): RegExp {
  if (opening.startsWith('+++')) return /^\+\+\+\s*$/;
  if (opening.startsWith(';;;')) return /^;;;\s*$/;
  return /^(?:---|\.\.\.)\s*$/;
}

/**
 * The meeting's transcript opened for streaming: its frontmatter read, its body still to come.
 *
 * Spec: issue 13 (offline engine linear in time, bounded memory); docs/vault-format.md, Transcript note.
 */
export interface TranscriptStream {
  /** 1-based file line where the body starts (pass `bodyStartLine - 1` as `lineOffset`). */
  bodyStartLine: number;
  /** Frontmatter `language`, when it is a non-empty string. */
  language: string | null;
  /** The body's lines in order, read from the file as they are consumed. */
  lines: AsyncIterable<string>;
}

/**
 * Opens the meeting's linked transcript through core (`vault.resolve`, then core's `streamLines`) and
 * reads only its frontmatter, parsed like `parseNote` does; the body lines are streamed on demand, so a
 * transcript of millions of lines is never held in memory. `null` when the meeting links no transcript.
 *
 * @throws PathSafetyError / NotFoundError('file') when the linked transcript is unsafe or missing;
 *   FrontmatterError for an unsupported frontmatter language (`---js`, TOML `+++`, JSON `;;;`: R170, V281) or a
 *   block that does not start the transcript (`displaced`, V280); the fs error while streaming.
 * Spec: issue 13 (offline engine linear in time, ≤ 500 MB at 3M lines); docs/vault-format.md, Transcript
 * note; seed 003, Requirement: Meeting Assistant generates meeting outputs (reads the transcript).
 */
export async function openTranscriptStream(vault: Vault, meeting: Meeting): Promise<TranscriptStream | null> {
  const path = meeting.links.transcript;
  if (!path) return null;
  const { abs } = await vault.resolve(path, { argument: 'transcript', mustExist: true, kind: 'file' });
  const source = streamLines(abs)[Symbol.asyncIterator]();
  const head: string[] = [];
  let next = await source.next();
  // V280: blank or invisible lines before a `---` line are read ahead too, so that parseNote refuses a
  // block that does not start the transcript (`displaced`) as the whole read (readTranscriptInfo) does,
  // never streams its keys as spoken lines; with no such block the lines are replayed as body.
  while (!next.done && head.length < MAX_FRONTMATTER_LINES && withoutInvisibleLead(next.value) === '') {
    head.push(next.value);
    next = await source.next();
  }
  const lead = head.length;
  if (!next.done && head.length < MAX_FRONTMATTER_LINES && opensBlock(next.value)) {
    // Each line read is pushed to `head`, then the next one read, so `next` is never a line of `head`
    // (review V175: a closing line at line MAX_FRONTMATTER_LINES stayed `next` and came twice).
    const closingLine = closingLineOf(next.value);
    while (!next.done && head.length < MAX_FRONTMATTER_LINES) {
      head.push(next.value);
      const closing = head.length > lead + 1 && closingLine.test(next.value);
      next = await source.next();
      if (closing) break;
    }
  }
  // review4 P14: a YAML error names the transcript note; review V176: the file is closed before it is
  // thrown (the caller never gets the lines to end), not left open until collected.
  let note: ReturnType<typeof parseNote> | null;
  try {
    note = head.length > 1 ? withNotePath(path, () => parseNote(`${head.join('\n')}\n`)) : null;
  } catch (error) {
    await source.return?.();
    throw error;
  }
  const bodyStartLine = note?.frontmatter ? note.bodyStartLine : 1;
  const replay = head.slice(bodyStartLine - 1);
  const language = frontmatterProperty(note?.frontmatter?.data ?? {}, 'language');
  return {
    bodyStartLine,
    language: typeof language === 'string' && language.trim() !== '' ? language.trim() : null,
    lines: bodyLines(replay, next, source),
  };
}

/**
 * The body's lines: the frontmatter lines read ahead that belong to the body (`replay`), the line read after them
 * (`pending`), then the file's own iterator's results handed on as they are (P205, issue 13: a generator around
 * `streamLines` cost a generator resumption and three promises more per line, a second of CPU per million lines). Ending
 * early (`break`, an error, a stop) ends `source` too, so the file is closed at once, not when collected.
 */
function bodyLines(
  replay: readonly string[],
  pending: IteratorResult<string>,
  source: AsyncIterator<string>,
): AsyncIterableIterator<string> {
  let k = 0;
  let first: IteratorResult<string> | null = pending;
  const lines: AsyncIterableIterator<string> = {
    [Symbol.asyncIterator]: () => lines,
    next: () => {
      if (k < replay.length) return Promise.resolve({ value: replay[k++] as string, done: false });
      if (first !== null) {
        const result = first;
        first = null;
        if (!result.done) return Promise.resolve(result);
      }
      return source.next();
    },
    return: async () => {
      k = replay.length;
      first = null;
      await source.return?.();
      return { value: undefined, done: true };
    },
  };
  return lines;
}
