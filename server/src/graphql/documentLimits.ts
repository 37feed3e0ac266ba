import {
  GraphQLError,
  Kind,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * What one GraphQL request may ask for. GitHub's documented limits (page sizes, 500,000 nodes) and
 * the ones GitHub does not publish (sizes, depth, aliases), chosen well above what the web app and
 * the GitHub clients send (measured in `test/queryLimits.test.ts`).
 */
export const QUERY_LIMITS = {
  /** Nodes a request may ask for: the sum over its connections of the product of the page sizes on the way down. */
  maxNodes: 500_000,
  /** Characters of the document. */
  maxDocumentLength: 100_000,
  /** Brackets `{ ( [` open at once: checked on the text, before the parser (which recurses) sees it. */
  maxNesting: 100,
  /** Fields nested in fields (a top-level field is at depth 1), through fragments. */
  maxDepth: 25,
  /** Aliased fields, once fragments are expanded. */
  maxAliases: 500,
  /** Fields, once fragments are expanded: bounds the work of validation and of this analysis. */
  maxFields: 5_000,
} as const;

/** `extensions.code` (and GitHub's `type`) of each refusal. */
export type QueryLimitCode =
  | 'MAX_NODE_LIMIT_EXCEEDED'
  | 'MISSING_PAGINATION_BOUNDARIES'
  | 'EXCESSIVE_PAGINATION'
  | 'MAX_DOCUMENT_LENGTH_EXCEEDED'
  | 'MAX_NESTING_EXCEEDED'
  | 'MAX_DEPTH_EXCEEDED'
  | 'MAX_ALIASES_EXCEEDED'
  | 'MAX_FIELDS_EXCEEDED';

export const count = (n: number) => n.toLocaleString('en-US');

export function limitError(code: QueryLimitCode, message: string, options: { node?: ASTNode; status?: number } = {}): GraphQLError {
  // `http.status`: Yoga answers the refusals found before parsing with this 4xx (and leaves it out of the body).
  const http = options.status ? { http: { status: options.status } } : {};
  return new GraphQLError(message, { nodes: options.node, extensions: { code, type: code, ...http } });
}

/**
 * The check made on the text before graphql-js parses it: its recursive parser overflows the stack
 * on a deeply nested document ("Maximum call stack size exceeded"), so bracket nesting is measured
 * first, in one pass that skips strings, block strings and comments (nesting first: a deeply
 * nested document is usually also long, and its nesting is what the client should hear about).
 */
export function checkDocumentText(text: string): GraphQLError | null {
  const { maxDocumentLength, maxNesting } = QUERY_LIMITS;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '#') {
      while (i + 1 < text.length && text[i + 1] !== '\n' && text[i + 1] !== '\r') i++;
    } else if (char === '"') {
      i = text.startsWith('"""', i) ? endOfBlockString(text, i + 3) : endOfString(text, i + 1);
    } else if (char === '{' || char === '(' || char === '[') {
      depth++;
      if (depth > maxNesting) {
        return limitError(
          'MAX_NESTING_EXCEEDED',
          `This query nests selections, arguments or lists more than ${count(maxNesting)} levels deep, which exceeds the maximum nesting of ${count(maxNesting)}.`,
          { status: 400 },
        );
      }
    } else if (char === '}' || char === ')' || char === ']') {
      depth = Math.max(0, depth - 1);
    }
  }
  if (text.length > maxDocumentLength) {
    return limitError(
      'MAX_DOCUMENT_LENGTH_EXCEEDED',
      `This query is ${count(text.length)} characters long, which exceeds the maximum of ${count(maxDocumentLength)} characters.`,
      { status: 413 },
    );
  }
  return null;
}

/** Index of the closing quote of a string whose text starts at `from` (or of the line end: unterminated). */
function endOfString(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '"' || char === '\n' || char === '\r') return i;
  }
  return text.length;
}

/** Index of the last quote of a block string whose text starts at `from` (`\"""` does not end it). */
function endOfBlockString(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text.startsWith('\\"""', i)) i += 3;
    else if (text.startsWith('"""', i)) return i + 2;
  }
  return text.length;
}

/** A chain of the fragments being expanded, to stop at a cycle (validation reports it; the walk must still end). */
export interface FragmentChain {
  name: string;
  parent: FragmentChain | null;
}

export function inChain(chain: FragmentChain | null, name: string): boolean {
  for (let link = chain; link; link = link.parent) if (link.name === name) return true;
  return false;
}

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

export function operationsOf(document: DocumentNode, operationName?: string | null): OperationDefinitionNode[] {
  return document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
}

/** Measures of a document's shape, fragments expanded (what the executor would walk). */
export interface DocumentShape {
  depth: number;
  aliases: number;
  fields: number;
}

/**
 * Depth, aliases and fields of every operation of the document, fragments expanded. The walk is
 * iterative and stops once the field budget is spent, so fragments spreading each other many
 * times cannot make it run long.
 */
export function measureDocument(document: DocumentNode, fieldBudget: number = QUERY_LIMITS.maxFields): DocumentShape {
  const fragments = fragmentsOf(document);
  const shape: DocumentShape = { depth: 0, aliases: 0, fields: 0 };
  const stack: { selectionSet: SelectionSetNode; depth: number; chain: FragmentChain | null }[] = operationsOf(document).map(
    (operation) => ({ selectionSet: operation.selectionSet, depth: 0, chain: null }),
  );
  while (stack.length > 0) {
    const { selectionSet, depth, chain } = stack.pop()!;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        shape.fields++;
        if (shape.fields > fieldBudget) return shape;
        if (selection.alias) shape.aliases++;
        shape.depth = Math.max(shape.depth, depth + 1);
        if (selection.selectionSet) stack.push({ selectionSet: selection.selectionSet, depth: depth + 1, chain });
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        stack.push({ selectionSet: selection.selectionSet, depth, chain });
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !inChain(chain, name)) stack.push({ selectionSet: fragment.selectionSet, depth, chain: { name, parent: chain } });
      }
    }
  }
  return shape;
}

/** The limits that depend on the document alone (checked before graphql-js validates it). */
export function documentShapeErrors(document: DocumentNode): GraphQLError[] {
  const { maxFields, maxDepth, maxAliases } = QUERY_LIMITS;
  const shape = measureDocument(document);
  if (shape.fields > maxFields) {
    return [
      limitError(
        'MAX_FIELDS_EXCEEDED',
        `This query selects more than ${count(maxFields)} fields once its fragments are expanded, which exceeds the maximum of ${count(maxFields)} fields.`,
      ),
    ];
  }
  const errors: GraphQLError[] = [];
  if (shape.depth > maxDepth) {
    errors.push(
      limitError(
        'MAX_DEPTH_EXCEEDED',
        `This query has a depth of ${count(shape.depth)}, which exceeds the maximum depth of ${count(maxDepth)}.`,
      ),
    );
  }
  if (shape.aliases > maxAliases) {
    errors.push(
      limitError(
        'MAX_ALIASES_EXCEEDED',
        `This query uses ${count(shape.aliases)} aliases, which exceeds the maximum of ${count(maxAliases)} aliases.`,
      ),
    );
  }
  return errors;
}
