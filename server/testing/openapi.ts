import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

/**
 * GitHub's official REST description (`@octokit/openapi`, api.github.com), to check this server's
 * REST answers against: each answer's JSON must satisfy the schema GitHub documents for that
 * operation and status.
 */
interface OpenApiResponse {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface OpenApiOperation {
  responses?: Record<string, OpenApiResponse>;
}

interface OpenApiSpec {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, unknown>;
}

/** OpenAPI 3.0's `nullable` as JSON Schema: `type: [t, 'null']`, or any of the schema and null. */
function withoutNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNullable);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, withoutNullable(value)]));
  if (nullable !== true) return converted;
  if (Array.isArray(converted.enum)) converted.enum = [...(converted.enum as unknown[]), null];
  if (typeof converted.type === 'string') return { ...converted, type: [converted.type, 'null'] };
  return { anyOf: [converted, { type: 'null' }] };
}

let loaded: { spec: OpenApiSpec; ajv: Ajv } | null = null;

function load(): { spec: OpenApiSpec; ajv: Ajv } {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('@octokit/openapi/generated/api.github.com.json');
  const spec = JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiSpec;
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'github', components: withoutNullable(spec.components) }, 'github');
  loaded = { spec, ajv };
  return loaded;
}

const validators = new Map<string, ValidateFunction>();

/**
 * The problems of `body` as the answer of `method path` (GitHub's path template, e.g.
 * `/repos/{owner}/{repo}/issues`) with `status`: an empty list when it satisfies GitHub's schema.
 */
export function openApiProblems(method: string, path: string, status: number, body: unknown): string[] {
  const key = `${method.toLowerCase()} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const { spec, ajv } = load();
    let response = spec.paths[path]?.[method.toLowerCase()]?.responses?.[String(status)];
    // Shared answers (`not_found`, `validation_failed`) are references to components.responses.
    if (response?.$ref) {
      const name = response.$ref.replace('#/components/responses/', '');
      response = (spec.components.responses as Record<string, OpenApiResponse> | undefined)?.[name];
    }
    if (!response) throw new Error(`GitHub's description has no ${status} answer for ${method} ${path}`);
    const schema = response.content?.['application/json']?.schema;
    if (!schema) throw new Error(`GitHub's ${status} answer for ${method} ${path} has no JSON body`);
    const rewritten = JSON.parse(JSON.stringify(withoutNullable(schema)).replaceAll('"#/components/', '"github#/components/')) as object;
    validate = ajv.compile(rewritten);
    validators.set(key, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${error.instancePath || '(answer)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
  );
}
