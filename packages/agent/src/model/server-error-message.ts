import { oneLine, showHiddenCharacters } from '@ma/core';
import type { APICallError } from 'ai';
import { isObject } from './is-object.js';

/** Longest server message shown, in characters (one line; the rest is cut with `…`). */
const MAX_MESSAGE_CHARS = 400;

/** Collapses whitespace to single spaces and cuts to {@link MAX_MESSAGE_CHARS}. */
function tidy(text: string): string {
  // The endpoint is as untrusted as the model: its ESC/OSC sequences are shown, never sent to a terminal (N7).
  return oneLine(text, MAX_MESSAGE_CHARS, { showHidden: true });
}

/** A non-empty trimmed string, else `null`. */
function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** FastAPI/pydantic validation items: `{ loc: ['body', 'x'], msg: '…' }` → `body.x: …`. */
function detailItem(item: unknown): string | null {
  if (typeof item === 'string') return text(item);
  if (!isObject(item)) return null;
  const msg = text(item.msg) ?? text(item.message);
  if (!msg) return null;
  const loc = Array.isArray(item.loc)
    ? item.loc.filter((p) => typeof p === 'string' || typeof p === 'number')
    : [];
  return loc.length > 0 ? `${loc.join('.')}: ${msg}` : msg;
}

/** The message inside a parsed JSON error body, or `null` when it holds none in a known shape. */
function fromJson(body: unknown, depth = 0): string | null {
  if (depth > 3) return null;
  if (typeof body === 'string') return text(body);
  if (Array.isArray(body)) {
    const parts = body.map((b) => fromJson(b, depth + 1)).filter((p): p is string => p !== null);
    return parts.length > 0 ? parts.join('; ') : null;
  }
  if (!isObject(body)) return null;
  // Nested `{ error: { message } }` (OpenAI, Ollama, llama.cpp, LM Studio), `{ error: "…" }`.
  if ('error' in body) {
    const inner = isObject(body.error) ? fromJson(body.error, depth + 1) : text(body.error);
    if (inner) return inner;
  }
  // Flat `{ object: "error", message }` (vLLM), `{ message }`.
  const message = text(body.message) ?? text(body.msg);
  if (message) return message;
  // FastAPI: `{ detail: "…" }` or `{ detail: [{ loc, msg }] }`.
  if ('detail' in body) {
    const detail = Array.isArray(body.detail)
      ? body.detail
          .map(detailItem)
          .filter((p): p is string => p !== null)
          .join('; ') || null
      : typeof body.detail === 'string'
        ? text(body.detail)
        : fromJson(body.detail, depth + 1);
    if (detail) return detail;
  }
  // `{ errors: [{ message }] }` (some gateways).
  if (Array.isArray(body.errors)) return fromJson(body.errors, depth + 1);
  return null;
}

/** The readable text of an HTML page: its `<title>` and the text of its body, tags removed. */
function fromHtml(html: string): string | null {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const bodyText = html
    .replace(/<(script|style|head)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const body = tidy(bodyText);
  const head = title ? tidy(title) : '';
  if (head && body.startsWith(head)) return body || null;
  return [head, body].filter((p) => p !== '').join(': ') || null;
}

/**
 * The server's own message in the body of a failed HTTP response, one line (at most 400
 * characters), whatever the shape the server sends it in:
 * - JSON `{ "error": { "message": "…" } }` (OpenAI, Ollama, llama.cpp, LM Studio; nested
 *   `error.error`/`error.detail` too), `{ "error": "…" }`;
 * - flat JSON `{ "object": "error", "message": "…" }` (vLLM), `{ "message": "…" }`;
 * - FastAPI `{ "detail": "…" }` and `{ "detail": [{ "loc": [...], "msg": "…" }] }` (each item
 *   as `loc.path: msg`, joined with `; `); `{ "errors": [{ "message" }] }`;
 * - HTML (a proxy's error page): its title and text with the tags removed;
 * - any other text: the text itself.
 * `null` for an empty body, or a JSON body with no message in a known shape.
 *
 * Spec: issue 9, H9 (error bodies as servers send them); hostile case B33 (the server's message
 * is shown).
 */
export function serverErrorMessage(body: string | null | undefined): string | null {
  const raw = (body ?? '').trim();
  if (raw === '') return null;
  if (raw.startsWith('{') || raw.startsWith('[') || raw.startsWith('"')) {
    try {
      const found = fromJson(JSON.parse(raw));
      return found === null ? null : tidy(found);
    } catch {
      // not JSON after all: shown as text below
    }
  }
  if (/^<(!doctype|html|head|body|\?xml)|<\/(html|body|title|h1|p)>/i.test(raw)) return fromHtml(raw);
  return tidy(raw) || null;
}

/**
 * The server's own message of an AI SDK `APICallError` (an HTTP error answer): read from its
 * response body with {@link serverErrorMessage}, else the SDK's message on one line (the status
 * text when the SDK could not read the body either).
 *
 * Spec: issue 9, H9.
 */
export function apiErrorText(error: APICallError): string {
  return (
    serverErrorMessage(error.responseBody) ?? showHiddenCharacters(error.message.replace(/\s*\n\s*/g, ' '))
  );
}
