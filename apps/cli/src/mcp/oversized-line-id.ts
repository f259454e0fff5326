/**
 * The request id of a stdio line too long to parse (over 16 MiB: the transport never holds it
 * whole), read from the few bytes kept of its start and its end. The MCP SDK writes a request
 * as `{"method":…,"params":…,"jsonrpc":"2.0","id":7}` (the id LAST), other clients
 * `{"jsonrpc":"2.0","id":7,"method":…}` (the id first). Answered with `id: null`, as JSON-RPC
 * allows for a parse error, the SDK's client cannot match the error to its call: its `callTool`
 * waited until its own timeout (60 s by default, "Request timed out") while `onerror` got
 * "Received a response for an unknown message ID" (breaker L460). Only simple top-level pairs
 * (a string or number value) are read, from the line's first `{` forward and from its last `}`
 * backward, so a key inside `params` is never taken for the id.
 * Spec: docs/mcp.md (Requests: a message over the size limit).
 */

/** What the kept start (and, once the line ended, end) of an oversized line say. */
export interface OversizedLineId {
  /** The request id to answer with; `null` when none can be read (or the line is a response). */
  id: string | number | null;
  /** True when the end of the line may still name the id (a JSON object whose start does not). */
  needsTail: boolean;
}

const VALUE = String.raw`(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|"(?:[^"\\]|\\.)*")`;
const HEAD_PAIR = new RegExp(String.raw`^\s*"([^"\\]*)"\s*:\s*${VALUE}\s*,`);
const HEAD_KEY = /^\s*"([^"\\]*)"\s*:/;
const TAIL_PAIR = new RegExp(String.raw`,\s*"([^"\\]*)"\s*:\s*${VALUE}\s*$`);

/** A JSON-RPC id as the MCP schema takes it: a string or a whole number. */
function asId(raw: string | undefined): string | number | null {
  if (raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'string' || (typeof value === 'number' && Number.isSafeInteger(value))) return value;
  } catch {
    // not a JSON value: no id
  }
  return null;
}

/**
 * Reads the id from the kept `head` (the line's first bytes) and, when given, `tail` (its last
 * bytes, the line ended). A response (`result`/`error` among the pairs read) has no id to answer.
 * @returns the id, or `null`, and whether the tail is still needed to know.
 */
export function oversizedLineId(head: string, tail?: string): OversizedLineId {
  const start = head.trimStart();
  if (!start.startsWith('{')) return { id: null, needsTail: false };
  const pairs = new Map<string, string>();
  let rest = start.slice(1);
  for (let m = HEAD_PAIR.exec(rest); m; m = HEAD_PAIR.exec(rest)) {
    pairs.set(m[1] as string, m[2] as string);
    rest = rest.slice(m[0].length);
  }
  const nextKey = HEAD_KEY.exec(rest)?.[1];
  if (nextKey === 'result' || nextKey === 'error') return { id: null, needsTail: false };
  if (pairs.has('id')) return { id: asId(pairs.get('id')), needsTail: false };
  if (tail === undefined) return { id: null, needsTail: true };
  let end = tail.trimEnd();
  if (!end.endsWith('}')) return { id: null, needsTail: false };
  end = end.slice(0, -1);
  const tailPairs = new Map<string, string>();
  for (let m = TAIL_PAIR.exec(end); m; m = TAIL_PAIR.exec(end)) {
    tailPairs.set(m[1] as string, m[2] as string);
    end = end.slice(0, m.index);
  }
  if (tailPairs.has('result') || tailPairs.has('error')) return { id: null, needsTail: false };
  return { id: asId(tailPairs.get('id')), needsTail: false };
}
