import fs from 'node:fs';
import path from 'node:path';
import { parse, print, type OperationDefinitionNode } from 'graphql';

const dir = path.resolve(import.meta.dirname, 'operations/github');

/**
 * The GitHub-named operations the tests send, kept as documents so one test can validate every
 * one of them against GitHub's public schema (github-schema), and real clients keep working.
 */
export function githubOperationFiles(): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .map((f) => path.join(dir, f));
}

const byName = new Map<string, string>();
for (const file of githubOperationFiles()) {
  for (const definition of parse(fs.readFileSync(file, 'utf8')).definitions) {
    const op = definition as OperationDefinitionNode;
    if (op.name) byName.set(op.name.value, print(op));
  }
}

/** The text of one named operation. */
export function op(name: string): string {
  const text = byName.get(name);
  if (!text) throw new Error(`No operation named ${name} in server/testing/operations/github`);
  return text;
}
