import { isObject } from './is-object.js';
import { POSITIONAL_MARK, type PythonCall, parsePythonCalls } from './python-call.js';
import { argumentsFromString } from './string-arguments.js';
import { offeredToolParameters, type ToolParameters } from './tool-parameters.js';
/**
 * A tool call recovered from assistant text: `name` is an offered tool, `arguments` the JSON
 * text of an object.
 *
 * Spec: hostile case B29.
 */
export interface TextToolCall {
  name: string;
  arguments: string;
}

/**
 * Recognises a tool call the model printed as text instead of using the tool-calling interface
 * (hostile case B29). Fires only when the WHOLE content (surrounding whitespace aside) is
 * - a single JSON object `{"name": "<tool>", "arguments": {…}}` (`parameters` is accepted for
 *   `arguments`; `{"type":"function","function":{"name","arguments"}}` too), or
 * - a single `<tool_call>{…}</tool_call>` tag around such an object, or `<|python_tag|>` before it, or
 * - exactly ONE fenced code block (```` ```json ````, ```` ``` ````, or labelled `tool_call`,
 *   `tool_calls`, `tool_code`, `function_call`; nothing before or after it) holding such an object,
 * and `name` is one of `offeredTools` and the arguments are a JSON object (a JSON string holding
 * an object whose keys are the tool's parameters is accepted too, one level: R239's rule, the same
 * as a native call's, `argumentsFromString`; another object in a string is a call refused). JSON inside prose (also a fence with prose around it), several
 * objects or fences, other fence languages, arrays, or unknown tool names give `null`: note text can echo such JSON, so anything looser is a prompt-injection path.
 * Schema validation happens later, in the AI SDK, like for any tool call.
 *
 * Spec: hostile case B29.
 */
export function parseTextToolCall(content: string, offeredTools: ReadonlySet<string>): TextToolCall | null {
  if (offeredTools.size === 0) return null;
  const body = singleCallBody(content);
  return body === null ? null : callFromObject(parseJson(body), offeredTools);
}

/**
 * The `{…}` text of a whole content that is one call object: bare, in one `<tool_call>` tag, in one
 * fence ({@link FENCE}), or after Llama's `<|python_tag|>`; else `null`. Not parsed.
 */
function singleCallBody(content: string): string | null {
  let body = content.trim();
  const fence = FENCE.exec(body);
  if (fence) {
    body = fence[1]!.trim();
    if (body.includes('```')) return null;
    // A fence holds bare JSON only (no <tool_call> tag inside).
    if (!body.startsWith('{')) return null;
  }
  const tag = /^<tool_call>([\s\S]*)<\/tool_call>$/i.exec(body);
  if (tag) {
    body = tag[1]!.trim();
    if (/<\/?tool_call>/i.test(body)) return null;
  }
  const python = /^<\|python_tag\|>\s*(\{[\s\S]*\})\s*(?:<\|eom_id\|>|<\|eot_id\|>)?$/.exec(body);
  if (python) body = python[1]!;
  return body.startsWith('{') && body.endsWith('}') ? body : null;
}

/**
 * The head of a printed call object whose JSON does not parse: `{"name": "<tool>", "arguments"` (or
 * `parameters`), keys and name in double or single quotes. Group 3 is the tool's name.
 */
const MALFORMED_CALL_HEAD =
  /^\{\s*(["'])name\1\s*:\s*(["'])([A-Za-z0-9_.-]+)\2\s*,\s*(["'])(?:arguments|parameters)\4\s*:/;

/**
 * R190: a whole content that is ONE printed call to an offered tool — the shapes of
 * {@link singleCallBody} — whose JSON does not parse (a trailing comma, single quotes: small models'
 * slips, which Ollama's and vLLM's tool parsers leave in `content`). It becomes one call whose
 * arguments are the printed text as it is, so it is refused as invalid JSON like any such call (R3:
 * never repaired into a guessed call) and the model is told what was wrong and can call again, where
 * before the run ended on it, blaming the server's tool-call setup. `null` when the text is not
 * such a call or parses (then it is an ordinary text or call).
 */
function malformedTextToolCall(content: string, offeredTools: ReadonlySet<string>): TextToolCall | null {
  const body = singleCallBody(content);
  if (body === null || parseJson(body) !== undefined) return null;
  const name = MALFORMED_CALL_HEAD.exec(body)?.[3];
  return name !== undefined && offeredTools.has(name) ? { name, arguments: body } : null;
}

/** One `{"name", "arguments"|"parameters"}` object (or `{"type":"function","function":{…}}`) as a call, else `null`. */
function callFromObject(parsed: unknown, offeredTools: ReadonlySet<string>): TextToolCall | null {
  if (!isObject(parsed)) return null;
  const fn = parsed.type === 'function' && isObject(parsed.function) ? parsed.function : parsed;
  const name = fn.name;
  if (typeof name !== 'string' || !offeredTools.has(name)) return null;
  let args: unknown = 'arguments' in fn ? fn.arguments : fn.parameters;
  if (typeof args === 'string') {
    // R239: a JSON string holding the arguments object, one level, by the same rule as a native call's.
    const unwrapped = argumentsFromString(args, offeredToolParameters(offeredTools, name));
    // An object that is not the tool's arguments by its schema: the call as sent, refused as a native one is.
    if (unwrapped === null)
      return isObject(parseJson(args)) ? { name, arguments: JSON.stringify(args) } : null;
    args = unwrapped;
  }
  if (!isObject(args)) return null;
  return { name, arguments: JSON.stringify(args) };
}

/**
 * One fenced block and nothing else: its info string is empty, `json`, or a tool-call label small
 * models print (`tool_call`, `tool_calls`, `tool_code`, `function_call`; newcomer session 32 N11).
 * Group 1 is the block's content.
 */
const FENCE = /^```(?:json|tool_calls?|tool_code|function_call)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i;

/** The fence info strings {@link FENCE} accepts (lower case). */
const FENCE_INFOS = ['json', 'tool_call', 'tool_calls', 'tool_code', 'function_call', 'python', 'py'];

/** R229: fence labels whose content may be Python calls (`read_transcript(from=1)`), not only JSON. */
const PYTHON_INFOS = ['tool_code', 'python', 'py'];

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The call objects of a whole body that is a JSON array of them, or an object whose only key is
 * `tool_calls` (an array) — bare or as the only content of one fence ({@link FENCE}); else `null`.
 */
function callList(text: string): unknown[] | null {
  let body = text;
  const fence = FENCE.exec(body);
  if (fence) {
    body = fence[1]!.trim();
    if (body.includes('```')) return null;
  }
  if (!/^[[{]/.test(body)) return null;
  const parsed = parseJson(body);
  if (Array.isArray(parsed)) return parsed;
  if (isObject(parsed) && Object.keys(parsed).length === 1 && Array.isArray(parsed.tool_calls))
    return parsed.tool_calls;
  return null;
}

/**
 * R190, review2 V128, L364: each printed call object text (`{…}`) a call: parsed, or one naming an
 * offered tool whose JSON does not parse, refused later as invalid JSON naming that tool; `null` when
 * any text is neither (B29: a reply is all calls or text) or there are none.
 */
function eachCall(texts: readonly string[], offeredTools: ReadonlySet<string>): TextToolCall[] | null {
  const calls: TextToolCall[] = [];
  for (const t of texts) {
    const call = callFromObject(parseJson(t), offeredTools) ?? malformedTextToolCall(t, offeredTools);
    if (!call) return null;
    calls.push(call);
  }
  return calls.length > 0 ? calls : null;
}

/**
 * L364: the `{…}` texts of a printed list of objects, `[{…}, {…}]`, split at its top level whatever
 * their JSON slips (strings in double or single quotes, with backslash escapes, are skipped over);
 * `null` when the text is not a list holding only objects (commas and whitespace between them).
 */
function listedObjectTexts(text: string): string[] | null {
  const s = text.trim();
  if (!s.startsWith('[') || !s.endsWith(']')) return null;
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 1; i < s.length - 1; i++) {
    const c = s[i]!;
    if (quote !== null) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      if (depth === 0) return null;
      quote = c;
    } else if (c === '{' || c === '[') {
      if (depth === 0 && c === '[') return null;
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth < 0) return null;
      if (depth === 0) items.push(s.slice(start, i + 1));
    } else if (depth === 0 && !/[\s,]/.test(c)) return null;
  }
  return depth === 0 && quote === null && items.length > 0 ? items : null;
}

/** `<tool_call>{…}</tool_call>` tags and nothing else but whitespace between and around them. */
const TAGS = /^(?:\s*<tool_call>[\s\S]*?<\/tool_call>)+\s*$/i;
/** `<function=name>{…}</function>` (Llama 3.1's custom format), several allowed, nothing else around. */
const FUNCTION_TAGS = /^(?:\s*<function=[A-Za-z0-9_.-]+>[\s\S]*?<\/function>)+\s*$/;

/**
 * Every tool call of a reply the model printed as text in a chat template's own tool-call syntax
 * (review14 V51, hostile case B29), when the WHOLE content is that syntax:
 * - what {@link parseTextToolCall} accepts (one JSON object, one `<tool_call>` tag, one fence);
 * - a JSON array of call objects, or `{"tool_calls": [ … ]}` (the OpenAI message shape), bare or as
 *   the only content of one fence (newcomer session 32 N11: the same calls as `[TOOL_CALLS] [ … ]`);
 * - several `<tool_call>{…}</tool_call>` tags (Qwen/Hermes templates print parallel calls so);
 * - `[TOOL_CALLS]` followed by a JSON array of call objects, or one (Mistral);
 * - `<|python_tag|>` followed by one call object (Llama 3.x);
 * - one or more `<function=name>{arguments}</function>` (Llama 3.1's custom tool format).
 * - R190: ONE printed call object of those shapes naming an offered tool whose JSON does not parse: one
 *   call whose arguments are that text, refused later as invalid JSON (the model is told; nothing runs);
 *   so is each such `<tool_call>` tag among several, each `<function=name>` whose arguments do not
 *   parse (review2 V128), and such an object after `[TOOL_CALLS]`, bare or in a list (V130); in a list
 *   (after `[TOOL_CALLS]` or bare), each object is its own call, the well-formed ones run (L364).
 * Every call must name an offered tool and have object arguments, else nothing is taken (`null`):
 * a reply is either all calls or text, never half of each (prompt-injection rule of B29: note text
 * echoed inside prose never runs). Schema validation happens later, in the AI SDK.
 *
 * @returns the calls in order (at least one), or `null`.
 * Spec: hostile case B29; review14 V51.
 */
export function parseTextToolCalls(
  content: string,
  offeredTools: ReadonlySet<string>,
): TextToolCall[] | null {
  if (offeredTools.size === 0) return null;
  const one = parseTextToolCall(content, offeredTools);
  if (one) return [one];
  const body = content.trim();
  const all = (objects: unknown[]): TextToolCall[] | null => {
    const calls: TextToolCall[] = [];
    for (const o of objects) {
      const call = callFromObject(o, offeredTools);
      if (!call) return null;
      calls.push(call);
    }
    return calls.length > 0 ? calls : null;
  };
  // N11 (session 32): the same calls as one JSON array (`[{"name",…}, …]`, Llama 3.2 / Functionary
  // style) or as the OpenAI message shape `{"tool_calls":[…]}`, bare or alone in one fence.
  const listed = callList(body);
  if (listed) return all(listed);
  // L364: such a list with a JSON slip in one of its objects: each object its own call (V128's rule).
  const slipped = listedObjectTexts(FENCE.exec(body)?.[1]?.trim() ?? body);
  if (slipped) return eachCall(slipped, offeredTools);
  if (TAGS.test(body)) {
    const inner = [...body.matchAll(/<tool_call>([\s\S]*?)<\/tool_call>/gi)].map((m) => m[1]!.trim());
    if (inner.some((t) => /<\/?tool_call>/i.test(t) || !t.startsWith('{'))) return null;
    // R190, review2 V128: a tag whose JSON does not parse (one of Qwen's parallel calls too) is a call
    // refused for it; the others run. A tag naming no offered tool still makes the reply text.
    return eachCall(inner, offeredTools);
  }
  const mistral = /^\[TOOL_CALLS\]\s*([\s\S]*)$/.exec(body);
  if (mistral) {
    const rest = mistral[1]!.trim();
    const parsed = parseJson(rest);
    // review2 V130: a call object with a JSON slip, bare or in a list, is a call refused for it (R190);
    // L364: each object of a list its own call, as V128's tags: the good ones run, a slipped one is
    // refused naming its own tool (before, the list was one call named after its first object).
    if (parsed === undefined) return eachCall(listedObjectTexts(rest) ?? [rest], offeredTools);
    return all(Array.isArray(parsed) ? parsed : [parsed]);
  }
  if (FUNCTION_TAGS.test(body)) {
    const calls: TextToolCall[] = [];
    for (const m of body.matchAll(/<function=([A-Za-z0-9_.-]+)>([\s\S]*?)<\/function>/g)) {
      const [name, text] = [m[1]!, m[2]!.trim()];
      const parsed = parseJson(text);
      // review2 V128: arguments whose JSON does not parse, to an offered tool, are a call refused for it (R190).
      const call =
        parsed === undefined && text.startsWith('{') && offeredTools.has(name)
          ? { name, arguments: text }
          : callFromObject({ name, arguments: parsed }, offeredTools);
      if (!call) return null;
      calls.push(call);
    }
    return calls.length > 0 ? calls : null;
  }
  const python = pythonTextToolCalls(body, offeredTools);
  if (python) return python;
  const malformed = malformedTextToolCall(body, offeredTools);
  return malformed ? [malformed] : null;
}

/**
 * One fence labelled `tool_code` or `python` (Gemma, CodeGemma), or a bare `[name(…), …]` list
 * (Gemma's function-calling prompt, Llama 3.2's pythonic form), and nothing else. Group 1 is the
 * fence's content.
 */
const PYTHON_FENCE = /^```(?:tool_code|python|py)[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i;

/**
 * R229: the whole content is Python calls to offered tools (`read_transcript(from=1, to=60)`, see
 * `parsePythonCalls`) in one `tool_code`/`python` fence, or a bare list `[read_transcript(…)]`: the
 * calls, their keyword arguments as JSON (positional ones mapped or refused: {@link withPositional}, R235).
 * Text whose first call names an offered tool but does not parse (a variable, a slip) is ONE call whose arguments are the printed text,
 * refused as invalid JSON like R190's slips (nothing runs; the model is told to call again with JSON).
 * Any call naming a tool not offered makes the whole reply text (B29: all calls or text).
 */
function pythonTextToolCalls(body: string, offeredTools: ReadonlySet<string>): TextToolCall[] | null {
  const fenced = PYTHON_FENCE.exec(body);
  const code = fenced ? fenced[1]!.trim() : /^\[\s*[A-Za-z_][\w.]*\s*\(/.test(body) ? body : null;
  if (code === null || code.includes('```') || code.startsWith('{')) return null;
  const parsed = parsePythonCalls(code);
  if ('malformed' in parsed)
    return parsed.malformed !== null && offeredTools.has(parsed.malformed)
      ? [{ name: parsed.malformed, arguments: code }]
      : null;
  if (!parsed.calls.every((c) => offeredTools.has(c.name))) return null;
  return parsed.calls.map((c) => ({
    name: c.name,
    arguments: withPositional(c, offeredToolParameters(offeredTools, c.name)),
  }));
}

/**
 * R235: a Python call's arguments as JSON text, its positional arguments mapped to parameter names
 * when that is certain: ONE positional argument to a tool with exactly ONE required parameter not
 * also given by name (`write_summary("## Summary …")` → `{"content": "## Summary …"}`). Any other
 * positional argument — two or more (`read_transcript(1, 60)`: its `from`/`to` are both optional, and
 * their order is nowhere in its schema), one to a tool with no or several required parameters, or
 * tools whose parameters the request did not carry — gives {@link POSITIONAL_MARK} and the count: the
 * call is refused naming the tool's parameter names (`invalidToolCallRefusal`), never run on a guess.
 */
function withPositional(call: PythonCall, parameters: ToolParameters | undefined): string {
  if (call.positional.length === 0) return JSON.stringify(call.arguments);
  const only = parameters?.required.length === 1 ? parameters.required[0] : undefined;
  if (call.positional.length === 1 && only !== undefined && !Object.hasOwn(call.arguments, only))
    return JSON.stringify({ [only]: call.positional[0], ...call.arguments });
  return `${POSITIONAL_MARK}${call.positional.length}`;
}

/**
 * Does `text` hold what looks like a tool call printed as text (a chat template's tool-call markup,
 * or a `{"name": …, "arguments"|"parameters": …}` object) — for the message of a run whose last
 * reply was such text and ran nothing (review14 V51)? A heuristic for wording only: nothing runs on it.
 *
 * Spec: review14 V51; hostile case B29.
 */
export function looksLikePrintedToolCall(text: string): boolean {
  return (
    /<tool_call>|\[TOOL_CALLS\]|<\|python_tag\|>|<function=[A-Za-z0-9_.-]+>|```tool_code/i.test(text) ||
    /\{\s*"name"\s*:\s*"[A-Za-z0-9_.-]+"\s*,\s*"(?:arguments|parameters)"\s*:/.test(text)
  );
}

/**
 * Could `content` (so far) still become a whole-content tool call? Used to hold back streamed text.
 *
 * Spec: hostile case B29.
 */
export function mayBecomeTextToolCall(content: string): boolean {
  const s = content.trimStart();
  if (s === '') return true;
  if (s.startsWith('{')) return true;
  if (s.startsWith('`')) return mayBecomeFencedCall(s);
  // N11: a JSON array of calls (`[{"name"…`), not `[[link]]` or `[text](url)`.
  if (s.startsWith('[') && !s.startsWith('[TOOL_CALLS]'.slice(0, Math.min(s.length, 12)))) {
    const rest = s.slice(1).trimStart();
    // R229: Gemma's `[read_transcript(from=1, to=60)]` (a name, then its parenthesis).
    return rest === '' || rest.startsWith('{') || /^[A-Za-z_][\w.]*(?:\s*\(.*)?$/s.test(rest);
  }
  // V51: Mistral's [TOOL_CALLS], Llama's <|python_tag|> and <function=name> prefixes.
  for (const prefix of ['[TOOL_CALLS]', '<|python_tag|>', '<function=']) {
    if (s.length <= prefix.length ? prefix.startsWith(s) : s.startsWith(prefix)) return true;
  }
  const open = '<tool_call>';
  const head = s.slice(0, open.length).toLowerCase();
  if (open.startsWith(head)) {
    if (s.length <= open.length) return true;
    return s.slice(open.length).trimStart().startsWith('{') || s.slice(open.length).trim() === '';
  }
  return false;
}

/** Could `s` (starting with a backtick) still become ```` ```json\n{… ```` / ```` ```\n[… ```` (or another {@link FENCE_INFOS} label)? */
function mayBecomeFencedCall(s: string): boolean {
  if (s.length <= 3) return '```'.startsWith(s);
  if (!s.startsWith('```')) return false;
  const rest = s.slice(3);
  const info = /^[a-z_]*/i.exec(rest)![0];
  const lower = info.toLowerCase();
  if (info !== '' && !FENCE_INFOS.some((i) => i.startsWith(lower))) return false;
  const after = rest.slice(info.length);
  if (after === '') return true;
  if (info !== '' && !FENCE_INFOS.includes(lower)) return false;
  const m = /^[ \t]*(\r?\n)?/.exec(after)!;
  if (m[0].length === after.length) return true;
  if (!m[1]) return false;
  const inner = after.slice(m[0].length).trimStart();
  if (PYTHON_INFOS.includes(lower)) return inner === '' || /^[[{A-Za-z_#]/.test(inner);
  return inner === '' || inner.startsWith('{') || inner.startsWith('[');
}
