import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
import { csrfHeaders } from '../lib/csrfHeaders';

export const GRAPHQL_PATH = '/api/graphql';

/**
 * Relay's network layer. Artifacts carry a persisted-operation id as well as the text; the text is
 * sent for now so the server does not have to know the id map yet.
 */
export const fetchGraphQL: FetchFunction = async (params, variables) => {
  if (params.text === null) throw new Error(`Operation ${params.name} has no query text to send.`);
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...csrfHeaders() },
    body: JSON.stringify({ query: params.text, variables }),
  });
  // GraphQL errors come back with a JSON body whatever the status; anything else is a transport failure.
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.includes('json')) throw new Error(`${params.name} failed with status ${response.status}.`);
  const body = (await response.json()) as GraphQLResponse;
  if (!Array.isArray(body) && !('data' in body && body.data) && 'errors' in body && body.errors) {
    throw new Error(`${params.name} failed: ${body.errors.map((error) => error.message).join(', ')}`);
  }
  return body;
};
