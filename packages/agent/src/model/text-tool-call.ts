import { isObject } from './is-object.js';
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
 * - a single `<tool_call>{…}</tool_call>` tag around such an object, or
 * - exactly ONE fenced code block (```` ```json ```` or ```` ``` ````, nothing before or after it)
 *   holding such an object,
 * and `name` is one of `offeredTools` and the arguments are a JSON object (a JSON string holding
 * an object is accepted too). JSON inside prose (also a fence with prose around it), several
 * objects or fences, other fence languages, arrays, or unknown tool names give `null`: note text can echo such JSON, so anything looser is a prompt-injection path.
 * Schema validation happens later, in the AI SDK, like for any tool call.
 *
 * Spec: hostile case B29.
 */
export function parseTextToolCall(content: string, offeredTools: ReadonlySet<string>): TextToolCall | null {
  if (offeredTools.size === 0) return null;
  let body = content.trim();
  const fence = /^```(?:json)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/i.exec(body);
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
  if (!body.startsWith('{') || !body.endsWith('}')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(parsed)) return null;
  const fn = parsed.type === 'function' && isObject(parsed.function) ? parsed.function : parsed;
  const name = fn.name;
  if (typeof name !== 'string' || !offeredTools.has(name)) return null;
  let args: unknown = 'arguments' in fn ? fn.arguments : fn.parameters;
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args);
    } catch {
      return null;
    }
  }
  if (!isObject(args)) return null;
  return { name, arguments: JSON.stringify(args) };
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
  const open = '<tool_call>';
  const head = s.slice(0, open.length).toLowerCase();
  if (open.startsWith(head)) {
    if (s.length <= open.length) return true;
    return s.slice(open.length).trimStart().startsWith('{') || s.slice(open.length).trim() === '';
  }
  return false;
}

/** Could `s` (starting with a backtick) still become ```` ```json\n{… ```` or ```` ```\n{… ````? */
function mayBecomeFencedCall(s: string): boolean {
  if (s.length <= 3) return '```'.startsWith(s);
  if (!s.startsWith('```')) return false;
  const rest = s.slice(3);
  const info = /^[a-z]*/i.exec(rest)![0];
  if (info !== '' && !'json'.startsWith(info.toLowerCase())) return false;
  const after = rest.slice(info.length);
  if (after === '') return true;
  if (info !== '' && info.toLowerCase() !== 'json') return false;
  const m = /^[ \t]*(\r?\n)?/.exec(after)!;
  if (m[0].length === after.length) return true;
  if (!m[1]) return false;
  return after.slice(m[0].length).trimStart() === '' || after.slice(m[0].length).trimStart().startsWith('{');
}
