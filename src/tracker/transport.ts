/** One Events API POST. */

export interface Answer {
  status: number;
  retryAfter?: number;
  message?: string;
}

/**
 * POSTs one event as text/plain (a string body's type: a simple request, no preflight, so
 * it can leave with a closing page), with keepalive so it outlives the page. Never throws:
 * status 0 when there was no answer.
 */
export async function send(url: string, event: unknown, keepalive: boolean): Promise<Answer> {
  try {
    const res = await fetch(url, {
      method: 'POST', body: JSON.stringify(event), keepalive, credentials: 'omit',
    });
    // Retry-After in seconds or as an HTTP date; at most an hour, so that no answer stops a device's events for good.
    const after = res.headers.get('Retry-After');
    const retry = Math.min(3600, +after! || (Date.parse(after!) - Date.now()) / 1000);
    let message: string | undefined;
    if (!res.ok) message = (await res.json().catch(() => ({})))?.message;
    return { status: res.status, retryAfter: retry > 0 ? retry : undefined, message };
  } catch {
    return { status: 0 };
  }
}
