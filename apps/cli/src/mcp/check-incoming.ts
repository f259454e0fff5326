/**
 * The gate every JSON-RPC message of `ma mcp` passes before the MCP SDK sees it (stdio and HTTP):
 * lenient where the protocol's intent is clear, a clear JSON-RPC error where it is not. Without
 * it the SDK answered `arguments: null` with -32603 (internal error, a zod dump) and dropped a
 * request with `params: null` without any answer, so the client waited for ever (R10).
 * Spec: docs/mcp.md (Requests); JSON-RPC 2.0 §5.1 error codes; issue R10.
 */
import { duplicateJsonKey, JsonNestingError, parseJsonKeepingNumbers, writtenNumbersOf } from '@ma/core';
import { jsonNumbersRefusal } from '@ma/tools';
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  type JSONRPCMessage,
  JSONRPCMessageSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';

/** JSON-RPC error codes used by {@link checkIncoming}. */
export const JsonRpcCode = {
  parseError: -32700,
  invalidRequest: -32600,
  invalidParams: -32602,
} as const;

/**
 * Key of the `data` of the error response a client's unreadable response becomes (U58): `true`,
 * beside `result` (what the client sent as its result, absent when it sent none).
 */
export const INVALID_RESULT = 'maInvalidResult';

/** A JSON-RPC error response the server sends instead of handling the message. */
export interface JsonRpcErrorReply {
  jsonrpc: '2.0';
  id: string | number | null;
  error: { code: number; message: string };
}

/**
 * What {@link checkIncoming} decided: pass `message` on (normalised), send `reply` (an error
 * for a request, or for a message that cannot be read at all), or drop a broken notification
 * (`problem` says why; JSON-RPC never answers notifications).
 */
export type IncomingCheck =
  | { ok: true; message: JSONRPCMessage }
  | { ok: false; reply: JsonRpcErrorReply; problem: string }
  | { ok: false; reply: null; problem: string };

/** The request methods `ma mcp` serves, with the SDK's schema of each (others: -32601 from the SDK). */
const REQUEST_SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
} as const;

/** `"path": message` of a zod error's first issue. */
function firstIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'not valid';
  return `${issue.path.length > 0 ? `"${issue.path.map(String).join('.')}": ` : ''}${issue.message}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

/**
 * An id the MCP schema takes: a string or a whole number (the SDK's `RequestIdSchema`; JSON-RPC 2.0
 * says numbers SHOULD NOT have fractional parts, MCP requires it). Checked here, so `id: 1.5` is
 * told about its id, not that the SDK's notification schema has no "id" key (T57).
 */
const validId = (id: unknown): id is string | number =>
  typeof id === 'string' || (typeof id === 'number' && Number.isSafeInteger(id));

/** What a refused id is: `1.5` for a number (shown as given), else its kind. */
const givenId = (id: unknown): string => (typeof id === 'number' ? String(id) : kindOf(id));

/**
 * Checks and normalises one parsed JSON-RPC message (one line of stdio, one HTTP body):
 * - `params: null` is taken as no params (every MCP method's params are optional or checked next);
 * - `params._meta: null` is taken as no `_meta`; a `_meta` key inside `tools/call` `arguments` is
 *   protocol metadata, never a tool argument, and is dropped (V4);
 * - `tools/call`: missing or null `arguments` become `{}` (the tool's own validation then refuses
 *   missing fields as an `isError` result); params that are not an object, a `name` that is not a
 *   non-empty string, and `arguments` that are not a JSON object are -32602 (invalid params) with
 *   a message naming the field and what was given;
 * - `params` of any request that are not an object (an array, a string), or that the MCP schema
 *   of a served method (`initialize`, `ping`, `tools/list`, `tools/call`) refuses, are -32602;
 * - anything else the MCP schema refuses is -32600 (invalid request) naming the first problem,
 *   a batch (array) is -32600, and a value that is not a message at all is -32600 with id null.
 * Requests are answered; broken notifications are dropped (`reply: null`). Never throws.
 * Spec: docs/mcp.md (Requests); issue R10.
 */
export function checkIncoming(raw: unknown): IncomingCheck {
  const fail = (id: unknown, code: number, message: string): IncomingCheck => ({
    ok: false,
    reply: { jsonrpc: '2.0', id: validId(id) ? id : null, error: { code, message } },
    problem: message,
  });
  if (Array.isArray(raw)) {
    return fail(
      null,
      JsonRpcCode.invalidRequest,
      'invalid request: JSON-RPC batches are not supported; send one message at a time',
    );
  }
  if (!isPlainObject(raw)) {
    return fail(
      null,
      JsonRpcCode.invalidRequest,
      `invalid request: a JSON-RPC message is an object, got ${kindOf(raw)}`,
    );
  }
  const message: Record<string, unknown> = { ...raw };
  const isRequest = typeof message.method === 'string' && 'id' in message;
  const isNotification = typeof message.method === 'string' && !('id' in message);
  const refuse = (code: number, text: string): IncomingCheck =>
    isRequest ? fail(message.id, code, text) : { ok: false, reply: null, problem: text };

  if (isRequest && !validId(message.id)) {
    return fail(
      null,
      JsonRpcCode.invalidRequest,
      `invalid request: "id" must be a string or a whole number, got ${givenId(message.id)}`,
    );
  }
  if (isRequest || isNotification) {
    const method = message.method as string;
    if (message.params === null) delete message.params;
    if ('params' in message && !isPlainObject(message.params)) {
      return refuse(
        JsonRpcCode.invalidParams,
        `invalid params for ${method}: "params" must be an object, got ${kindOf(message.params)}`,
      );
    }
    // `_meta` is the protocol's metadata: `null` counts as none (clients that serialise every
    // optional field send it), an object passes on; neither is ever a tool argument (V4).
    if (isPlainObject(message.params) && message.params._meta === null) {
      const { _meta, ...params } = message.params;
      message.params = params;
    }
    if (method === 'tools/call') {
      const params = message.params as Record<string, unknown> | undefined;
      if (params === undefined) {
        return refuse(
          JsonRpcCode.invalidParams,
          'invalid params for tools/call: expected {"name": <tool name>, "arguments": {…}}; see tools/list',
        );
      }
      if (typeof params.name !== 'string' || params.name.trim() === '') {
        return refuse(
          JsonRpcCode.invalidParams,
          `invalid params for tools/call: "name" must be a tool name (a string), got ${
            typeof params.name === 'string' ? 'an empty string' : kindOf(params.name)
          }; see tools/list`,
        );
      }
      if (params.arguments === undefined || params.arguments === null) {
        message.params = { ...params, arguments: {} };
      } else if (isPlainObject(params.arguments) && '_meta' in params.arguments) {
        const { _meta, ...args } = params.arguments;
        message.params = { ...params, arguments: args };
      } else if (!isPlainObject(params.arguments)) {
        return refuse(
          JsonRpcCode.invalidParams,
          `invalid params for tools/call ${params.name}: "arguments" must be a JSON object of the tool's arguments, got ${kindOf(params.arguments)}`,
        );
      }
    }
  }
  // U58: a client's response to the server's own request (`elicitation/create`) whose `result` is
  // not an object (`null`, `"approve"`, `[]`) or that has neither `result` nor `error` fails the
  // SDK's schema and was dropped: the approval then waited its whole deadline. It goes on as an
  // error response to that request whose `data` carries what came back ({@link INVALID_RESULT}),
  // which the elicitation adapter reads as the client's invalid answer (R26).
  if (
    !('method' in message) &&
    validId(message.id) &&
    !('error' in message) &&
    !isPlainObject(message.result)
  ) {
    const had = 'result' in message;
    return {
      ok: true,
      message: {
        jsonrpc: '2.0',
        id: message.id as string | number,
        error: {
          code: JsonRpcCode.invalidRequest,
          message: `invalid response: "result" must be an object, got ${had ? kindOf(message.result) : 'none'}`,
          data: { [INVALID_RESULT]: true, ...(had ? { result: message.result } : {}) },
        },
      } as JSONRPCMessage,
    };
  }
  const parsed = JSONRPCMessageSchema.safeParse(message);
  if (!parsed.success)
    return refuse(JsonRpcCode.invalidRequest, `invalid request: ${firstIssue(parsed.error)}`);
  const schema = isRequest ? REQUEST_SCHEMAS[message.method as keyof typeof REQUEST_SCHEMAS] : undefined;
  if (schema) {
    const params = schema.safeParse({ method: message.method, params: message.params });
    if (!params.success) {
      return refuse(
        JsonRpcCode.invalidParams,
        `invalid params for ${String(message.method)}: ${firstIssue(params.error)}`,
      );
    }
  }
  return { ok: true, message: parsed.data };
}

/**
 * Parses one JSON text and checks it ({@link checkIncoming}); unparsable text is -32700. A
 * `tools/call` that gives a key twice in one object (`{"content":"a","content":"b"}` in its
 * `arguments`), which `JSON.parse` would read as its last copy in silence, is -32602 naming the key
 * and where its second copy starts, as `ma tool --args` refuses it (core `duplicateJsonKey`; T8, L7).
 */
export function checkIncomingText(text: string): IncomingCheck {
  let raw: unknown;
  try {
    // L64: each number's text as written, for the tool's messages (see {@link takeWrittenNumbers}).
    raw = parseJsonKeepingNumbers(text);
  } catch (error) {
    // L498: a message nested deeper than core MAX_JSON_NESTING (the parse checks that before it reads
    // anything; L551: the nesting is scanned once) is read no further than its id and method (JSON.parse
    // without a reviver does not recurse; the reviver, the duplicate-key check and the schemas do): a
    // tools/call gets the tool refusal, any other request -32600.
    return JsonNestingError.isInstance(error) ? tooDeep(text, error.problem) : notJson(error);
  }
  const check = checkIncoming(raw);
  if (!check.ok || !('method' in check.message) || check.message.method !== 'tools/call') return check;
  rememberWrittenNumbers(
    (check.message.params as { arguments?: unknown } | undefined)?.arguments,
    writtenNumbersOf(raw),
  );
  const twice = duplicateJsonKey(text);
  if (twice === null) return carryingProtoKey(refusingNumbers(check, text));
  const name = (check.message.params as { name?: unknown } | undefined)?.name;
  const problem = `invalid params for tools/call ${String(name)}: the key ${JSON.stringify(twice.key)} is given twice (again at line ${twice.line}, column ${twice.column}); JSON would keep only the last one: give it once`;
  return 'id' in check.message
    ? {
        ok: false,
        reply: {
          jsonrpc: '2.0',
          id: check.message.id,
          error: { code: JsonRpcCode.invalidParams, message: problem },
        },
        problem,
      }
    : { ok: false, reply: null, problem };
}

/** The -32700 answer to text that is not JSON (`error`: the parse's). */
function notJson(error: unknown): IncomingCheck {
  const message = `parse error: not JSON (${(error as Error).message})`;
  return {
    ok: false,
    reply: { jsonrpc: '2.0', id: null, error: { code: JsonRpcCode.parseError, message } },
    problem: message,
  };
}

/** The id of a message (a request's: a valid id) or undefined (a notification, or no message at all). */
function requestId(raw: unknown): string | number | null | undefined {
  if (!isPlainObject(raw) || typeof raw.method !== 'string' || !('id' in raw)) return undefined;
  return validId(raw.id) ? raw.id : null;
}

/** {@link checkIncomingText} for a message nested too deep (`deep`: core `JsonNestingError`'s `problem`). */
function tooDeep(text: string, deep: string): IncomingCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return notJson(error);
  }
  const id = requestId(raw);
  const params = isPlainObject(raw) ? raw.params : undefined;
  if (
    isPlainObject(raw) &&
    raw.method === 'tools/call' &&
    id !== undefined &&
    id !== null &&
    isPlainObject(params)
  )
    return refusedCall(
      { jsonrpc: '2.0', id, method: 'tools/call', params: { name: params.name } },
      `refused: the tools/call message is ${deep}; nothing was run; call again with arguments matching the schema`,
    );
  const problem = `invalid request: the message is ${deep}`;
  return id === undefined
    ? { ok: false, reply: null, problem }
    : {
        ok: false,
        reply: { jsonrpc: '2.0', id, error: { code: JsonRpcCode.invalidRequest, message: problem } },
        problem,
      };
}

/**
 * `check` (a passed `tools/call`) refused when its arguments hold a number JSON cannot keep as written
 * (L499, core `jsonNumberProblem`: `1e400`, `1.0000000000000001`), quoted as written; else `check`.
 */
function refusingNumbers(check: IncomingCheck, text: string): IncomingCheck {
  if (!check.ok || !('id' in check.message)) return check;
  // L523: only the arguments are looked in, so a bad `id` or `_meta` number before them hides nothing.
  const refusal = jsonNumbersRefusal(text, ['params', 'arguments']);
  if (refusal === null) return check;
  return refusedCall(check.message as JSONRPCMessage & { params: Record<string, unknown> }, refusal);
}

/** Arguments of `tools/call` requests not yet answered that the SDK's copy would change, by their marker (L571). */
const carriedArguments = new Map<string, Record<string, unknown>>();
let carriedCalls = 0;

/**
 * `check` with the arguments of its `tools/call` passed by a marker when they hold a key named `__proto__`
 * (L571), else `check`. The MCP SDK copies `arguments` with zod's `record`, which drops that key in silence:
 * `{"path": "x.md", "content": "a", "__proto__": {"replace_file": true}}` ran as an append, where
 * `ma tool --args` and the library refuse the unknown argument. {@link takeCarriedArguments} gives the
 * handler the arguments as the client sent them, so the tool's own check refuses it, naming what it takes.
 */
function carryingProtoKey(check: IncomingCheck): IncomingCheck {
  if (!check.ok || !('id' in check.message) || !('method' in check.message)) return check;
  const params = check.message.params as Record<string, unknown> | undefined;
  const args = params?.arguments;
  if (!isPlainObject(args) || !Object.hasOwn(args, '__proto__')) return check;
  const marker = { 'ma.carriedCall': ++carriedCalls };
  if (carriedArguments.size >= 64) carriedArguments.delete(carriedArguments.keys().next().value as string);
  carriedArguments.set(JSON.stringify(marker), args);
  return {
    ok: true,
    message: { ...check.message, params: { ...params, arguments: marker } } as unknown as JSONRPCMessage,
  };
}

/**
 * The arguments {@link checkIncomingText} passed by a marker for the `tools/call` whose arguments are `args`
 * (L571: a `__proto__` key the SDK's copy drops), taken once; `args` itself for any other call.
 */
export function takeCarriedArguments(
  args: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (args === undefined || carriedArguments.size === 0 || !('ma.carriedCall' in args)) return args;
  const key = JSON.stringify(args);
  const carried = carriedArguments.get(key);
  carriedArguments.delete(key);
  return carried ?? args;
}

/** Refusals of `tools/call` requests not yet answered, by the marker that stands for their arguments. */
const pendingRefusals = new Map<string, string>();
let refusedCalls = 0;

/**
 * `message` (a `tools/call`) passed on with its arguments replaced by a marker object that
 * {@link takeCallRefusal} answers with `refusal` (a `refused: …` text, sent as an `isError` result, as
 * the tool's own refusal of invalid arguments is): the arguments never reach the SDK or the tool.
 */
function refusedCall(
  message: { params: Record<string, unknown> } & Record<string, unknown>,
  refusal: string,
): IncomingCheck {
  const marker = { 'ma.refusedCall': ++refusedCalls };
  if (pendingRefusals.size >= 64) pendingRefusals.delete(pendingRefusals.keys().next().value as string);
  pendingRefusals.set(JSON.stringify(marker), refusal);
  return {
    ok: true,
    message: { ...message, params: { ...message.params, arguments: marker } } as unknown as JSONRPCMessage,
  };
}

/**
 * The refusal {@link checkIncomingText} decided for the `tools/call` whose arguments are `args` (its
 * marker), taken once; undefined for any other call. L498 (nested too deep), L499 (a number JSON cannot
 * keep).
 */
export function takeCallRefusal(args: unknown): string | undefined {
  if (args === undefined || pendingRefusals.size === 0 || !isPlainObject(args) || !('ma.refusedCall' in args))
    return undefined;
  const key = JSON.stringify(args);
  const refusal = pendingRefusals.get(key);
  pendingRefusals.delete(key);
  return refusal;
}

/** Written numbers of `tools/call` arguments not yet taken, by the arguments' JSON (L64); at most 64. */
const pendingNumbers = new Map<string, ReadonlyMap<number, string>>();

/** Keeps `written` for the call whose arguments are `args` (the SDK hands the handler a copy of them). */
function rememberWrittenNumbers(args: unknown, written: ReadonlyMap<number, string> | undefined): void {
  if (written === undefined || args === undefined) return;
  if (pendingNumbers.size >= 64) pendingNumbers.delete(pendingNumbers.keys().next().value as string);
  pendingNumbers.set(JSON.stringify(args), written);
}

/**
 * The numbers of a `tools/call`'s `arguments` as the client wrote them (`1e300`, `9007199254740993`),
 * for core `withWrittenNumbers` around the call, so its messages show them as written (L64); taken
 * once. Matched by the arguments' content: the MCP SDK validates (copies) the request before the
 * handler sees it.
 */
export function takeWrittenNumbers(args: unknown): ReadonlyMap<number, string> | undefined {
  if (args === undefined || pendingNumbers.size === 0) return undefined;
  const key = JSON.stringify(args);
  const written = pendingNumbers.get(key);
  pendingNumbers.delete(key);
  return written;
}
