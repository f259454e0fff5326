import { describe, expect, it } from 'vitest';
import { mayBecomeTextToolCall, parseTextToolCall } from './text-tool-call.js';

const tools = new Set(['read_file', 'write_file']);

describe('B29: parseTextToolCall', () => {
  it('accepts a whole-content JSON object naming an offered tool', () => {
    expect(parseTextToolCall(' {"name":"read_file","arguments":{"path":"a.md"}}\n', tools)).toEqual({
      name: 'read_file',
      arguments: '{"path":"a.md"}',
    });
    expect(parseTextToolCall('{"name":"read_file","parameters":{"path":"a.md"}}', tools)?.name).toBe(
      'read_file',
    );
    expect(
      parseTextToolCall(
        '{"type":"function","function":{"name":"read_file","arguments":"{\\"path\\":\\"a\\"}"}}',
        tools,
      ),
    ).toEqual({ name: 'read_file', arguments: '{"path":"a"}' });
  });

  it('accepts a single <tool_call> tag', () => {
    expect(parseTextToolCall('<tool_call>{"name":"read_file","arguments":{}}</tool_call>', tools)?.name).toBe(
      'read_file',
    );
  });

  it('accepts exactly one ```json or ``` fence holding such an object', () => {
    const call = '{"name":"write_file","arguments":{"path":"a.md"}}';
    expect(parseTextToolCall(`\`\`\`json\n${call}\n\`\`\``, tools)).toEqual({
      name: 'write_file',
      arguments: '{"path":"a.md"}',
    });
    expect(parseTextToolCall(` \`\`\`\n${call}\n\`\`\`\n`, tools)?.name).toBe('write_file');
    expect(parseTextToolCall(`\`\`\`JSON\n${call}\`\`\``, tools)?.name).toBe('write_file');
  });

  it('B29: rejects fences with prose around them, other languages, unknown tools, two fences', () => {
    const call = '{"name":"write_file","arguments":{"path":"a.md"}}';
    const fenced = `\`\`\`json\n${call}\n\`\`\``;
    expect(parseTextToolCall(`Here you go:\n${fenced}`, tools)).toBeNull();
    expect(parseTextToolCall(`${fenced}\nDone.`, tools)).toBeNull();
    expect(parseTextToolCall(`${fenced}\n${fenced}`, tools)).toBeNull();
    expect(parseTextToolCall(`\`\`\`js\n${call}\n\`\`\``, tools)).toBeNull();
    expect(parseTextToolCall('```json\n{"name":"rm","arguments":{}}\n```', tools)).toBeNull();
    expect(parseTextToolCall(`\`\`\`json\nnote: ${call}\n\`\`\``, tools)).toBeNull();
    expect(parseTextToolCall(`\`\`\`\n<tool_call>${call}</tool_call>\n\`\`\``, tools)).toBeNull();
  });

  it('rejects prose, unknown tools, non-object arguments, several tags, no offered tools', () => {
    expect(parseTextToolCall('Sure: {"name":"read_file","arguments":{}}', tools)).toBeNull();
    expect(parseTextToolCall('{"name":"rm","arguments":{}}', tools)).toBeNull();
    expect(parseTextToolCall('{"name":"read_file","arguments":"a.md"}', tools)).toBeNull();
    expect(parseTextToolCall('{"name":"read_file"}', tools)).toBeNull();
    expect(
      parseTextToolCall(
        '<tool_call>{"name":"read_file","arguments":{}}</tool_call><tool_call>{"name":"read_file","arguments":{}}</tool_call>',
        tools,
      ),
    ).toBeNull();
    expect(parseTextToolCall('{"name":"read_file","arguments":{}}', new Set())).toBeNull();
  });

  it('mayBecomeTextToolCall says when streamed text must be held back', () => {
    expect(mayBecomeTextToolCall('')).toBe(true);
    expect(mayBecomeTextToolCall('  {"na')).toBe(true);
    expect(mayBecomeTextToolCall('<tool_')).toBe(true);
    expect(mayBecomeTextToolCall('<tool_call>\n{')).toBe(true);
    expect(mayBecomeTextToolCall('`')).toBe(true);
    expect(mayBecomeTextToolCall('```js')).toBe(true);
    expect(mayBecomeTextToolCall('```json')).toBe(true);
    expect(mayBecomeTextToolCall('```json\n  {"name"')).toBe(true);
    expect(mayBecomeTextToolCall('```\n{')).toBe(true);
    expect(mayBecomeTextToolCall('```jsx')).toBe(false);
    expect(mayBecomeTextToolCall('```markdown\n## Summary')).toBe(false);
    expect(mayBecomeTextToolCall('```json\n## Summary')).toBe(false);
    expect(mayBecomeTextToolCall('`code`')).toBe(false);
    expect(mayBecomeTextToolCall('Hello')).toBe(false);
    expect(mayBecomeTextToolCall('<b>')).toBe(false);
    // N11 (session 32): a JSON array of calls, and fences labelled as tool calls.
    expect(mayBecomeTextToolCall('[')).toBe(true);
    expect(mayBecomeTextToolCall(' [\n  {"name"')).toBe(true);
    expect(mayBecomeTextToolCall('```tool_call\n{')).toBe(true);
    expect(mayBecomeTextToolCall('```json\n[{')).toBe(true);
    expect(mayBecomeTextToolCall('[[Remote control]]')).toBe(false);
    expect(mayBecomeTextToolCall('[the notes](x.md)')).toBe(false);
    expect(mayBecomeTextToolCall('```tool_codex')).toBe(false);
  });
});
