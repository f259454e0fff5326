// The same MCP client as index.mjs, from CommonJS. Usage: node index.cjs <vault> "<meeting name>"
const { dirname, join } = require('node:path');
const { Client } = require('@modelcontextprotocol/sdk/client/index.js');
const { StdioClientTransport } = require('@modelcontextprotocol/sdk/client/stdio.js');

async function main() {
  const [vault, meeting] = process.argv.slice(2);
  const ma = join(dirname(require.resolve('@ma/cli/package.json')), 'bin', 'ma.js');
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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
