/**
 * `ma mcp`: the meeting tools as an MCP server, on stdio (default) or streamable HTTP.
 * Spec: docs/mcp.md; issue #16 (`ma mcp --vault V [--meeting M]`, `--http PORT`).
 */
import { envVariableProblem } from '@ma/core';
import type { ToolProfile } from '@ma/tools';
import { createCliApprovals } from '../approvals/cli-approvals.js';
import { type CliIo, writeLine } from '../io/cli-io.js';
import { ExitCode } from '../io/exit-code.js';
import type { GlobalOptions } from '../io/global-options.js';
import { UsageError } from '../io/usage-error.js';
import { createMcpServer } from '../mcp/create-mcp-server.js';
import { currentCallCanElicit, currentCallSignal, elicitationAdapter } from '../mcp/elicitation-adapter.js';
import { McpToolHost } from '../mcp/mcp-tool-host.js';
import { serveMcpHttp } from '../mcp/serve-mcp-http.js';
import { StdioLineTransport } from '../mcp/stdio-line-transport.js';
import { openCliVault } from '../vault/open-cli-vault.js';
import { resolveMeetingArg } from '../vault/resolve-meeting-arg.js';

/** Options of `ma mcp` (global options included). */
export interface McpOptions extends GlobalOptions {
  /** Fix the meeting for the server's life; otherwise every call names one. */
  meeting?: string;
  /** Serve streamable HTTP on this port instead of stdio (0: any free port, printed). */
  http?: number;
  /** Address to bind with `--http`; default 127.0.0.1. */
  host?: string;
  /** Name of the environment variable holding the bearer token (default MA_MCP_TOKEN). */
  tokenEnv?: string;
  /** `--tools`: the tool profile served (wins over config `tools.profile`). */
  tools?: ToolProfile;
}

/** Resolves when `signal` aborts. */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/**
 * Runs the MCP server until the client disconnects (stdio: stdin closes) or the process is
 * interrupted. Logs (the audit of each external write, the HTTP address) go to stderr; stdout
 * belongs to the protocol in stdio mode.
 * @returns 0 when the client ended the session; 130/143 after Ctrl-C / SIGTERM (set by `main`).
 * @throws UsageError (unknown vault or meeting; a non-loopback `--host` without a token; `--host` or
 *   `--token-env` without `--http`).
 */
export async function mcpCommand(opts: McpOptions, io: CliIo): Promise<number> {
  if (opts.http === undefined) {
    // Review14: served over stdio, these were ignored in silence; a user who asked for a bound
    // address or a token believed the server had one.
    const httpOnly = [
      opts.host !== undefined && '--host',
      opts.tokenEnv !== undefined && '--token-env',
    ].filter(Boolean);
    if (httpOnly.length > 0) {
      throw new UsageError(
        `${httpOnly.join(' and ')} ${httpOnly.length > 1 ? 'apply' : 'applies'} only to --http; add --http <port> to serve HTTP, or leave ${httpOnly.length > 1 ? 'them' : 'it'} out to serve stdio`,
      );
    }
  }
  const vault = await openCliVault(opts, io, undefined, opts.meeting);
  const meeting = opts.meeting
    ? await resolveMeetingArg(vault, opts.meeting, { cwd: io.cwd, env: io.env })
    : undefined;
  // Approvals are asked through MCP elicitation, of the client that made the call (docs/mcp.md).
  // A call the client cancels (`notifications/cancelled`) cancels its pending approval (P1).
  const approvals = createCliApprovals({
    vault,
    io,
    adapter: elicitationAdapter(),
    callSignal: currentCallSignal,
    canAsk: currentCallCanElicit,
  });
  const host = new McpToolHost({
    vault,
    meeting,
    profile: opts.tools ?? vault.config.tools.profile,
    log: (line) => writeLine(io.stderr, line),
    approvals: { approvalGated: (session) => approvals.approvalGated(session), canAsk: currentCallCanElicit },
  });

  if (opts.http !== undefined) {
    const tokenEnv = opts.tokenEnv ?? 'MA_MCP_TOKEN';
    const token = io.env[tokenEnv] || undefined;
    // L95: a variable set but empty (or blank) is said as such, not as unset.
    const problem = opts.tokenEnv ? envVariableProblem(io.env, tokenEnv) : null;
    if (problem !== null) throw new UsageError(`--token-env ${tokenEnv}: that variable ${problem}`);
    let server: Awaited<ReturnType<typeof serveMcpHttp>>;
    try {
      server = await serveMcpHttp(host, {
        port: opts.http,
        host: opts.host,
        token,
        log: (line) => writeLine(io.stderr, line),
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    // N4: without a token, a loopback port is open to every program of every user of this machine
    // (the server acts as the vault's owner); said at start, with how to require a token.
    const access = token
      ? ' (bearer token required)'
      : ` (no token: any program of any user on this machine can call its tools; set ${tokenEnv} to a secret of 16 or more characters to require one)`;
    writeLine(
      io.stderr,
      `ma mcp: serving ${server.url}${access}${meeting ? ` for ${meeting}` : ''}; Ctrl-C stops`,
    );
    await aborted(io.signal);
    host.stopping();
    await approvals.close();
    await server.close();
    await host.close();
    return ExitCode.ok;
  }

  const server = createMcpServer(host);
  // End of input closes the transport only once every request received has been answered (R7).
  const transport = new StdioLineTransport(process.stdin, process.stdout);
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
  });
  // N14: an approval asked by elicitation can only be answered over stdin: at its end, pending
  // approvals end at once as cancelled (not approved, nothing changed), so the calls waiting for
  // them complete and the server exits.
  transport.oninputend = () => {
    void approvals.close();
  };
  await server.connect(transport);
  await Promise.race([closed, aborted(io.signal)]);
  // L355: the calls the close below aborts were stopped by the server, not cancelled by the client.
  host.stopping();
  // Pending approvals end "cancelled" (the client is gone, or the server is stopping).
  await approvals.close();
  await server.close();
  await host.close();
  return ExitCode.ok;
}
