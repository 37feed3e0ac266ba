/** The boundary a `multipart/mixed` Content-Type names, or `-` (incremental delivery's default) when it names none. */
export function multipartBoundary(contentType: string): string {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? '-';
}

/**
 * The bodies of a `multipart/mixed` stream (RFC 2046), in order, each as soon as the delimiter
 * after it has arrived: the server that streams a GraphQL answer (incremental delivery) writes the
 * delimiter right after each part, so a part is not held back until the next one. Part headers are
 * dropped and empty parts skipped; a part may be split across chunks anywhere, even inside a
 * multi-byte character, and one chunk may hold several parts. Reading stops at the close delimiter
 * (`--boundary--`), at the end of the stream, or when `signal` aborts (the stream is then cancelled,
 * which closes the connection). A stream that ends inside a part is an error: its answer is cut off.
 */
export async function* multipartParts(body: ReadableStream<Uint8Array>, boundary: string, signal?: AbortSignal): AsyncGenerator<string> {
  const delimiter = `\r\n--${boundary}`;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  // A delimiter at the very start of the body has no line break before it: one is put there.
  let buffer = '\r\n';
  let preamble = true;
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (signal?.aborted) return;
      // A delimiter may straddle the previous chunk and this one; none lies wholly before that.
      const from = Math.max(0, buffer.length - delimiter.length + 1);
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (let at = buffer.indexOf(delimiter, from); at !== -1; at = buffer.indexOf(delimiter)) {
        // What follows a delimiter up to the next: the rest of the delimiter's line, then the part.
        const section = buffer.slice(0, at);
        buffer = buffer.slice(at + delimiter.length);
        if (preamble) {
          preamble = false;
          continue;
        }
        if (section.startsWith('--')) {
          finished = true;
          return;
        }
        const part = partBody(section);
        if (part !== '') yield part;
      }
      if (!preamble && buffer.startsWith('--')) {
        finished = true;
        return;
      }
      if (done) {
        finished = true;
        if (buffer.trim() !== '') throw new Error('The response ended in the middle of a part.');
        return;
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    // Left before the end (the reader of the parts stopped, or aborted): nobody reads the rest.
    if (finished) reader.releaseLock();
    else cancel();
  }
}

/** A part's body: after its headers and the blank line that ends them (a part may have no headers). */
function partBody(section: string): string {
  const headersEnd = section.indexOf('\r\n\r\n');
  return (headersEnd === -1 ? '' : section.slice(headersEnd + 4)).trim();
}
