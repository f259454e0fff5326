import { createHook } from 'node:async_hooks';

/**
 * Reads an async iterable to its end with `for await` and counts the promises the whole process made meanwhile (an
 * `async_hooks` hook on `PROMISE` inits, on only while reading): a test of a reader's cost per item (issue 13, P204's
 * core `streamLines`, P205's agent transcript stream) divides `promises` by `items.length`. The count includes any
 * promise another task made at the same time (the test runner's), so a bound should leave room for them.
 *
 * Spec: docs/contracts.md, @ma/testkit; issue 13 (1M lines: no extra generator or promise per line).
 *
 * @param iterable - what is read, e.g. `streamLines(path)`
 * @returns the items in order, and the number of promises made while they were read
 * @throws what the iterable throws (the hook is turned off first)
 */
export async function promisesWhileReading<T>(
  iterable: AsyncIterable<T>,
): Promise<{ items: T[]; promises: number }> {
  let promises = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'PROMISE') promises++;
    },
  });
  const items: T[] = [];
  hook.enable();
  try {
    for await (const item of iterable) items.push(item);
  } finally {
    hook.disable();
  }
  return { items, promises };
}
