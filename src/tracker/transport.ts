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
    const retry = Number(res.headers.get('Retry-After'));
    let message: string | undefined;
    if (!res.ok) message = (await res.json().catch(() => ({})))?.message;
    return { status: res.status, retryAfter: Number.isFinite(retry) && retry > 0 ? retry : undefined, message };
  } catch {
    return { status: 0 };
  }
}
