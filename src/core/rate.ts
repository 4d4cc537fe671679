/** The sliding-window rate limit, shared by the tracker (pacing) and the local service (limits). */

/**
 * How long until one more event is allowed (0: now), given the times of earlier ones and
 * at most `count` per `windowMs`.
 */
export function waitForSlot(times: readonly number[], now: number, count: number, windowMs: number): number {
  const recent = times.filter((t) => t > now - windowMs);
  return recent.length < count ? 0 : recent[recent.length - count] + windowMs - now;
}
