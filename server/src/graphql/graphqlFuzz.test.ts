import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../env.ts';
import { toGlobalId } from '../domain/ids.ts';
import { buildIssue, buildLabel, buildMilestone, buildRepo, buildToken, buildUser, grant } from '../../testing/factories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/**
 * Fuzzing GraphQL documents (not only search strings): documents generated from the schema with
 * random arguments (ids of real and unreadable objects, out-of-range numbers, hostile strings,
 * NUL characters, wrong enums), random selections through interfaces and unions, random
 * mutations, and byte-level corruptions of them. Whatever arrives, the server answers with a
 * status below 500 and never with a masked internal error ("Unexpected error.").
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const DOCUMENTS = Number(process.env.FUZZ_DOCUMENTS ?? 1500);

function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
type Random = ReturnType<typeof prng>;

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a',
  '\u0000',
  'title\u0000with nul',
  "'; DROP TABLE issues; --",
  '<script>alert(1)</script>',
  '"quoted"',
  '\\',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎉',
  'x'.repeat(300),
  'repo:a/b is:open label:"x" -label:y sort:created-asc',
  'is:bogus (((',
  '#'.repeat(70),
  '2026-13-45',
  '%00%ff',
];

interface FuzzWorld {
  ids: string[];
  names: string[];
}

function randomString(random: Random, world: FuzzWorld): string {
  const roll = random.next();
  if (roll < 0.4) return random.pick(HOSTILE_STRINGS);
  if (roll < 0.7) return random.pick(world.names);
  return Array.from({ length: random.int(1, 12) }, () => String.fromCharCode(random.int(32, 0x2fff))).join('');
}

function literal(value: unknown): string {
  return JSON.stringify(value);
}

/** A random argument value of an input type, as GraphQL literal text. */
function inputValue(random: Random, schema: GraphQLSchema, type: GraphQLInputType, world: FuzzWorld, depth: number): string {
  if (isNonNullType(type)) return inputValue(random, schema, type.ofType, world, depth);
  if (random.chance(0.05)) return 'null';
  if (isListType(type)) {
    const n = random.int(0, depth > 2 ? 1 : 4);
    return `[${Array.from({ length: n }, () => inputValue(random, schema, type.ofType as GraphQLInputType, world, depth + 1)).join(', ')}]`;
  }
  if (isEnumType(type)) {
    return random.chance(0.05) ? 'NOT_A_VALUE' : random.pick(type.getValues()).name;
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return '{}';
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) || random.chance(0.5));
    return `{ ${fields.map((field) => `${field.name}: ${inputValue(random, schema, field.type, world, depth + 1)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return String(random.pick([0, 1, 2, 5, 10, 25, 50, 100, 101, 1000, -1, 2147483647, random.int(-5, 120)]));
      case 'Float':
        return String(random.next() * 100);
      case 'Boolean':
        return random.chance(0.5) ? 'true' : 'false';
      case 'ID':
        return literal(random.chance(0.8) ? random.pick(world.ids) : randomString(random, world));
      case 'DateTime':
        return literal(random.pick(['2026-01-01T00:00:00Z', 'yesterday', '2026-11-25', '']));
      case 'URI':
        return literal(random.pick(['https://example.com', 'http://localhost:3000/owner/repo/issues/1', 'not a uri']));
      default:
        return literal(randomString(random, world));
    }
  }
  return 'null';
}

function argumentsText(random: Random, schema: GraphQLSchema, args: readonly GraphQLArgument[], world: FuzzWorld): string {
  const chosen = args.filter((arg) => isNonNullType(arg.type) || random.chance(arg.name === 'first' ? 0.85 : 0.35));
  if (chosen.length === 0) return '';
  return `(${chosen.map((arg) => `${arg.name}: ${inputValue(random, schema, arg.type, world, 0)}`).join(', ')})`;
}

/** A random selection set of an output type, with fragments on interfaces and unions. */
function selection(random: Random, schema: GraphQLSchema, type: GraphQLNamedType, world: FuzzWorld, depth: number): string {
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type);
    const chosen = possible.filter(() => random.chance(0.3)).slice(0, 3);
    const parts = ['__typename', ...chosen.map((object) => `... on ${object.name} ${selection(random, schema, object, world, depth + 1)}`)];
    return `{ ${parts.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields = Object.values((type as GraphQLObjectType).getFields());
  const count = random.int(1, depth > 2 ? 2 : 5);
  const picked: string[] = [];
  for (let i = 0; i < count; i++) {
    const field = random.pick(fields);
    picked.push(fieldText(random, schema, field, world, depth, i));
  }
  return `{ ${picked.join(' ')} }`;
}

function fieldText(
  random: Random,
  schema: GraphQLSchema,
  field: GraphQLField<unknown, unknown>,
  world: FuzzWorld,
  depth: number,
  index: number,
): string {
  const named = getNamedType(field.type);
  const alias = `f${index}_${random.int(0, 999)}: `;
  const args = argumentsText(random, schema, field.args, world);
  if (isScalarType(named) || isEnumType(named)) return `${alias}${field.name}${args}`;
  if (depth >= 4) return `${alias}__typename`;
  return `${alias}${field.name}${args} ${selection(random, schema, named, world, depth + 1)}`;
}

function document(random: Random, schema: GraphQLSchema, world: FuzzWorld): string {
  const root = random.chance(0.25) ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error('no root type');
  const fields = Object.values(root.getFields());
  const parts = Array.from({ length: random.int(1, 3) }, (_, i) => fieldText(random, schema, random.pick(fields), world, 0, i));
  return `${root === schema.getMutationType() ? 'mutation' : 'query'} Fuzz { ${parts.join(' ')} }`;
}

/** Byte-level damage to a document: cut, repeat, swap in tokens, truncate. */
function corrupt(random: Random, text: string): string {
  let out = text;
  for (let n = random.int(1, 3); n > 0; n--) {
    const at = random.int(0, out.length);
    const roll = random.next();
    if (roll < 0.25) out = out.slice(0, at) + out.slice(at + random.int(1, 20));
    else if (roll < 0.5) out = out.slice(0, at) + out.slice(at, at + random.int(1, 40)).repeat(random.int(2, 6)) + out.slice(at);
    else if (roll < 0.75)
      out =
        out.slice(0, at) +
        random.pick(['{', '}', '(', ')', '...', '$x', '@include(if: $v)', '"', '#', ':', '!', '[', '\u0000']) +
        out.slice(at);
    else out = out.slice(0, at);
  }
  return out;
}

describe('GraphQL document fuzzing', () => {
  let server: TestServer;
  let token: string;
  let schema: GraphQLSchema;
  let world: FuzzWorld;

  beforeAll(async () => {
    server = await startTestServer();
    const { db } = server;
    schema = buildSchema(fs.readFileSync(path.join(repoRoot, 'server/schema.graphql'), 'utf8'));
    const me = await buildUser(db, { login: 'fuzzer' });
    const other = await buildUser(db, { login: 'stranger' });
    const mine = await buildRepo(db, me, { name: 'mine' });
    const hidden = await buildRepo(db, other, { name: 'hidden', visibility: 'private' });
    const shared = await buildRepo(db, other, { name: 'shared', visibility: 'private' });
    await grant(db, shared, me, 'triage');
    const ids: string[] = [toGlobalId('User', me.id), toGlobalId('User', other.id)];
    for (const repo of [mine, hidden, shared]) {
      const label = await buildLabel(db, repo, { name: `bug-${repo.name}` });
      const milestone = await buildMilestone(db, repo);
      const issue = await buildIssue(db, repo, me, { labels: [label], milestoneId: milestone.id });
      const pr = await buildIssue(db, repo, me, { kind: 'pull_request' });
      ids.push(
        toGlobalId('Repository', repo.id),
        toGlobalId('Label', label.id),
        toGlobalId('Milestone', milestone.id),
        toGlobalId('Issue', issue.id),
        toGlobalId('PullRequest', pr.id),
      );
    }
    ids.push('I_bogus', 'R_' + Buffer.from('0:999999').toString('base64url'), 'not-an-id', '');
    world = { ids, names: ['fuzzer', 'stranger', 'fuzzer/mine', 'stranger/hidden', 'mine', 'hidden', 'shared', 'bug-mine'] };
    token = await buildToken(db, me);
  }, 120_000);

  afterAll(() => server?.close());

  it(`answers ${DOCUMENTS} generated and corrupted documents without a server error`, { timeout: 600_000 }, async () => {
    const random = prng(SEED);
    const failures: string[] = [];
    let executed = 0;
    for (let i = 0; i < DOCUMENTS; i++) {
      const generated = document(random, schema, world);
      const query = random.chance(0.3) ? corrupt(random, generated) : generated;
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/graphql',
        headers: { authorization: `bearer ${token}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ query }),
      });
      const body = response.body;
      if (response.statusCode >= 500 || body.includes('Unexpected error.')) {
        failures.push(`#${i} (${response.statusCode}): ${query}\n→ ${body.slice(0, 500)}`);
      }
      if (response.statusCode === 200 && body.includes('"data"')) executed += 1;
    }
    console.log(`GraphQL fuzz (seed ${SEED}): ${DOCUMENTS} documents, ${executed} executed, ${failures.length} server errors`);
    expect(failures, failures.slice(0, 5).join('\n\n')).toEqual([]);
    // Most generated documents must be valid enough to run, or the fuzzing tests only the parser.
    expect(executed).toBeGreaterThan(DOCUMENTS / 4);
  });
});
