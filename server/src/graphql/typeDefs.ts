import fs from 'node:fs';
import path from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import type { DocumentNode } from 'graphql';

const modulesDir = path.resolve(import.meta.dirname, '../modules');

/** Every module's SDL, merged into one document (modules may each extend Query, Mutation, Repository…). */
export function loadTypeDefs(): DocumentNode {
  const files = fs
    .readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort();
  const sources = files.map((file) => fs.readFileSync(path.join(modulesDir, file), 'utf8'));
  return mergeTypeDefs(sources, { sort: true, throwOnConflict: true });
}
