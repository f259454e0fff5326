/**
 * Review 4 P18: a quoted transcript line holding `%%`, `<!--` or a code fence can never hide or
 * swallow the rest of the summary: the engine escapes them, as it turns embeds into links.
 * Spec: review 4 P18; R6 (every wikilink form survives as readable text).
 */
import { unclosedBlock } from '@ma/core';
import { describe, expect, it } from 'vitest';
import { madeUpMeeting } from './made-up-meeting.js';

describe('P18: quoted markup is defused', () => {
  it('P18: %%, <!-- and ``` in quoted lines leave nothing open; the words are still quoted', () => {
    const result = madeUpMeeting(
      [
        "Ann: Welcome, let's start with the budget for the beta.",
        'Bob: We decided to ship the %% beta build on Monday.',
        'Ann: We decided to keep the <!-- old header in the handbook.',
        'Bob: ```We decided to print the manual in colour.',
        "Ann: I'll book the lab for Friday.",
      ],
      '2026-03-21',
    );
    expect(result.body).toContain('beta build on Monday');
    expect(result.body).toMatch(/## Decisions/);
    expect(unclosedBlock(result.body)).toBeNull();
    expect(result.body).not.toMatch(/%%|<!--|^\s*(?:- )?```/m);
  });
});
