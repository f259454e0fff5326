import {
  artifactPaths,
  assertConfiguredPathKinds,
  loadConfig,
  type MeetingLock,
  openVault,
  readMeeting,
  resolveMeeting,
  type Vault,
} from '@ma/core';
import type { MeetingToolSet } from '@ma/tools';
import { checkOptions, configSettings, rule } from '../check-options.js';
import { runSucceededRecord } from '../lifecycle/run-records.js';
import { loadBasePrompt } from '../prompt/index.js';
import { cleanModelText } from '../run/clean-model-text.js';
import { emptySummaryReason } from '../run/summary-content.js';
import { sectionWarnings } from '../run/summary-sections.js';
import { unwrappedWarning, unwrapSummaryFence } from '../run/summary-shape.js';
import { toTokenUsage } from '../run/to-token-usage.js';
import { SummaryRunError } from '../summary-run-error.js';
import { acquireMeeting, type SessionMeeting } from './acquire-meeting.js';
import type {
  FinishedSummary,
  FinishSessionOptions,
  MeetingSession,
  OpenMeetingSessionOptions,
} from './meeting-session.js';
import { SessionRun } from './session-run.js';

/** Step cap the instructions announce when neither `maxSteps` nor a model section gives one. */
const DEFAULT_MAX_STEPS = 40;

/** Named in failure messages of a session whose model is the host's. */
const HOST_ENDPOINT = "(the host agent's model)";

/** Message of a session ended by `cancel()` without a reason. */
const CANCELLED = 'the session was cancelled by its host before a summary was committed';

/**
 * Opens a summary session on one meeting for another agent: the session `ma summarize` itself
 * runs (both of `@ma/agent`'s engines go through it). Give its `tools` (typed `MeetingToolSet`),
 * `instructions` and `prompt` to your own `generateText` / `ToolLoopAgent`, then call `finish()`:
 * the summary is committed with exactly the rules of `ma summarize` (frontmatter and links,
 * coverage notice, `content_hash` and hand-edit protection, repeated items once, previous summary
 * to `.trash/`, run record and `## External writes` audit in the context note). Call `cancel()`
 * in a `finally` to end a session you do not finish.
 *
 * Opening, in order: the vault (`vaultPath`: `loadConfig` + `openVault`); the meeting resolved;
 * its run lock taken (the lock `ma summarize` and the daemon take: while the session is open they
 * fail with `busy` on this meeting, and so does a second session); the meeting read and checked
 * (artifact names, a hand-edited summary without `force`); the base prompt loaded — all before
 * anything is written; then the context note created and linked from the meeting note, the
 * transcript measured for coverage, the tools and the prompt built.
 *
 * @returns the open {@link MeetingSession}.
 * @throws TypeError naming the option when `meeting` is missing or an option has the wrong type or
 *   value (`lockAt: 'finsh'`, `maxSteps: 0`), before anything is read or written (T51); a
 *   `ConfigError` (core) for an unreadable `meeting-assistant.json` or
 *   `prompt.basePromptFile`; a `VaultLayoutError` (core; `vaultPath` form) when a configured folder
 *   is a file (review4 P7); NotFoundError('meeting') / AmbiguousError when `meeting` names no
 *   single meeting; `SummaryRunError` `busy` (meeting held by another run or session: "another
 *   run is already summarizing Meetings/x.md (started <ISO time>, pid <pid>); wait …"), `edited`
 *   (H14, without `force`) — all with nothing written; `broken-link` (a `transcript:`/`usernotes:`
 *   link that names no file) after the context note was created: recorded as `## Run failed`,
 *   like a failed `ma summarize`. A `TypeError` when neither or both of `vault` and `vaultPath`
 *   are given.
 * Spec: docs/session.md; issue #16 item 2; seed 003 (pipeline, context note, audit).
 */
export async function openMeetingSession(opts: OpenMeetingSessionOptions): Promise<MeetingSession> {
  // T51: a host's options are checked before anything is read or written.
  checkOptions('openMeetingSession', opts, {
    vault: rule.vault,
    vaultPath: rule.string,
    meeting: rule.required(rule.string),
    config: rule.config,
    force: rule.boolean,
    model: rule.string,
    maxSteps: rule.steps,
    approvalGated: rule.function,
    strict: rule.boolean,
    aiSdkTools: rule.boolean,
    lockAt: rule.oneOf('open', 'finish'),
  });
  const vault = await vaultOf(opts);
  const config = configSettings(opts.config ?? vault.config);
  const force = opts.force === true;
  const lockAtFinish = opts.lockAt === 'finish';
  let base: SessionMeeting;
  let lock: MeetingLock | null = null;
  if (lockAtFinish) {
    // Every check that can refuse (names, hand edits, links) is made at finish(), under the lock:
    // a host that only reads is never refused here.
    base = {
      vault,
      config,
      meeting: await readMeeting(vault, await resolveMeeting(vault, opts.meeting)),
      force,
    };
  } else {
    const acquired = await acquireMeeting({ vault, meeting: opts.meeting, config, force });
    base = acquired;
    lock = acquired.lock;
  }
  let basePrompt: string;
  try {
    basePrompt = await loadBasePrompt(vault, config.prompt.basePromptFile);
  } catch (error) {
    await lock?.release().catch(() => {});
    throw error;
  }
  // issue 13: the AI SDK tool set (and with it the AI SDK) is loaded only for a host that takes `tools`.
  const createTools =
    opts.aiSdkTools === false ? null : (await import('./ai-sdk-tools.js')).createMeetingTools;
  const session = new SessionRun(lock ? { ...base, lock } : base, {
    basePrompt,
    createTools,
    maxSteps: opts.maxSteps ?? config.model?.maxSteps ?? DEFAULT_MAX_STEPS,
    approvalGated: opts.approvalGated,
    strict: opts.strict,
  });
  if (lockAtFinish) {
    // Nothing written, no lock, no refusal: the tools and the prompt only.
    await session.prepare();
  } else {
    try {
      await session.start();
    } catch (error) {
      throw await session.fail(error, HOST_ENDPOINT);
    }
  }
  const model = opts.model ?? config.model?.model ?? null;
  const { tools, toolSession, summaryDraft, instructions, prompt } = session.tools;

  async function finish(finishOpts: FinishSessionOptions = {}): Promise<FinishedSummary> {
    // U51 (T51 for finish): a plain JavaScript host's options are checked before the session is
    // claimed: a wrong one is a TypeError naming it, nothing written, the session still open.
    checkOptions('finish', finishOpts, {
      body: rule.text,
      steps: rule.count,
      toolCalls: rule.count,
      toolOutcomes: rule.toolOutcomes,
      usage: rule.usage,
    });
    // M13: claimed before the first await (`closed`: already finished, being finished or
    // cancelled): every write called from now on is refused, and the draft is read only once the
    // writes called before finish() are done, so a pipelined "write, then finish" commits the write.
    const settled = session.claim();
    const given = finishOpts.body !== undefined;
    let text: string;
    let textWarnings: string[];
    try {
      await settled;
      // review4 P9: one fenced Markdown block with chatter around it is its content.
      const shaped = unwrapSummaryFence(cleanModelText(finishOpts.body ?? summaryDraft.read()));
      text = shaped.text;
      textWarnings =
        shaped.dropped === null
          ? []
          : [unwrappedWarning(given ? 'the finished body' : 'the summary draft', shaped.dropped)];
      const empty =
        text === ''
          ? given
            ? 'the body passed to finish() is empty'
            : 'the draft is empty (call write_summary, or pass finish({ body }))'
          : emptySummaryReason(text, config.summary.template, given ? 'the body' : 'the draft');
      if (empty !== null)
        throw new SummaryRunError(
          'no-summary',
          `no summary to commit for ${session.meetingPath}: ${text === '' ? empty : `${empty} (R23)`}; nothing was written and the session is still open`,
        );
    } catch (error) {
      // U50: nothing is written before the commit below, so whatever failed here gives the claim
      // back: the session stays open, its writes are accepted again and cancel() ends it (and
      // frees the run lock), instead of a session stuck "being finished" holding the lock.
      session.unclaim();
      throw error;
    }
    if (!session.locked) {
      // lockAt 'finish': the lock and the hand-edit check now; refused (busy, edited) → nothing
      // written and the session stays open.
      try {
        // Q14: a meeting note renamed or moved since the session opened is followed (or refused, said).
        const at = await session.locateMeeting();
        session.adopt(await acquireMeeting({ vault, meeting: at, config, force }));
      } catch (error) {
        session.unclaim();
        throw error;
      }
    }
    try {
      if (lockAtFinish) await session.start();
      const { body, coverage } = await session.agentBody(text, { host: true });
      return await session.commit({
        body,
        engine: 'agent',
        model,
        coverage,
        // review9 V6, V8: sections of summary.template missing or repeated are said, never silent.
        warnings: [...textWarnings, ...sectionWarnings(text, config.summary.template)],
        record: (summaryPath) =>
          runSucceededRecord({
            at: new Date(),
            model,
            steps: finishOpts.steps,
            toolCalls: finishOpts.toolCalls,
            toolOutcomes: finishOpts.toolOutcomes,
            usage: finishOpts.usage === undefined ? undefined : toTokenUsage(finishOpts.usage),
            coverage,
            summaryPath,
            usedFinalText: false,
            host: true,
          }),
      });
    } catch (error) {
      if (session.committed) throw error; // the summary is in place; only the context record failed
      // U12: a body Obsidian would show with parts missing is refused like an empty one: the session stays open.
      if (SummaryRunError.isInstance(error) && error.reason === 'no-summary') throw error;
      throw await session.fail(error, HOST_ENDPOINT);
    }
  }

  return Object.freeze({
    // review9 V9: where the meeting note is now (follow()).
    get meetingPath() {
      return session.meetingPath;
    },
    get contextPath() {
      return lockAtFinish ? artifactPaths(vault, session.baseMeeting).context : session.contextPath;
    },
    // No `profile` was given to the run: the session API hands out the granular set.
    get tools(): MeetingToolSet {
      if (tools === null)
        throw new TypeError(
          'openMeetingSession: this session was opened with aiSdkTools: false, so it has no AI SDK tool set; build tools on its toolSession (toolDefinitions of @ma/tools) or open it without that option',
        );
      return tools as MeetingToolSet;
    },
    toolSession,
    summaryDraft,
    instructions,
    prompt,
    coverage: async () => (await session.tools.coverage())?.percent ?? null,
    finish,
    follow: () => session.follow(),
    cancel: (reason?: string) => session.cancel(reason ?? CANCELLED),
  });
}

/** The vault of `opts`: the given one, or `vaultPath` opened with its own configuration. */
async function vaultOf(opts: OpenMeetingSessionOptions): Promise<Vault> {
  if ((opts.vault === undefined) === (opts.vaultPath === undefined)) {
    throw new TypeError('openMeetingSession: give exactly one of `vault` and `vaultPath`');
  }
  if (opts.vault !== undefined) return opts.vault;
  const root = opts.vaultPath as string;
  const vault = await openVault(root, await loadConfig({ vault: root }));
  // review4 P7: a configured folder that is a file is said as such, not blamed on a link.
  await assertConfiguredPathKinds(vault);
  return vault;
}
