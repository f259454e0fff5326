/** Most of ripgrep's own messages kept (its debug log is not kept: only the size skips are read from it). */
const MAX_MESSAGES = 64 * 1024;
/** Longest debug entry read (a path is at most a few KB; a longer entry is no size skip). */
const MAX_ENTRY = 64 * 1024;
/** rg's log line for a file its walk skipped for `--max-filesize` (crate `ignore`, walk.rs). */
const SIZE_SKIP = /^rg: DEBUG\|ignore::walk\|[^\n]*?: ignoring (.+): (\d+) bytes$/s;
/** The start of a line of rg's `--debug` log. */
const DEBUG_LINE = /^rg: (?:DEBUG|TRACE)\|/;

/**
 * A file ripgrep's walk skipped for `--max-filesize`: its path as rg printed it (relative to rg's
 * cwd, maybe with `./`) and its size in bytes.
 * Spec: docs/tools.md (search: files larger than 50 MB are named, not searched; V254).
 */
export interface RgSizeSkip {
  path: string;
  bytes: number;
}

/**
 * ripgrep's stderr when it runs with `--debug` (see `buildRgArgs`), read as it streams: its own
 * messages (a file it could not read, a refused pattern), kept as they were up to 64 KB, apart from
 * its debug log, of which only the files the walk skipped for size are kept (`sizeSkips`, every
 * one: their count is said exactly). rg writes one log entry a line; a path holding a line break
 * goes on over the next lines, which do not start with `rg: `, and is joined back.
 * Spec: docs/tools.md (search); V254: a file over 50 MB was skipped in silence.
 */
export class RgStderr {
  /** rg's own messages, without the debug log (at most 64 KB). */
  messages = '';
  /** The files the walk skipped for size, in rg's order. */
  readonly sizeSkips: RgSizeSkip[] = [];
  /** The last line, not ended yet. */
  private partial = '';
  /** The debug entry being read (its later lines may follow), or null. */
  private entry: string | null = null;

  /** Takes the next piece of rg's stderr (decoded as UTF-8 across pieces by the caller). */
  push(text: string): void {
    const lines = `${this.partial}${text}`.split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  /**
   * Takes the end of rg's stderr: a last line without a line break is taken, unless `killed` (rg
   * was killed while writing it: a size cut in its digits would be wrong).
   */
  end(killed = false): void {
    if (this.partial !== '' && !killed) this.line(this.partial);
    this.partial = '';
    this.endEntry();
  }

  private line(line: string): void {
    if (DEBUG_LINE.test(line)) {
      this.endEntry();
      this.entry = line.slice(0, MAX_ENTRY);
    } else if (this.entry !== null && !line.startsWith('rg: ')) {
      if (this.entry.length < MAX_ENTRY) this.entry = `${this.entry}\n${line}`.slice(0, MAX_ENTRY);
    } else {
      this.endEntry();
      if (this.messages.length < MAX_MESSAGES)
        this.messages += `${line}\n`.slice(0, MAX_MESSAGES - this.messages.length);
    }
  }

  private endEntry(): void {
    const m = this.entry === null ? null : SIZE_SKIP.exec(this.entry);
    this.entry = null;
    if (m) this.sizeSkips.push({ path: m[1] as string, bytes: Number(m[2]) });
  }
}
