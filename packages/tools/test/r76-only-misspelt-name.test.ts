/**
 * reviewB R76: the README promises that in `createMeetingTools(session, { only })` "a misspelt name
 * does not compile", but `only` was typed `readonly string[]` in the options every overload takes,
 * so `createMeetingTools(session, { only: ['serach'] })` compiled (the last overloads took it) and
 * failed only at run time. Now `only` takes the wire names of either profile and the approval-gated
 * ones: a misspelt name is a compile error in every form (checked by the package's typecheck, which
 * includes this file), and at run time the call still throws naming the unknown tool. Real session
 * on a temp copy of the sample vault.
 * Spec: packages/tools/README.md (`only` narrows the type; a misspelt name does not compile).
 */
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createMeetingTools, type MeetingToolSetOptions, type TypedMeetingTool } from '../src/index.js';
import { MEETINGS, sampleSession, type TestSession } from '../src/test-support/sample-vault.js';

let t: TestSession;
afterEach(async () => t?.cleanup());

describe('R76: a misspelt name in only', () => {
  it('R76: does not compile in any overload, and throws naming it at run time', async () => {
    t = await sampleSession(MEETINGS.functional);
    expect(() =>
      // @ts-expect-error a misspelt tool name in `only` does not compile (granular)
      createMeetingTools(t.session, { only: ['serach'] }),
    ).toThrow(/serach/);
    expect(() =>
      // @ts-expect-error a misspelt tool name in `only` does not compile (compact)
      createMeetingTools(t.session, { profile: 'compact', only: ['query_meting'] }),
    ).toThrow(/query_meting/);
    const profile = (process.env.R76_PROFILE ?? 'granular') as 'granular' | 'compact';
    expect(() =>
      // @ts-expect-error a misspelt tool name does not compile with a profile known at run time either
      createMeetingTools(t.session, { profile, only: ['read_transcrpt'] }),
    ).toThrow(/read_transcrpt/);
    // @ts-expect-error the options type itself refuses it
    const options: MeetingToolSetOptions = { only: ['serach'] };
    expect(options.only).toEqual(['serach']);
    const two = createMeetingTools(t.session, { only: ['search', 'read_transcript'] });
    expectTypeOf(two).toEqualTypeOf<{
      search: TypedMeetingTool<'search'>;
      read_transcript: TypedMeetingTool<'read_transcript'>;
    }>();
    expect(Object.keys(two).sort()).toEqual(['read_transcript', 'search']);
  });
});
