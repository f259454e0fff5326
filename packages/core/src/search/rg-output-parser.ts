/**
 * One matching line as ripgrep's text output (see `buildRgArgs`) reports it.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export interface RgRecord {
  /** The path as rg printed it (relative to rg's cwd, maybe with `./`). */
  path: string;
  /** 1-based line number. */
  line: number;
  /** 1-based byte offset of the first match in the line. */
  column: number;
  /** The line text (no line break); only a preview of the start when `cut`. */
  text: string;
  /** True when rg (or our per-line cap) printed only the start of the line. */
  cut: boolean;
}

/** rg's suffixes for a line longer than `--max-columns` with `--max-columns-preview`. */
const PREVIEW_SUFFIX = / \[\.\.\. (?:omitted end of long line|\d+ more match(?:es)?)\]$/;
/** rg's replacement for a long line without a preview. */
const OMITTED = /^\[Omitted long (?:matching )?line(?: with \d+ matches)?\]$/;
/** rg's note for a binary file (no NUL after the path). */
const BINARY_NOTE = /: binary file matches \(found ".*" byte around offset \d+\)$/;
const STATS_LINE = /^\d+ files searched$/;
const HEAD = /^(\d+):(\d+):/;

/**
 * A streaming parser of rg's `--null --line-number --column` text output that
 * holds at most `maxLineBytes` bytes of any output line (the rest is dropped and
 * the record marked `cut`), so memory stays bounded whatever rg prints.
 * A path containing line breaks arrives as several output lines, only the last
 * one holding the NUL; those fragments are joined back. Binary-file notes and the
 * `--stats` block are recognised and not taken as paths.
 * Spec: seed 000, Requirement: Agents can use project context tools (search); docs/contracts.md (@ma/core, Search); docs/hostile-cases.md B20–B22.
 */
export class RgOutputParser {
  /** True once the `--stats` block was seen (the search itself ran). */
  sawStats = false;
  private chunks: Buffer[] = [];
  private size = 0;
  private overflow = false;
  private pending: string[] = [];

  constructor(
    private readonly onRecord: (record: RgRecord) => void,
    private readonly maxLineBytes = 64 * 1024,
  ) {}

  /** Feeds a chunk of stdout. */
  push(chunk: Buffer): void {
    let start = 0;
    for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
      this.keep(chunk.subarray(start, nl));
      this.flushLine();
      start = nl + 1;
    }
    this.keep(chunk.subarray(start));
  }

  /** Ends the stream (a last line without a line break is still parsed). */
  end(): void {
    if (this.size > 0 || this.overflow) this.flushLine();
  }

  private keep(part: Buffer): void {
    if (part.length === 0) return;
    const room = this.maxLineBytes - this.size;
    if (part.length > room) this.overflow = true;
    if (room <= 0) return;
    const kept = part.length > room ? part.subarray(0, room) : part;
    // Copy: the chunk's memory belongs to the stream.
    this.chunks.push(Buffer.from(kept));
    this.size += kept.length;
  }

  private flushLine(): void {
    const bytes = Buffer.concat(this.chunks, this.size);
    const overflow = this.overflow;
    this.chunks = [];
    this.size = 0;
    this.overflow = false;
    const nul = bytes.indexOf(0);
    if (nul === -1) {
      const text = bytes.toString('utf8');
      if (STATS_LINE.test(text)) this.sawStats = true;
      if (BINARY_NOTE.test(text) || text === '' || this.pending.length >= 16) this.pending = [];
      else if (!overflow) this.pending.push(text);
      return;
    }
    const path = [...this.pending, bytes.subarray(0, nul).toString('utf8')].join('\n');
    this.pending = [];
    const rest = bytes.subarray(nul + 1).toString('utf8');
    const head = HEAD.exec(rest);
    if (head === null) return;
    let text = rest.slice(head[0].length);
    let cut = overflow;
    if (cut) text = text.replace(/\uFFFD+$/, '');
    else text = text.replace(/\r$/, '');
    if (PREVIEW_SUFFIX.test(text)) {
      text = text.replace(PREVIEW_SUFFIX, '');
      cut = true;
    } else if (OMITTED.test(text)) {
      text = '';
      cut = true;
    }
    this.onRecord({ path, line: Number(head[1]), column: Number(head[2]), text, cut });
  }
}
