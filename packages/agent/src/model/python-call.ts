/**
 * R229: Gemma 2/3 and CodeGemma print a tool call as Python inside a ```` ```tool_code ```` fence
 * (Google's function-calling prompt for Gemma, and what Ollama's and LM Studio's Gemma builds print
 * when the template has no tool syntax): `read_transcript(from=1, to=60)`, sometimes as
 * `print(default_api.read_transcript(…))` (Gemini's code-execution habit) or as a list
 * `[read_transcript(…), …]`. This module reads that text as calls; it never runs any of it.
 *
 * Spec: hostile case B29; seed 002 (small local models).
 */

/**
 * One call read from Python text: the tool's name, its keyword arguments (JSON-able values) and the
 * positional arguments before them, in order (empty when every argument is named; R235).
 */
export interface PythonCall {
  name: string;
  arguments: Record<string, unknown>;
  positional: unknown[];
}

/**
 * R235: how the arguments of a printed Python call with positional arguments that cannot be mapped to
 * parameter names start (no JSON text starts so), followed by how many there were: the call is refused
 * naming the tool's parameters (`invalidToolCallRefusal`), never run with a guessed mapping.
 */
export const POSITIONAL_MARK = 'not run: positional arguments: ';

/** The outcome of {@link parsePythonCalls}: the calls, or the head's tool name when the text does not parse. */
export type PythonCallsResult = { calls: PythonCall[] } | { malformed: string | null };

class Syntax extends Error {}

/**
 * Reads `text` (a `tool_code` fence's content) as one or more Python calls, each
 * `name(key=value, …)`, optionally `print(…)` around it and a `default_api.`/`functions.` prefix on
 * the name, one a line or as one list `[a(…), b(…)]`. Values are Python literals: strings (single,
 * double or triple quotes, `r` prefix, the usual escapes), numbers, `True`/`False`/`None`, lists,
 * tuples (as lists) and dicts with string keys. Positional arguments (before the keyword ones, as
 * Python requires) are returned apart, in order (`positional`, R235): the caller maps them to
 * parameter names or refuses the call. Expressions, variables, a positional argument after a keyword
 * one: not parsed (`malformed` then names the first call's tool, or null when even its head is not a call).
 *
 * @returns `{ calls }` (at least one), or `{ malformed: <first call's name> | null }`.
 */
export function parsePythonCalls(text: string): PythonCallsResult {
  const p = new Parser(text);
  try {
    p.ws();
    const calls: PythonCall[] = [];
    if (p.peek() === '[') {
      p.pos++;
      p.items(']', () => calls.push(p.call()));
      p.ws();
    } else {
      while (p.pos < text.length) {
        calls.push(p.call());
        p.ws();
        if (p.peek() === ';') {
          p.pos++;
          p.ws();
        }
      }
    }
    if (p.pos < text.length || calls.length === 0) throw new Syntax('trailing text');
    return { calls };
  } catch (e) {
    if (!(e instanceof Syntax)) throw e;
    return { malformed: p.firstName };
  }
}

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/y;
const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '0': '\0',
  b: '\b',
  f: '\f',
  '\n': '',
};

/**
 * review V172: the deepest list/tuple/dict nesting read (a real tool argument nests a few levels);
 * deeper is malformed, so a reply of 100 000 `[` is refused, not a stack overflow out of the parser.
 */
const MAX_DEPTH = 100;

class Parser {
  pos = 0;
  depth = 0;
  /** The tool name of the first call, once its head `name(` was read. */
  firstName: string | null = null;
  constructor(readonly text: string) {}

  peek(): string | undefined {
    return this.text[this.pos];
  }

  /** Skips spaces, line breaks and `# …` comments. */
  ws(): void {
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') this.pos++;
      else if (c === '#') while (this.pos < this.text.length && this.peek() !== '\n') this.pos++;
      else return;
    }
  }

  ident(): string {
    IDENT.lastIndex = this.pos;
    const m = IDENT.exec(this.text);
    if (!m) throw new Syntax('name');
    this.pos += m[0].length;
    return m[0];
  }

  /** Reads `item` up to `close` (taken too), items separated by commas, a trailing comma allowed. */
  items(close: string, item: () => void): void {
    this.ws();
    while (this.peek() !== close) {
      item();
      this.ws();
      if (this.peek() === ',') {
        this.pos++;
        this.ws();
      } else if (this.peek() !== close) throw new Syntax(close);
    }
    this.pos++;
  }

  expect(c: string): void {
    this.ws();
    if (this.peek() !== c) throw new Syntax(c);
    this.pos++;
    this.ws();
  }

  /** `[print(] [default_api.] name(key=value, …) [)]`. */
  call(): PythonCall {
    let name = this.dotted();
    const printed = name === 'print';
    if (printed) {
      this.expect('(');
      name = this.dotted();
    }
    this.expect('(');
    if (this.firstName === null) this.firstName = name;
    // review V173: no prototype, so a keyword `__proto__` is a key (refused by the tool's schema), not dropped.
    const args: Record<string, unknown> = Object.create(null);
    const positional: unknown[] = [];
    let named = false;
    this.items(')', () => {
      // R235: `name=` is a keyword argument; anything else a positional one (only before the keywords).
      IDENT.lastIndex = this.pos;
      const word = IDENT.exec(this.text);
      const after = word ? this.text.slice(this.pos + word[0].length).trimStart() : '';
      if (word && after.startsWith('=') && !after.startsWith('==')) {
        const key = this.ident();
        this.expect('=');
        if (Object.hasOwn(args, key)) throw new Syntax('repeated keyword');
        args[key] = this.value();
        named = true;
        return;
      }
      if (named) throw new Syntax('positional argument after a keyword one');
      positional.push(this.value());
    });
    if (printed) this.expect(')');
    return { name, arguments: args, positional };
  }

  /** A name with a `default_api.` / `functions.` / `tools.` prefix taken off. */
  dotted(): string {
    this.ws();
    let name = this.ident();
    while (this.peek() === '.' && /^(?:default_api|functions|tools|api)$/.test(name)) {
      this.pos++;
      name = this.ident();
    }
    return name;
  }

  value(): unknown {
    this.ws();
    const c = this.peek();
    if (c === '[' || c === '(' || c === '{') {
      if (this.depth >= MAX_DEPTH) throw new Syntax('nested too deep');
      this.depth++;
      const out = c === '{' ? this.dict() : this.sequence(c === '[' ? ']' : ')');
      this.depth--;
      return out;
    }
    if (c === '"' || c === "'") return this.string(false);
    if ((c === 'r' || c === 'R') && (this.text[this.pos + 1] === '"' || this.text[this.pos + 1] === "'")) {
      this.pos++;
      return this.string(true);
    }
    NUMBER.lastIndex = this.pos;
    const n = NUMBER.exec(this.text);
    if (n) {
      this.pos += n[0].length;
      return Number(n[0].replace(/_/g, ''));
    }
    const word = this.ident();
    if (word === 'True' || word === 'true') return true;
    if (word === 'False' || word === 'false') return false;
    if (word === 'None' || word === 'null') return null;
    throw new Syntax('value');
  }

  sequence(close: string): unknown[] {
    this.pos++;
    const out: unknown[] = [];
    this.items(close, () => out.push(this.value()));
    return out;
  }

  dict(): Record<string, unknown> {
    this.pos++;
    const out: Record<string, unknown> = Object.create(null);
    this.items('}', () => {
      const c = this.peek();
      if (c !== '"' && c !== "'") throw new Syntax('dict key');
      const key = this.string(false);
      this.expect(':');
      out[key] = this.value();
    });
    return out;
  }

  string(raw: boolean): string {
    const q = this.peek() as string;
    const triple = this.text.startsWith(q.repeat(3), this.pos);
    const close = triple ? q.repeat(3) : q;
    this.pos += close.length;
    let out = '';
    for (;;) {
      if (this.pos >= this.text.length) throw new Syntax('string');
      if (this.text.startsWith(close, this.pos)) {
        this.pos += close.length;
        return out;
      }
      const c = this.text[this.pos] as string;
      if (c === '\n' && !triple) throw new Syntax('string');
      if (c === '\\' && !raw) {
        const e = this.text[this.pos + 1];
        if (e === undefined) throw new Syntax('escape');
        if (e === 'u' || e === 'x') {
          const len = e === 'u' ? 4 : 2;
          const hex = this.text.slice(this.pos + 2, this.pos + 2 + len);
          if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) throw new Syntax('escape');
          out += String.fromCharCode(Number.parseInt(hex, 16));
          this.pos += 2 + len;
          continue;
        }
        out += ESCAPES[e] ?? `\\${e}`;
        this.pos += 2;
        continue;
      }
      out += c;
      this.pos++;
    }
  }
}
