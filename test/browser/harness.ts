/**
 * Small helpers so element tests read like what a person does: type into the box,
 * press a key, look at what the panel shows. Keys go through Playwright (real keyboard
 * events), not synthetic dispatches.
 */
import { sendKeys } from '@web/test-runner-commands';

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `probe` every 20 ms until `ok` holds of its value, and resolves with that value.
 * After `timeout` ms it throws with the last value: a wait that never ends fails its test
 * (it never passes on to assertions that an empty list would satisfy).
 */
export async function until<T>(probe: () => T | Promise<T>, ok: (value: T) => boolean = Boolean, timeout = 5000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > end) {
      let shown: string;
      try {
        shown = JSON.stringify(value) ?? String(value);
      } catch {
        shown = String(value);
      }
      throw new Error(`until: not met in ${timeout} ms; last value: ${shown.slice(0, 300)}`);
    }
    await wait(20);
  }
}

/** Types text key by key, `gap` ms apart (the box must have focus). */
export async function typeInto(input: HTMLInputElement, text: string, gap = 0): Promise<void> {
  input.focus();
  for (const char of text) {
    await sendKeys({ type: char });
    if (gap) await wait(gap);
  }
}

export async function press(key: string): Promise<void> {
  await sendKeys({ press: key });
}

// The default buffer of 250 entries fills within one test file; a full buffer
// drops entries and would make every "no new request" check pass.
performance.setResourceTimingBufferSize(100_000);

/** Requests the page made to a URL part so far (resource timing). */
export function requestsTo(part: string): number {
  return performance.getEntriesByType('resource').filter((e) => e.name.includes(part)).length;
}

/**
 * The same count once it has stopped moving. A resource entry is added a task or
 * more after its response resolves, so a count read straight after an answer is
 * drawn can miss that answer's own request.
 */
export async function requestsSettled(part: string): Promise<number> {
  let count = requestsTo(part);
  for (;;) {
    await new Promise((r) => setTimeout(r, 60));
    const now = requestsTo(part);
    if (now === count) return now;
    count = now;
  }
}
