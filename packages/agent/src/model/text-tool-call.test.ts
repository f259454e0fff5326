import { describe, expect, it } from 'vitest';
import { mayBecomeTextToolCall, parseTextToolCall, parseTextToolCalls } from './text-tool-call.js';

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

describe('R229: Gemma/CodeGemma Python calls in a tool_code fence', () => {
  const gemma = new Set(['read_transcript', 'write_summary']);
  it('keyword arguments of every Python literal form become JSON arguments', () => {
    const code =
      "```tool_code\nprint(default_api.write_summary(content='''## Summary\nIt's \"done\"\\n''', tags=['a', (1, 2.5)], meta={'x': None, \"y\": True}))\n```";
    expect(parseTextToolCalls(code, gemma)).toEqual([
      {
        name: 'write_summary',
        arguments: JSON.stringify({
          content: '## Summary\nIt\'s "done"\n',
          tags: ['a', [1, 2.5]],
          meta: { x: null, y: true },
        }),
      },
    ]);
    expect(
      parseTextToolCalls('```tool_code\nread_transcript(from=1, to=5)\nread_transcript(from=6)\n```', gemma),
    ).toHaveLength(2);
  });
  it('text that does not parse but names an offered tool is one call with the text as arguments (refused later)', () => {
    expect(parseTextToolCalls('```tool_code\nread_transcript(from=start)\n```', gemma)).toEqual([
      { name: 'read_transcript', arguments: 'read_transcript(from=start)' },
    ]);
    // R235: positional arguments no parameter name is known for (a set of names alone) are marked, refused later.
    expect(parseTextToolCalls('```tool_code\nread_transcript(1, 60)\n```', gemma)).toEqual([
      { name: 'read_transcript', arguments: 'not run: positional arguments: 2' },
    ]);
    expect(parseTextToolCalls('```tool_code\nos.remove("x")\n```', gemma)).toBeNull();
    expect(parseTextToolCalls('```tool_code\nread_transcript(from=1); delete_all()\n```', gemma)).toBeNull();
  });
  it('streamed text is held while it may still become such a call, and only then', () => {
    for (const s of ['```tool_code\nread_', '```py', '[read_transcript(from=', '[read_transcript'])
      expect(mayBecomeTextToolCall(s), s).toBe(true);
    for (const s of ['[read more](x)', '[[Link]]', '```tool_code\n1 + 1'])
      expect(mayBecomeTextToolCall(s), s).toBe(false);
  });
});

describe('review V172: Python calls nested past any real argument', () => {
  it('a value nested 100 000 deep is malformed (refused as invalid JSON), not a RangeError out of the parser', () => {
    const gemma = new Set(['read_transcript']);
    const code = `read_transcript(from=${'['.repeat(100_000)})`;
    expect(parseTextToolCalls(`\`\`\`tool_code\n${code}\n\`\`\``, gemma)).toEqual([
      { name: 'read_transcript', arguments: code },
    ]);
    // A sane nesting still parses.
    expect(parseTextToolCalls('```tool_code\nread_transcript(x=[[[{"a": [1]}]]])\n```', gemma)).toEqual([
      { name: 'read_transcript', arguments: JSON.stringify({ x: [[[{ a: [1] }]]] }) },
    ]);
  });
});

describe('review V173: a Python keyword or dict key named __proto__', () => {
  it('is kept as a key (so the tool refuses it as unknown), not set as the prototype and dropped', () => {
    const gemma = new Set(['read_transcript']);
    const [call] =
      parseTextToolCalls(
        "```tool_code\nread_transcript(__proto__={'from': 5}, x={'__proto__': 1})\n```",
        gemma,
      ) ?? [];
    const args = JSON.parse(call?.arguments ?? 'null') as Record<string, unknown>;
    expect(Object.keys(args)).toEqual(['__proto__', 'x']);
    expect(Object.keys(args.x as object)).toEqual(['__proto__']);
  });
});
