// An MCP client (the MCP SDK's own) that starts `ma mcp` over stdio, lists the tools, calls
// two of them and commits a summary with write_summary + finish_summary (ESM). Usage: node index.mjs <vault> "<meeting name>"
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [vault, meeting] = process.argv.slice(2);
const ma = join(dirname(createRequire(import.meta.url).resolve('@ma/cli/package.json')), 'bin', 'ma.js');
const client = new Client({ name: 'mcp-client-example', version: '1.0.0' });
await client.connect(
  new StdioClientTransport({ command: process.execPath, args: [ma, 'mcp', '--vault', vault] }),
);
const { tools } = await client.listTools();
for (const t of tools) console.log(`tool ${t.name}${t.annotations?.readOnlyHint ? ' (read-only)' : ''}`);
const read = await client.callTool({ name: 'read_transcript', arguments: { meeting, from: 1, to: 20 } });
console.log(`read_transcript: ${read.content[0].text.split('\n')[0]}`);
const refused = await client.callTool({
  name: 'read_projectfile',
  arguments: { meeting, project: 'nope', path: 'x.md' },
});
console.log(`refused: ${refused.isError}`);
// Write the summary draft, then commit it as `ma summarize` would (docs/mcp.md).
await client.callTool({
  name: 'write_summary',
  arguments: { meeting, content: '## Summary\nThe first three lines open the meeting.' },
});
const done = await client.callTool({ name: 'finish_summary', arguments: { meeting } });
console.log(`finish_summary: ${done.content[0].text}`);
await client.close();
