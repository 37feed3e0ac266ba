import type { GraphQLError } from 'graphql';
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { excessivePaginationMessage, MAX_PAGE_SIZE, missingBoundariesMessage, MIN_PAGE_SIZE } from './pagination.ts';
import {
  count,
  fragmentsOf,
  inChain,
  limitError,
  operationsOf,
  QUERY_LIMITS,
  checkDocumentText,
  documentShapeErrors,
  type FragmentChain,
} from './documentLimits.ts';

export { checkDocumentText, documentShapeErrors, measureDocument, QUERY_LIMITS } from './documentLimits.ts';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** A frame of the walk of `requestErrors`: a selection set, its type, and how many times it is repeated. */
interface Frame {
  selectionSet: SelectionSetNode;
  type: GraphQLCompositeType;
  /** How many objects this selection set is evaluated on, at most (the product of the page sizes above). */
  multiplier: number;
  /** The page size, when this is a connection's selection set (its `nodes` and `edges` repeat that often). */
  pageSize: number | null;
  chain: FragmentChain | null;
}

/**
 * The limits that depend on the variables too, as GitHub applies them: every connection whose
 * `nodes` or `edges` are selected has `first` or `last`, between 0 and 100; and the nodes asked
 * for stay within 500,000. A connection asks for `first`/`last` nodes on each object it is
 * selected on (the product of the page sizes on the way down); `nodes(ids:)` for as many as it
 * lists; the request's total is their sum. A page size of 0 (counts alone) is accepted, as the
 * execution-time check of `pagination.ts` accepts it.
 */
export function requestErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
): GraphQLError[] {
  const fragments = fragmentsOf(document);
  const errors: GraphQLError[] = [];
  let total = 0;
  for (const operation of operationsOf(document, operationName)) {
    const root = schema.getRootType(operation.operation);
    if (!root) continue;
    const values = variableValues(operation, variables);
    const included = (node: SelectionNode) => isIncluded(node, values);
    const stack: Frame[] = [{ selectionSet: operation.selectionSet, type: root, multiplier: 1, pageSize: null, chain: null }];
    while (stack.length > 0) {
      const frame = stack.pop()!;
      const children: Frame[] = [];
      for (const selection of frame.selectionSet.selections) {
        if (!included(selection)) continue;
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : frame.type;
          if (type && isCompositeType(type)) children.push({ ...frame, selectionSet: selection.selectionSet, type });
          continue;
        }
        if (selection.kind === Kind.FRAGMENT_SPREAD) {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          const type = fragment ? schema.getType(fragment.typeCondition.name.value) : undefined;
          if (fragment && type && isCompositeType(type) && !inChain(frame.chain, name)) {
            children.push({ ...frame, selectionSet: fragment.selectionSet, type, chain: { name, parent: frame.chain } });
          }
          continue;
        }
        const definition = fieldOf(frame.type, selection.name.value);
        const type = definition ? getNamedType(definition.type) : undefined;
        if (!definition || !selection.selectionSet || !type || !isCompositeType(type)) continue;
        let multiplier = frame.multiplier;
        if (frame.pageSize !== null && (selection.name.value === 'nodes' || selection.name.value === 'edges')) {
          multiplier *= frame.pageSize;
        }
        let pageSize: number | null = null;
        let requested = 0;
        if (isConnection(definition)) {
          const connection = selection.name.value;
          const first = pageSizeArgument(selection, 'first', values);
          const last = pageSizeArgument(selection, 'last', values);
          for (const [name, value] of [
            ['first', first],
            ['last', last],
          ] as const) {
            if (value !== null && (value < MIN_PAGE_SIZE || value > MAX_PAGE_SIZE)) {
              errors.push(limitError('EXCESSIVE_PAGINATION', excessivePaginationMessage(value, name, connection), { node: selection }));
            }
          }
          if (first === null && last === null && selectsNodesOrEdges(selection.selectionSet, fragments, included)) {
            errors.push(limitError('MISSING_PAGINATION_BOUNDARIES', missingBoundariesMessage(connection), { node: selection }));
          }
          pageSize = Math.max(first ?? 0, last ?? 0);
          requested = multiplier * pageSize;
        } else if (definition.args.some((arg) => arg.name === 'ids') && isListType(getNullableType(definition.type))) {
          // `nodes(ids:)`: one node per id, and what is selected on them repeats as often.
          const ids = argumentValue(selection, 'ids', values);
          const listed = Array.isArray(ids) ? ids.length : ids == null ? 0 : 1;
          requested = multiplier * listed;
          multiplier = requested;
        }
        if (requested > 0) {
          total += requested;
          if (requested > QUERY_LIMITS.maxNodes && errors.length === 0) {
            return [
              limitError(
                'MAX_NODE_LIMIT_EXCEEDED',
                `By the time this query traverses to the ${selection.name.value} connection, it is requesting up to ${count(requested)} possible nodes which exceeds the maximum limit of ${count(QUERY_LIMITS.maxNodes)}.`,
                { node: selection },
              ),
            ];
          }
        }
        children.push({ selectionSet: selection.selectionSet, type, multiplier, pageSize, chain: frame.chain });
      }
      // Depth-first in document order, so the first connection past the limit is the one named.
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  if (errors.length > 0) return errors;
  if (total > QUERY_LIMITS.maxNodes) {
    return [
      limitError(
        'MAX_NODE_LIMIT_EXCEEDED',
        `This query requests up to ${count(total)} possible nodes which exceeds the maximum limit of ${count(QUERY_LIMITS.maxNodes)}.`,
      ),
    ];
  }
  return [];
}

function fieldOf(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[name] : undefined;
}

/** A paginated connection: its type is named `…Connection` and it takes `first`/`last`. */
function isConnection(field: GraphQLField<unknown, unknown>): boolean {
  return getNamedType(field.type).name.endsWith('Connection') && field.args.some((arg) => arg.name === 'first' || arg.name === 'last');
}

/** Whether `nodes` or `edges` is selected on a connection (through fragments, skipped ones left out). */
function selectsNodesOrEdges(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  included: (node: SelectionNode) => boolean,
): boolean {
  const stack: { selectionSet: SelectionSetNode; chain: FragmentChain | null }[] = [{ selectionSet, chain: null }];
  while (stack.length > 0) {
    const { selectionSet: current, chain } = stack.pop()!;
    for (const selection of current.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === 'nodes' || selection.name.value === 'edges') return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        stack.push({ selectionSet: selection.selectionSet, chain });
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !inChain(chain, name)) stack.push({ selectionSet: fragment.selectionSet, chain: { name, parent: chain } });
      }
    }
  }
  return false;
}

/** The operation's variables as the request gives them, defaults filled in (not yet coerced). */
function variableValues(operation: OperationDefinitionNode, variables: Variables): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    if (variables && Object.hasOwn(variables, name)) values[name] = variables[name];
    else if (definition.defaultValue) values[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return values;
}

/** An argument's value with variables resolved (undefined when absent), not yet coerced. */
function argumentValue(field: FieldNode, name: string, values: Record<string, unknown>): unknown {
  const argument = field.arguments?.find((arg) => arg.name.value === name);
  return argument ? resolve(argument.value, values) : undefined;
}

/**
 * A page size: a whole number, or null when absent or null. Anything else (a string, a fraction)
 * is left to coercion, which refuses it.
 */
function pageSizeArgument(field: FieldNode, name: 'first' | 'last', values: Record<string, unknown>): number | null {
  const value = argumentValue(field, name, values);
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function resolve(node: ValueNode, values: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return values[node.name.value];
  if (node.kind === Kind.LIST) return node.values.map((value) => resolve(value, values));
  return valueFromASTUntyped(node, values);
}

/** `@skip(if:)` / `@include(if:)` as the executor will read them (an unknown value counts as included). */
function isIncluded(node: SelectionNode, values: Record<string, unknown>): boolean {
  for (const directive of node.directives ?? []) {
    const name = directive.name.value;
    if (name !== 'skip' && name !== 'include') continue;
    const condition = directive.arguments?.find((arg) => arg.name.value === 'if');
    const value = condition ? resolve(condition.value, values) : undefined;
    if (name === 'skip' && value === true) return false;
    if (name === 'include' && value === false) return false;
  }
  return true;
}

/**
 * The limits as an envelop plugin, for POST /api/graphql and for subscriptions over graphql-ws
 * (which parses, validates and subscribes through Yoga's envelop): the text is checked before it
 * is parsed, the document's shape before graphql-js validates it (a refused document is not
 * validated further, and the refusal is cached with the document), and the page sizes and node
 * count, which depend on the variables, before each execution.
 */
export function useQueryLimits(): Plugin {
  return {
    onParse({ params }) {
      const refusal = checkDocumentText(typeof params.source === 'string' ? params.source : params.source.body);
      if (refusal) throw refusal;
    },
    onValidate({ params, setResult }) {
      const errors = documentShapeErrors(params.documentAST);
      if (errors.length > 0) setResult(errors);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const errors = requestErrors(args.schema, args.document, args.operationName, args.variableValues);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const errors = requestErrors(args.schema, args.document, args.operationName, args.variableValues);
      if (errors.length > 0) setResultAndStopExecution({ errors });
    },
  };
}
