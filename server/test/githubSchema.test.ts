import fs from 'node:fs';
import { createRequire } from 'node:module';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { githubOperationFiles } from './operations.ts';

const require = createRequire(import.meta.url);
const githubSdl = fs.readFileSync(require.resolve('github-schema').replace(/dist\/.*$/, 'github-schema.graphql'), 'utf8');

describe('GitHub compatibility', () => {
  const github = buildSchema(githubSdl, { assumeValidSDL: true });
  // The committed schema (checked for drift separately), built with this module's graphql-js.
  const ours = buildSchema(fs.readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));

  for (const file of githubOperationFiles()) {
    const name = file.split('/').pop();
    it(`${name} is valid against GitHub's public schema and ours`, () => {
      const document = parse(fs.readFileSync(file, 'utf8'));
      expect(validate(github, document).map((e) => e.message)).toEqual([]);
      expect(validate(ours, document).map((e) => e.message)).toEqual([]);
    });
  }
});
