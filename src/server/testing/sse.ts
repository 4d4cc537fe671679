/** A Server-Sent Events client over real HTTP for the service tests (test-only module). */

export interface SseMessage {
  event: string;
  id?: string;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every message so far. */
  messages: SseMessage[];
  /** Resolves once `test` holds for the messages so far (rejects after `timeoutMs`). */
  until(test: (messages: SseMessage[]) => boolean, timeoutMs?: number): Promise<SseMessage[]>;
  close(): void;
}

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const messages: SseMessage[] = [];
  const waiting = new Set<() => void>();
  void (async () => {
    if (!res.body || !res.ok) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = block.split('\n').filter((l) => l && !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trimStart()]);
          const data = fields.filter(([k]) => k === 'data').map(([, v]) => v).join('\n');
          if (!data) continue;
          messages.push({ event: fields.find(([k]) => k === 'event')?.[1] ?? 'message', id: fields.find(([k]) => k === 'id')?.[1], data: JSON.parse(data) });
          waiting.forEach((wake) => wake());
        }
      }
    } catch {
      // closed
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    messages,
    until(test, timeoutMs = 5000) {
      return new Promise((ok, fail) => {
        const check = () => {
          if (!test(messages)) return;
          clearTimeout(timer);
          waiting.delete(check);
          ok(messages);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          fail(new Error(`stream: not there after ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 2000)}`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
