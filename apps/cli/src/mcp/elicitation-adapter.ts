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
import { type ApprovalAdapter, oneLineText, plainText } from '@ma/notifier';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';

/** The MCP request a tool call runs in. */
export interface McpCall {
  /** The server that received the call (its client is the one asked). */
  server: Server;
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

/**
 * An `@ma/notifier` adapter that asks through MCP elicitation: `accept` with `approve` →
 * `approved`; `accept` with `deny`, `decline` or `cancel` (the user dismissed it) → `denied`; no
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
      try {
        const result = await call.server.elicitInput(
          {
            mode: 'form',
            message: `${oneLineText(request.title)}\n\n${plainText(request.body).trim()}`,
            requestedSchema: DECISION_SCHEMA,
          },
          { signal: ctx.signal, timeout: Math.max(1, ctx.deadline - ctx.now()) },
        );
        if (result.action === 'accept') return result.content?.decision === 'approve' ? 'approved' : 'denied';
        return 'denied';
      } catch (error) {
        if (ctx.signal.aborted) return undefined;
        ctx.say(
          `could not ask the user through MCP elicitation: ${error instanceof Error ? error.message : String(error)}; not approved (outcome "unavailable")`,
        );
        return 'unavailable';
      }
    },
  };
}
