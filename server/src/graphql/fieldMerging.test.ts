import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIssue, buildRepo, buildToken, buildUser } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { ExclusiveAwareOverlappingFieldsRule } from './fieldMerging.ts';

const schema = buildSchema(`
  interface Node { id: ID! }
  interface Labeled { label: String }
  enum IssueState { OPEN CLOSED }
  enum PullRequestState { OPEN CLOSED MERGED }
  type User { login: String! name: String }
  type Issue implements Node & Labeled { id: ID! label: String! state: IssueState! title(short: Boolean): String! author: User count: Int }
  type PullRequest implements Node & Labeled { id: ID! label: String state: PullRequestState! title(short: Boolean): String! author: User count: String }
  union IssueOrPullRequest = Issue | PullRequest
  type Query { item: IssueOrPullRequest node: Node items: [IssueOrPullRequest] }
`);

const rules = [...specifiedRules.filter((rule) => rule.name !== 'OverlappingFieldsCanBeMergedRule'), ExclusiveAwareOverlappingFieldsRule];
const errorsOf = (text: string) => validate(schema, parse(text), rules).map((error) => error.message);
const graphqlJsErrorsOf = (text: string) => validate(schema, parse(text)).map((error) => error.message);

describe('overlapping fields, mutually exclusive parents allowed (as GitHub)', () => {
  it('accepts a field of two object types that return different types (gh IssueByNumber: state)', () => {
    const text = '{ item { ... on Issue { state } ... on PullRequest { state } } }';
    expect(graphqlJsErrorsOf(text)).toEqual([
      'Fields "state" conflict because they return conflicting types "IssueState!" and "PullRequestState!". Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    expect(errorsOf(text)).toEqual([]);
  });

  it('accepts it through named fragments, nested beneath a shared field, and inside lists', () => {
    expect(
      errorsOf(`{
        item { ...I ...P }
        items { ... on Issue { count author { login } } ... on PullRequest { count author { name: login } } }
      }
      fragment I on Issue { state title(short: true) }
      fragment P on PullRequest { state title(short: false) }`),
    ).toEqual([]);
    expect(errorsOf('{ a: item { ... on Issue { x: state } } a: item { ... on PullRequest { x: state } } }')).toEqual([]);
  });

  it('still reports a conflict within one type', () => {
    expect(errorsOf('{ item { ... on Issue { x: state x: title } } }')).toEqual([
      'Fields "x" conflict because "state" and "title" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    expect(errorsOf('{ item { ... on Issue { title(short: true) title(short: false) } } }')).toEqual([
      'Fields "title" conflict because they have differing arguments. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    expect(errorsOf('{ a: item { ... on Issue { state } } a: node { id } }')).toEqual([
      'Fields "a" conflict because "item" and "node" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
  });

  it('still reports a conflict between an interface and a type, and between fragments on one type', () => {
    expect(errorsOf('{ node { ... on Labeled { label } ... on Issue { label } } }')).toEqual([
      'Fields "label" conflict because they return conflicting types "String" and "String!". Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    expect(errorsOf('{ node { ... on Issue { label } ... on PullRequest { label } } }')).toEqual([]);
    expect(errorsOf('{ node { ... on Node { x: id } ... on Issue { x: title } } }')).toEqual([
      'Fields "x" conflict because "id" and "title" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
    expect(errorsOf('{ item { ...A ...B } } fragment A on Issue { x: state } fragment B on Issue { x: title }')).toEqual([
      'Fields "x" conflict because "state" and "title" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
  });

  it('reports a conflict of subfields beneath one type, naming the path', () => {
    expect(errorsOf('{ item { ... on Issue { author { x: login } author { x: name } } } }')).toEqual([
      'Fields "author" conflict because subfields "x" conflict because "login" and "name" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
  });
});

describe("gh's IssueByNumber through the server", () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const user = await buildUser(server.db, { login: 'merger' });
    token = await buildToken(server.db, user);
    const repo = await buildRepo(server.db, user, { name: 'merging' });
    await buildIssue(server.db, repo, user, { title: 'Merged fields' });
  });
  afterAll(() => server.close());

  it('answers a document selecting state on Issue and PullRequest', async () => {
    const response = await server.graphql(
      token,
      `query IssueByNumber($owner: String!, $repo: String!, $number: Int!) {
        repository(owner: $owner, name: $repo) {
          issue: issueOrPullRequest(number: $number) {
            __typename
            ...on Issue { number state title }
            ...on PullRequest { number state title }
          }
        }
      }`,
      { owner: 'merger', repo: 'merging', number: 1 },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ repository: { issue: { __typename: 'Issue', number: 1, state: 'OPEN', title: 'Merged fields' } } });
  });

  it('still refuses a real conflict, with graphql-js wording', async () => {
    const response = await server.graphql(
      token,
      '{ repository(owner: "merger", name: "merging") { issue(number: 1) { x: title x: state } } }',
    );
    expect(response.errors?.map((error) => error.message)).toEqual([
      'Fields "x" conflict because "title" and "state" are different fields. Use different aliases on the fields to fetch both if this was intentional.',
    ]);
  });
});
