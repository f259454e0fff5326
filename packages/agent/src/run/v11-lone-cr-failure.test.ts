import path from 'node:path';
import { NotTextError } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { describeFailure } from './describe-failure.js';

describe('review9 V11: a run on a transcript with lone CR line breaks', () => {
  it('review9 V11: fails naming the vault path and the fix (save it with LF or CRLF)', () => {
    const root = path.resolve('/vault');
    const error = new NotTextError(path.join(root, 'Transcripts', 'T.md'), 'lone-cr', 3);
    const failure = describeFailure(error, 'http://127.0.0.1:1', undefined, root);
    expect(failure.message).toBe(
      'Transcripts/T.md: cannot be read as lines (its line breaks are lone CRs, classic Mac line endings, first at byte 3; it would read as one line); save it with LF or CRLF line endings',
    );
  });
});
