import { accessSync, constants } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledRipgrepPath } from './bundled-ripgrep.js';

describe('issue 13 (f): the ripgrep binary found without loading @vscode/ripgrep', () => {
  it('is the binary @vscode/ripgrep itself names, and it is executable', async () => {
    const path = await bundledRipgrepPath();
    expect(path).toBe((await import('@vscode/ripgrep')).rgPath);
    expect(() => accessSync(path, constants.X_OK)).not.toThrow();
  });
});
