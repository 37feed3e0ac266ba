import { describe, expect, it } from 'vitest';
import { multipartBoundary, multipartParts } from './multipartParts';

/** A stream that hands out the given chunks (strings as UTF-8, or bytes) one by one. */
function streamOf(chunks: readonly (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
    },
  });
}

async function collect(parts: AsyncIterable<string>): Promise<string[]> {
  const bodies: string[] = [];
  for await (const part of parts) bodies.push(part);
  return bodies;
}

/** A body as Yoga writes one (boundary `-`): a line break and the first delimiter, then each part with its delimiter after it. */
function yogaBody(parts: readonly string[]): string {
  const sections = parts.map(
    (part) => `\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${part.length}\r\n\r\n${part}\r\n---`,
  );
  return `\r\n---${sections.join('')}--\r\n`;
}

const FIRST = '{"data":{"search":{"issueCount":2}},"hasNext":true}';
const SECOND = '{"incremental":[{"data":{"openIssueCount":2},"path":["search"],"label":"counts"}],"hasNext":false}';

describe('multipartBoundary', () => {
  it('reads a quoted or a bare boundary, and falls back to "-"', () => {
    expect(multipartBoundary('multipart/mixed; boundary="-"')).toBe('-');
    expect(multipartBoundary('multipart/mixed;boundary=graphql; charset=utf-8')).toBe('graphql');
    expect(multipartBoundary('multipart/mixed')).toBe('-');
  });
});

describe('multipartParts', () => {
  it("yields each part's body, without its headers, up to the final boundary", async () => {
    expect(await collect(multipartParts(streamOf([yogaBody([FIRST, SECOND])]), '-'))).toEqual([FIRST, SECOND]);
  });

  it('puts together parts split across chunks anywhere, delimiters included', async () => {
    const body = yogaBody([FIRST, SECOND]);
    for (let size = 1; size <= 7; size++) {
      const chunks = Array.from({ length: Math.ceil(body.length / size) }, (_, i) => body.slice(i * size, (i + 1) * size));
      expect(await collect(multipartParts(streamOf(chunks), '-')), `chunks of ${size}`).toEqual([FIRST, SECOND]);
    }
  });

  it('yields a part as soon as the delimiter after it arrives, before the next chunk is read', async () => {
    const body = yogaBody([FIRST, SECOND]);
    const cut = body.indexOf(SECOND) - 1;
    let chunksRead = 0;
    const counted = streamOf([body.slice(0, cut), body.slice(cut)]).pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          chunksRead++;
          controller.enqueue(chunk);
        },
      }),
    );
    const parts = multipartParts(counted, '-');

    expect((await parts.next()).value).toBe(FIRST);
    expect(chunksRead).toBe(1);
    expect(await collect(parts)).toEqual([SECOND]);
  });

  it('keeps a character whose bytes are split between two chunks', async () => {
    const part = '{"data":{"title":"Café ☕"}}';
    const bytes = new TextEncoder().encode(yogaBody([part]));
    const split = bytes.indexOf(0xe2); // the first byte of ☕
    expect(await collect(multipartParts(streamOf([bytes.slice(0, split + 1), bytes.slice(split + 1)]), '-'))).toEqual([part]);
  });

  it('reads a body that starts with its delimiter, has parts without headers, and a named boundary', async () => {
    const body = `--graphql\r\n\r\n${FIRST}\r\n--graphql\r\ncontent-type: application/json\r\n\r\n${SECOND}\r\n--graphql--`;
    expect(await collect(multipartParts(streamOf([body]), 'graphql'))).toEqual([FIRST, SECOND]);
  });

  it('skips empty parts', async () => {
    const body = `\r\n---\r\n\r\n\r\n---\r\n\r\n${FIRST}\r\n-----\r\n`;
    expect(await collect(multipartParts(streamOf([body]), '-'))).toEqual([FIRST]);
  });

  it('fails when the stream ends inside a part', async () => {
    const body = yogaBody([FIRST, SECOND]);
    const cut = body.slice(0, body.indexOf(SECOND) + 10);
    await expect(collect(multipartParts(streamOf([cut]), '-'))).rejects.toThrow('The response ended in the middle of a part.');
  });

  it('stops reading and cancels the stream when aborted', async () => {
    let cancelled = false;
    const body = `\r\n---\r\n\r\n${FIRST}\r\n---`;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        // The rest never comes.
      },
      cancel() {
        cancelled = true;
      },
    });
    const stop = new AbortController();
    const parts = multipartParts(stream, '-', stop.signal);

    expect((await parts.next()).value).toBe(FIRST);
    const rest = parts.next();
    stop.abort();
    expect(await rest).toEqual({ done: true, value: undefined });
    expect(cancelled).toBe(true);
  });
});
