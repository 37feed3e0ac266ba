import type { GraphQLSingularResponse, PayloadError } from 'relay-runtime';

type PayloadExtensions = Record<string, unknown>;

/** One deferred fragment's data, or streamed list items, in the incremental delivery format of 2022-08-24. */
interface IncrementalItem {
  data?: Record<string, unknown> | null;
  items?: readonly unknown[];
  path: (string | number)[];
  label?: string;
  errors?: PayloadError[];
  extensions?: PayloadExtensions;
}

/** One part of a streamed answer: the first (`data`), or later ones (`incremental`); `hasNext` says whether more follow. */
export interface IncrementalPart {
  data?: Record<string, unknown> | null;
  errors?: PayloadError[];
  extensions?: PayloadExtensions;
  label?: string;
  path?: (string | number)[];
  incremental?: IncrementalItem[];
  hasNext?: boolean;
}

/**
 * One part of a streamed GraphQL answer as the payloads Relay reads (relay-runtime 21): Yoga sends
 * deferred fragments in the 2022-08-24 format (`{ incremental: [{ data, path, label }], hasNext }`),
 * Relay takes each as a payload of its own, `{ data, path, label }`, and each streamed item as
 * `{ data: item, path: [...list, index], label }`. The first part passes as it is (without
 * `hasNext`), as does a part already in Relay's form. A part with nothing in it (the last one,
 * `{ hasNext: false }`, or a keep-alive `{}`) gives no payload.
 */
export function relayPayloads(part: IncrementalPart): GraphQLSingularResponse[] {
  const { incremental, hasNext: _hasNext, ...rest } = part;
  const payloads: GraphQLSingularResponse[] = [];
  if ('data' in rest || rest.errors !== undefined) payloads.push(rest as GraphQLSingularResponse);
  else if (rest.extensions !== undefined && incremental === undefined) payloads.push({ data: null, extensions: rest.extensions });
  for (const { items, path, label, errors, extensions, ...item } of incremental ?? []) {
    const extra = { ...(label !== undefined ? { label } : {}), ...(extensions !== undefined ? { extensions } : {}) };
    if (items === undefined) {
      payloads.push({ data: item.data, path, ...(errors ? { errors } : {}), ...extra } as GraphQLSingularResponse);
      continue;
    }
    // `path` names the first item's index; each item is a payload of its own at its index.
    const start = Number(path.at(-1));
    items.forEach((value, index) =>
      payloads.push({
        data: value,
        path: [...path.slice(0, -1), start + index],
        ...(index === 0 && errors ? { errors } : {}),
        ...extra,
      } as GraphQLSingularResponse),
    );
  }
  return payloads;
}
