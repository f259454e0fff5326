/**
 * One pull source per streamed model reply (issue 13, agent-loop overhead of streamed steps).
 *
 * A streamed reply used to pass through a stack of byte stages, each of its own: the reply guard's
 * counting stream (`replyGuardFetch`), the in-band peek's replaying stream (`inBandErrorFetch`) and
 * the SSE normalizer's stream (`normalizingFetch`) — per request three readers, three
 * `ReadableStream`s, three `Headers` copies and three `Response`s, about 3 % of a streamed step.
 * Now the reply guard makes one {@link ReplySource} over the server's body and one `Response` over
 * it; the layers above find that source by the response ({@link replySource}) and work on it instead
 * of wrapping the body again: the peek reads through the guard's checks ({@link ReplySource.read})
 * and hands back what it read ({@link ReplySource.resume}), the normalizer adds itself as a
 * {@link ByteStage}, the retry layer asks to be told when the body is done
 * ({@link ReplySource.onSettled}). What the AI SDK reads is the same: the same bytes, errors,
 * cancels, status, status text and headers.
 *
 * Spec: issue 13 (agent-loop overhead ≤ 3 ms per step); docs/agent-loop-speed.md.
 */

/** The result of one read of a reply's bytes. */
export type ReplyRead = Awaited<ReturnType<ReadableStreamDefaultReader<Uint8Array>['read']>>;

/**
 * A stage the bytes of a reply go through before the AI SDK reads them (the SSE normalizer):
 * `push` gives the bytes to send for one chunk (`null`: nothing yet), `end` the bytes to send
 * after the last one (`null`: none).
 */
export interface ByteStage {
  push(chunk: Uint8Array): Uint8Array | null;
  end(): Uint8Array | null;
}

const sources = new WeakMap<Response, ReplySource>();

/** The chunks a reply read for one pull, through every stage; `null` when they hold none. */
function staged(stages: readonly ByteStage[], chunk: Uint8Array | null, last: boolean): Uint8Array | null {
  let out = chunk;
  for (const stage of stages) {
    const pushed = out === null ? null : stage.push(out);
    if (!last) {
      out = pushed;
      continue;
    }
    const ended = stage.end();
    out = pushed === null ? ended : ended === null ? pushed : joined(pushed, ended);
  }
  return out;
}

function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/**
 * A reply body read by pulling: `next` gives the server's bytes as the reply guard checked them
 * (its errors are the body's), `stop` cancels the server's body. {@link ReplySource.body} is the
 * stream the AI SDK reads: first the chunks a look-ahead read ({@link resume}), then `next`'s,
 * each through the {@link ByteStage}s added; cancelling it stops the server's body. Its
 * high-water mark is 0: nothing is read before someone asks (the peek reads through {@link read}
 * meanwhile).
 *
 * Spec: issue 13; docs/agent-loop-speed.md.
 */
export class ReplySource {
  /** The body the AI SDK reads. */
  readonly body: ReadableStream<Uint8Array>;
  #replay: Uint8Array[] = [];
  #pending: Promise<ReplyRead> | null = null;
  #stages: ByteStage[] = [];
  #settled: (() => void)[] = [];
  #done = false;
  /** Failed from outside ({@link fail}): a read still under way is then dropped. */
  #failed = false;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;

  constructor(
    private readonly next: () => Promise<ReplyRead>,
    private readonly stop: (reason?: unknown) => Promise<void>,
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
        },
        pull: (controller) => this.#pull(controller),
        cancel: (reason) => {
          this.#settle();
          return this.stop(reason);
        },
      },
      { highWaterMark: 0 },
    );
  }

  /** The next read of the server's bytes through the reply guard's checks (for a look-ahead). */
  read(): Promise<ReplyRead> {
    return this.next();
  }

  /** Cancels the server's body (a look-ahead that found the reply to be an error). */
  cancel(reason?: unknown): Promise<void> {
    this.#settle();
    return this.stop(reason);
  }

  /**
   * What a look-ahead read: `seen` is sent first, then `pending` (a read still under way, or the
   * end it saw) is the body's next read.
   */
  resume(seen: Uint8Array[], pending: Promise<ReplyRead> | null): void {
    this.#replay = seen;
    this.#pending = pending;
  }

  /** Adds a stage every chunk goes through from now on (after the stages added before). */
  addStage(stage: ByteStage): void {
    this.#stages.push(stage);
  }

  /** `fn` is called once when the body has ended, failed or been cancelled (at once if it has). */
  onSettled(fn: () => void): void {
    if (this.#done) fn();
    else this.#settled.push(fn);
  }

  /**
   * Fails the body with `error` and cancels the server's body, unless the body has already ended,
   * failed or been cancelled (the stream deadline running out, N2).
   */
  fail(error: unknown): void {
    if (this.#done) return;
    this.#failed = true;
    this.#settle();
    this.#controller?.error(error);
    this.stop().catch(() => {});
  }

  #settle(): void {
    if (this.#done) return;
    this.#done = true;
    for (const fn of this.#settled) fn();
    this.#settled = [];
  }

  async #pull(controller: ReadableStreamDefaultController<Uint8Array>): Promise<void> {
    for (;;) {
      let r: ReplyRead;
      const replayed = this.#replay.length > 0 ? this.#replay.shift() : undefined;
      if (replayed !== undefined) r = { done: false, value: replayed };
      else {
        const pending = this.#pending;
        this.#pending = null;
        try {
          r = await (pending ?? this.next());
        } catch (error) {
          if (this.#failed) return;
          this.#settle();
          controller.error(error);
          return;
        }
        if (this.#failed) return;
      }
      let out: Uint8Array | null;
      try {
        out =
          this.#stages.length === 0
            ? r.done
              ? null
              : r.value
            : staged(this.#stages, r.done ? null : r.value, r.done);
      } catch (error) {
        // A stage that fails fails the body, as a stream of its own did.
        this.#settle();
        throw error;
      }
      if (r.done) {
        if (out !== null) controller.enqueue(out);
        this.#settle();
        controller.close();
        return;
      }
      if (out !== null) {
        controller.enqueue(out);
        return;
      }
    }
  }
}

/**
 * `new Response(source.body, init)`, remembered so that the layers above can find its source
 * ({@link replySource}).
 * Spec: issue 13; docs/agent-loop-speed.md.
 */
export function sourcedResponse(source: ReplySource, init: ResponseInit): Response {
  const res = new Response(source.body, init);
  sources.set(res, source);
  return res;
}

/**
 * The {@link ReplySource} of a response made by {@link sourcedResponse} whose body nobody has read
 * or locked yet (so a layer may still work on the source and pass the same response on), else
 * `undefined`: the caller then wraps the body as before.
 * Spec: issue 13; docs/agent-loop-speed.md.
 */
export function replySource(res: Response): ReplySource | undefined {
  if (res.bodyUsed || res.body?.locked) return undefined;
  return sources.get(res);
}
