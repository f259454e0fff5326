/**
 * The approval channel of `ma mcp`: MCP elicitation (`elicitation/create`, form mode). A tool call
 * that needs the user's approval (`request_project_association`, `request_workflow_change`,
 * `apply_changes` with `approved: true`) asks the client that made the call, through the SDK's
 * `Server.elicitInput`, when that client declared the `elicitation` capability in `initialize`;
 * without it (or outside a call, or over stateless HTTP, where no request can reach the client) the
 * user cannot be asked: the outcome is `unavailable`, never "denied".
 * Which server made the call is carried by {@link mcpCall} (AsyncLocalStorage), so one tool host
 * can serve several `Server`s.
 * Spec: docs/mcp.md (Approvals); MCP 2025-11-25, Client features: Elicitation; issue A9.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { showHiddenCharacters } from '@ma/core';
import { type ApprovalAdapter, oneLineText, plainText } from '@ma/notifier';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { z } from 'zod';
import { INVALID_RESULT } from './check-incoming.js';

/** The MCP request a tool call runs in. */
export interface McpCall {
  /** The server that received the call (its client is the one asked). */
  server: Server;
  /**
   * Aborted when the client cancels this `tools/call` (`notifications/cancelled`): the call's
   * pending approval ends `cancelled` and the question is withdrawn (review4 P1).
   */
  signal?: AbortSignal;
}

/** The call in progress (set by the `tools/call` handler around the host's call). */
export const mcpCall = new AsyncLocalStorage<McpCall>();

/** True when the client of `server` declared form elicitation (`elicitation: {}` means form). */
export function clientCanElicit(server: Server | undefined): boolean {
  const elicitation = server?.getClientCapabilities()?.elicitation as
    | { form?: unknown; url?: unknown }
    | undefined;
  if (!elicitation) return false;
  return elicitation.form !== undefined || elicitation.url === undefined;
}

/** True when the call in progress can ask its client's user. */
export const currentCallCanElicit = (): boolean => clientCanElicit(mcpCall.getStore()?.server);

/** The signal of the `tools/call` in progress (aborted when the client cancels it); undefined outside a call. */
export const currentCallSignal = (): AbortSignal | undefined => mcpCall.getStore()?.signal;

/** The form shown: one required choice. */
const DECISION_SCHEMA = {
  type: 'object' as const,
  properties: {
    decision: {
      type: 'string' as const,
      title: 'Decision',
      description: 'Approve or deny this request.',
      oneOf: [
        { const: 'approve', title: 'Approve' },
        { const: 'deny', title: 'Deny' },
      ],
    },
  },
  required: ['decision'],
};

/** The longest part of a client's invalid answer quoted back (characters of its JSON). */
const QUOTE_MAX = 120;

/** `value` as compact JSON, cut to {@link QUOTE_MAX} characters, control characters made visible. */
function quoted(value: unknown): string {
  let json: string;
  try {
    json = JSON.stringify(value) ?? String(value);
  } catch {
    json = String(value);
  }
  const chars = [...json];
  const cut = chars.length > QUOTE_MAX ? `${chars.slice(0, QUOTE_MAX).join('')}…` : json;
  return showHiddenCharacters(cut);
}

/**
 * Reads an `elicitation/create` result as the answer to the approve/deny form: `accept` with
 * `decision` exactly `approve` → `approved`, exactly `deny` → `denied`; `decline` or `cancel` →
 * `denied`. Anything else — not an object, another `action`, `accept` without content or with a
 * `decision` that is not one of the two strings (`APPROVE`, `["approve"]`, missing) — is
 * `{ invalid }`, naming what was received (shortened, control characters visible) and what is
 * wrong. An approval must be explicit: case variants are not approve (docs/approvals.md, R26).
 * Spec: docs/mcp.md (Approvals); docs/approvals.md (Invalid answers); hostile review R26.
 */
export function readElicitationAnswer(raw: unknown): 'approved' | 'denied' | { invalid: string } {
  const received = `received ${quoted(raw)}`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return { invalid: `${received}: not an elicitation result (an object with "action")` };
  const { action, content } = raw as { action?: unknown; content?: unknown };
  if (action === 'decline' || action === 'cancel') return 'denied';
  if (action !== 'accept')
    return { invalid: `${received}: "action" must be "accept", "decline" or "cancel"` };
  if (content === null || typeof content !== 'object' || Array.isArray(content))
    return {
      invalid: `${received}: "accept" without the form's content ({"decision": "approve" or "deny"})`,
    };
  const decision = (content as { decision?: unknown }).decision;
  if (decision === 'approve') return 'approved';
  if (decision === 'deny') return 'denied';
  return {
    invalid: `${received}: decision ${decision === undefined ? 'is missing' : `${quoted(decision)} is not "approve" or "deny" (exactly, in lower case)`}`,
  };
}

/**
 * The result a client sent in a response the protocol could not read (U58: the error
 * `checkIncoming` made of it, `data.maInvalidResult`), or null for any other error. `result` is
 * `undefined` when the response had none.
 */
function unreadableResult(error: unknown): { result: unknown } | null {
  const data = (error as { data?: unknown } | null)?.data;
  if (data === null || typeof data !== 'object' || (data as Record<string, unknown>)[INVALID_RESULT] !== true)
    return null;
  return { result: (data as Record<string, unknown>).result };
}

/**
 * An `@ma/notifier` adapter that asks through MCP elicitation: `accept` with `approve` →
 * `approved`; `accept` with `deny`, `decline` or `cancel` (the user dismissed it) → `denied`; an
 * answer in another shape → `invalid`, saying what came back (`readElicitationAnswer`, R26); no
 * elicitation capability, no call in progress, or a failed request → `unavailable` (said through
 * `ctx.say`). The question's deadline and cancellation reach the client as the request's timeout
 * and `notifications/cancelled`.
 */
export function elicitationAdapter(): ApprovalAdapter {
  return {
    name: 'mcp-elicitation',
    async ask(request, ctx) {
      const call = mcpCall.getStore();
      if (!call || !clientCanElicit(call.server)) {
        ctx.say(
          `could not ask the user "${oneLineText(request.title)}": the MCP client did not declare the elicitation capability; not approved, and not the user's decision (outcome "unavailable")`,
        );
        return 'unavailable';
      }
      // The question is withdrawn (`notifications/cancelled` for it) only while it is pending:
      // the prompt's signal also aborts after an answer, and an answered question is not cancelled.
      const pending = new AbortController();
      const withdraw = () => pending.abort(ctx.signal.reason);
      if (ctx.signal.aborted) withdraw();
      else ctx.signal.addEventListener('abort', withdraw, { once: true });
      try {
        // The raw result, read here rather than by the SDK's schema: a malformed answer is the
        // client's invalid answer (R26), not "could not ask the user".
        const raw = await call.server.request(
          {
            method: 'elicitation/create',
            params: {
              mode: 'form',
              message: `${oneLineText(request.title)}\n\n${plainText(request.body).trim()}`,
              requestedSchema: DECISION_SCHEMA,
            },
          },
          z.unknown(),
          { signal: pending.signal, timeout: Math.max(1, ctx.deadline - ctx.now()) },
        );
        const answer = readElicitationAnswer(raw);
        if (typeof answer !== 'string') {
          ctx.say(
            `the MCP client answered the approval request "${oneLineText(request.title)}" with an invalid result (${answer.invalid}); not approved (outcome "invalid")`,
          );
          request.onInvalidAnswer?.(`the client sent an invalid result: ${answer.invalid}`);
          return 'invalid';
        }
        return answer;
      } catch (error) {
        if (ctx.signal.aborted) return undefined;
        // U58: a response whose result the protocol could not read (not an object, or none) is the
        // client's invalid answer, as a readable one in the wrong shape is (R26).
        const unreadable = unreadableResult(error);
        if (unreadable !== null) {
          const answer = unreadable.result === undefined ? null : readElicitationAnswer(unreadable.result);
          const why =
            answer === null
              ? 'received no result: not an elicitation result (an object with "action")'
              : typeof answer === 'string'
                ? 'an unreadable result'
                : answer.invalid;
          ctx.say(
            `the MCP client answered the approval request "${oneLineText(request.title)}" with an invalid result (${why}); not approved (outcome "invalid")`,
          );
          request.onInvalidAnswer?.(`the client sent an invalid result: ${why}`);
          return 'invalid';
        }
        ctx.say(
          `could not ask the user through MCP elicitation: ${error instanceof Error ? error.message : String(error)}; not approved (outcome "unavailable")`,
        );
        return 'unavailable';
      } finally {
        ctx.signal.removeEventListener('abort', withdraw);
      }
    },
  };
}
