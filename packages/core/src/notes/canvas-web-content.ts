import { defuseRemoteContent, isRemoteTarget } from './defuse-remote-content.js';

/** The fields of a Canvas node core reads (Obsidian's JSON Canvas format). */
interface CanvasNode {
  type?: unknown;
  url?: unknown;
  text?: unknown;
  background?: unknown;
}

/** The nodes of a Canvas file's text, or null when it is not a JSON object with a `nodes` list. */
function canvasNodes(text: string | null): CanvasNode[] | null {
  if (text === null) return null;
  try {
    const data = JSON.parse(text) as { nodes?: unknown };
    return Array.isArray(data?.nodes)
      ? data.nodes.filter((n): n is CanvasNode => typeof n === 'object' && n !== null)
      : null;
  } catch {
    return null;
  }
}

/** `text` cut to 80 characters for a message. */
function cut(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * What in an Obsidian Canvas file (`.canvas`, JSON Canvas) would load from the web or run when the
 * canvas is opened, judged on the PARSED JSON (so JSON escapes such as `\u0021[](…)` are read as
 * Obsidian reads them): a `link` node to a web address (Canvas shows it as a live web page), a group's
 * remote `background` image, or a `text` node whose Markdown {@link defuseRemoteContent} would change
 * (a remote image, loading HTML, a Dataview block or inline query). A Canvas cannot be defused in place
 * without rewriting its JSON, so the write is refused instead (the model can write the address as a
 * plain link in a text node). What the file already held (`before`: the same link URL, background, or
 * item in its text nodes) stays allowed. Text that is not a Canvas JSON object loads nothing: null.
 * @param text - the Canvas file's text after the write
 * @param before - its text before the write (null: a new file)
 * @returns a phrase naming the first such thing (`a link node to a web address ("https://…")`), or null
 * Spec: review7 T1 (Canvas files: link nodes and JSON-escaped text); review6 S17; docs/tools.md (write_projectfile).
 */
export async function canvasWebContent(text: string, before: string | null): Promise<string | null> {
  const nodes = canvasNodes(text);
  if (nodes === null) return null;
  const old = canvasNodes(before) ?? [];
  const oldUrls = new Set(old.flatMap((n) => [n.url, n.background]).filter((u) => typeof u === 'string'));
  const oldText = old.flatMap((n) => (typeof n.text === 'string' ? [n.text] : [])).join('\n\n');
  for (const node of nodes) {
    for (const [field, what] of [
      ['url', 'a link node to a web address'],
      ['background', 'a group background from a web address'],
    ] as const) {
      const url = node[field];
      if (
        typeof url === 'string' &&
        isRemoteTarget(url) &&
        !oldUrls.has(url) &&
        (field === 'background' || node.type === 'link')
      )
        return `${what} (${JSON.stringify(cut(url))}), which Canvas loads when the canvas is opened`;
    }
    if (typeof node.text === 'string') {
      const { defused } = await defuseRemoteContent(node.text, { keep: oldText });
      const first = defused[0];
      if (first !== undefined)
        return `a text node with ${first.kind === 'image' ? 'a remote image' : first.kind === 'reference' ? 'a reference to a remote image' : first.kind === 'html' ? 'an HTML tag that loads' : first.kind === 'template' ? 'a Templater command' : 'a Dataview query'} (${JSON.stringify(first.written)}), which Obsidian loads or runs when the canvas is shown`;
    }
  }
  return null;
}
