import {
  GraphQLError,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  print,
  specifiedRules,
  typeFromAST,
  type validate,
  type ArgumentNode,
  type ASTVisitor,
  type DirectiveNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * "Overlapping fields can be merged" as GitHub applies it. graphql-js (and the copy
 * `@graphql-yoga/plugin-defer-stream` brings for `@stream`) still compares two fields whose parent
 * types are different object types, which can never both apply to one value, and refuses them
 * when they return different leaf types: `... on Issue { state } ... on PullRequest { state }`
 * (IssueState and PullRequestState), which GitHub's CLI sends (`IssueByNumber`) and GitHub accepts.
 *
 * This variant follows graphql-js's algorithm (fields collected per selection set, fragments
 * compared once per pair, a complexity budget) but does not compare fields whose parents are
 * mutually exclusive at all, nor anything beneath them. Everything else is reported as before: two
 * different fields or differing arguments under one response name, conflicting return types within
 * one type, between an interface and a type or between two interfaces, and (from the plugin's
 * copy) differing `@stream` directives.
 */

interface FieldDetails {
  parentType: GraphQLNamedType | undefined;
  node: FieldNode;
  definition: GraphQLField<unknown, unknown> | undefined;
}

interface Collected {
  fields: Map<string, FieldDetails[]>;
  fragmentNames: string[];
  /** Fragments already compared with these fields. */
  comparedFragments?: Set<string>;
}

interface Conflict {
  responseName: string;
  reason: string;
  fields1: FieldNode[];
  fields2: FieldNode[];
}

const MAX_DETAIL = 1000;
const MAX_CONFLICT_NODES = 20;
/** Comparisons a document may cost, as graphql-js meters them. */
const COMPLEXITY_BUDGET = 500_000;

class BudgetExhausted extends Error {}

function abbreviate(text: string): string {
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}...` : text;
}

export const ExclusiveAwareOverlappingFieldsRule: ValidationRule = (context: ValidationContext): ASTVisitor => {
  const cache = new Map<GraphQLNamedType | undefined, Map<SelectionSetNode, Collected>>();
  const comparedFragmentPairs = new Set<string>();
  const printed = new Map<object, string>();
  let budget = COMPLEXITY_BUDGET;
  let aborted = false;

  const spend = (cost: number) => {
    budget -= cost;
    if (budget < 0) throw new BudgetExhausted();
  };

  const collect = (parentType: GraphQLNamedType | undefined, selectionSet: SelectionSetNode): Collected => {
    let bySet = cache.get(parentType);
    if (!bySet) cache.set(parentType, (bySet = new Map()));
    const cached = bySet.get(selectionSet);
    if (cached) return cached;
    const fields = new Map<string, FieldDetails[]>();
    const fragmentNames = new Set<string>();
    const walk = (type: GraphQLNamedType | undefined, set: SelectionSetNode) => {
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const definition = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
          const responseName = selection.alias?.value ?? selection.name.value;
          let list = fields.get(responseName);
          if (!list) fields.set(responseName, (list = []));
          list.push({ parentType: type, node: selection, definition });
        } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
          fragmentNames.add(selection.name.value);
        } else {
          const condition = selection.typeCondition;
          walk(condition ? (typeFromAST(context.getSchema(), condition) as GraphQLNamedType | undefined) : type, selection.selectionSet);
        }
      }
    };
    walk(parentType, selectionSet);
    const result = { fields, fragmentNames: [...fragmentNames] };
    bySet.set(selectionSet, result);
    return result;
  };

  const collectFragment = (name: string): Collected | null => {
    const fragment = context.getFragment(name);
    if (!fragment) return null;
    return collect(typeFromAST(context.getSchema(), fragment.typeCondition) as GraphQLNamedType | undefined, fragment.selectionSet);
  };

  const stringify = (node: object): string => {
    let text = printed.get(node);
    if (text === undefined) printed.set(node, (text = print(node as ArgumentNode)));
    return text;
  };

  const sameArguments = (args1: readonly ArgumentNode[], args2: readonly ArgumentNode[]): boolean => {
    if (args1.length !== args2.length) return false;
    return args1.every((arg1) => {
      spend(1);
      const arg2 = args2.find((arg) => arg.name.value === arg1.name.value);
      return arg2 !== undefined && stringify(arg1.value) === stringify(arg2.value);
    });
  };

  /** `@stream` as the defer-stream plugin compares it: both absent, or both with the same arguments. */
  const sameStreams = (directives1: readonly DirectiveNode[], directives2: readonly DirectiveNode[]): boolean => {
    const stream1 = directives1.find((d) => d.name.value === 'stream');
    const stream2 = directives2.find((d) => d.name.value === 'stream');
    if (!stream1 || !stream2) return !stream1 && !stream2;
    return sameArguments(stream1.arguments ?? [], stream2.arguments ?? []);
  };

  const typesConflict = (type1: GraphQLOutputType, type2: GraphQLOutputType): boolean => {
    if (type1 === type2) return false;
    spend(1);
    if (isListType(type1)) return isListType(type2) ? typesConflict(type1.ofType, type2.ofType) : true;
    if (isListType(type2)) return true;
    if (isNonNullType(type1)) return isNonNullType(type2) ? typesConflict(type1.ofType, type2.ofType) : true;
    if (isNonNullType(type2)) return true;
    if (isLeafType(type1) || isLeafType(type2)) return type1 !== type2;
    return false;
  };

  const findConflict = (responseName: string, field1: FieldDetails, field2: FieldDetails): Conflict | undefined => {
    spend(2);
    const { parentType: parent1, node: node1, definition: def1 } = field1;
    const { parentType: parent2, node: node2, definition: def2 } = field2;
    // Never both applied to one value: nothing to merge (the one difference from graphql-js).
    if (parent1 !== parent2 && isObjectType(parent1) && isObjectType(parent2)) return undefined;
    const conflict = (reason: string): Conflict => ({ responseName, reason, fields1: [node1], fields2: [node2] });
    if (node1.name.value !== node2.name.value) {
      return conflict(`"${abbreviate(node1.name.value)}" and "${abbreviate(node2.name.value)}" are different fields`);
    }
    if (!sameArguments(node1.arguments ?? [], node2.arguments ?? [])) return conflict('they have differing arguments');
    if (!sameStreams(node1.directives ?? [], node2.directives ?? [])) return conflict('they have differing stream directives');
    if (def1 && def2 && typesConflict(def1.type, def2.type)) {
      return conflict(`they return conflicting types "${String(def1.type)}" and "${String(def2.type)}"`);
    }
    if (!node1.selectionSet || !node2.selectionSet) return undefined;
    const conflicts = conflictsBetweenSelectionSets(
      def1 ? getNamedType(def1.type) : undefined,
      node1.selectionSet,
      def2 ? getNamedType(def2.type) : undefined,
      node2.selectionSet,
    );
    if (conflicts.length === 0) return undefined;
    let reason = '';
    for (const { responseName: name, reason: inner } of conflicts) {
      reason += `${reason === '' ? '' : ' and '}subfields "${abbreviate(name)}" conflict because ${inner}`;
      if (reason.length > MAX_DETAIL) break;
    }
    const nodes = (node: FieldNode, side: 'fields1' | 'fields2') => {
      const list = [node];
      for (const inner of conflicts) {
        list.push(...inner[side].slice(-(MAX_CONFLICT_NODES - list.length)));
        if (list.length >= MAX_CONFLICT_NODES) break;
      }
      return list;
    };
    return { responseName, reason: abbreviate(reason), fields1: nodes(node1, 'fields1'), fields2: nodes(node2, 'fields2') };
  };

  const conflictsWithin = (conflicts: Conflict[], fields: Map<string, FieldDetails[]>) => {
    for (const [responseName, list] of fields) {
      for (let i = 0; i < list.length; i++) {
        for (let j = i + 1; j < list.length; j++) {
          const conflict = findConflict(responseName, list[i]!, list[j]!);
          if (conflict) conflicts.push(conflict);
        }
      }
    }
  };

  const conflictsBetween = (conflicts: Conflict[], collected1: Collected, collected2: Collected) => {
    for (const [responseName, fields1] of collected1.fields) {
      spend(1);
      const fields2 = collected2.fields.get(responseName);
      if (!fields2) continue;
      for (const field1 of fields1) {
        for (const field2 of fields2) {
          const conflict = findConflict(responseName, field1, field2);
          if (conflict) conflicts.push(conflict);
        }
      }
    }
  };

  const conflictsBetweenFieldsAndFragment = (conflicts: Conflict[], collected: Collected, fragmentName: string) => {
    spend(1);
    if (collected.fields.size === 0) return;
    collected.comparedFragments ??= new Set();
    if (collected.comparedFragments.has(fragmentName)) return;
    collected.comparedFragments.add(fragmentName);
    const fragment = collectFragment(fragmentName);
    if (!fragment || fragment === collected) return;
    conflictsBetween(conflicts, collected, fragment);
    for (const name of fragment.fragmentNames) conflictsBetweenFieldsAndFragment(conflicts, collected, name);
  };

  const conflictsBetweenFragments = (conflicts: Conflict[], name1: string, name2: string) => {
    spend(2);
    if (name1 === name2) return;
    const key = name1 < name2 ? `${name1}\u0000${name2}` : `${name2}\u0000${name1}`;
    if (comparedFragmentPairs.has(key)) return;
    comparedFragmentPairs.add(key);
    const fragment1 = collectFragment(name1);
    const fragment2 = collectFragment(name2);
    if (!fragment1 || !fragment2) return;
    conflictsBetween(conflicts, fragment1, fragment2);
    for (const name of fragment2.fragmentNames) conflictsBetweenFragments(conflicts, name1, name);
    for (const name of fragment1.fragmentNames) conflictsBetweenFragments(conflicts, name, name2);
  };

  const conflictsBetweenSelectionSets = (
    type1: GraphQLNamedType | undefined,
    set1: SelectionSetNode,
    type2: GraphQLNamedType | undefined,
    set2: SelectionSetNode,
  ): Conflict[] => {
    const conflicts: Conflict[] = [];
    const collected1 = collect(type1, set1);
    const collected2 = collect(type2, set2);
    conflictsBetween(conflicts, collected1, collected2);
    for (const name of collected2.fragmentNames) conflictsBetweenFieldsAndFragment(conflicts, collected1, name);
    for (const name of collected1.fragmentNames) conflictsBetweenFieldsAndFragment(conflicts, collected2, name);
    for (const name1 of collected1.fragmentNames) {
      for (const name2 of collected2.fragmentNames) conflictsBetweenFragments(conflicts, name1, name2);
    }
    return conflicts;
  };

  const conflictsWithinSelectionSet = (type: GraphQLNamedType | undefined, selectionSet: SelectionSetNode): Conflict[] => {
    const conflicts: Conflict[] = [];
    const collected = collect(type, selectionSet);
    conflictsWithin(conflicts, collected.fields);
    const names = collected.fragmentNames;
    if (names.length !== 0 && (collected.fields.size !== 0 || names.length > 1)) {
      for (let i = 0; i < names.length; i++) {
        conflictsBetweenFieldsAndFragment(conflicts, collected, names[i]!);
        for (let j = i + 1; j < names.length; j++) conflictsBetweenFragments(conflicts, names[i]!, names[j]!);
      }
    }
    return conflicts;
  };

  return {
    SelectionSet(selectionSet, _key, parent) {
      if (aborted) return;
      // An inline fragment's fields are collected with its parent's.
      if (parent && 'kind' in parent && parent.kind === Kind.INLINE_FRAGMENT) return;
      if (selectionSet.selections.length <= 1 && selectionSet.selections[0]?.kind !== Kind.INLINE_FRAGMENT) return;
      let conflicts: Conflict[];
      try {
        conflicts = conflictsWithinSelectionSet(context.getParentType() ?? undefined, selectionSet);
      } catch (error) {
        if (!(error instanceof BudgetExhausted)) throw error;
        aborted = true;
        context.reportError(new GraphQLError('Validation aborted.'));
        return;
      }
      for (const { responseName, reason, fields1, fields2 } of conflicts) {
        context.reportError(
          new GraphQLError(
            `Fields "${abbreviate(responseName)}" conflict because ${reason}. Use different aliases on the fields to fetch both if this was intentional.`,
            { nodes: [...fields1, ...fields2] },
          ),
        );
      }
    },
  };
};

const REPLACED_RULE = 'OverlappingFieldsCanBeMergedRule';

/**
 * Validation with `ExclusiveAwareOverlappingFieldsRule` in place of graphql-js's rule and of the
 * defer-stream plugin's copy (both named `OverlappingFieldsCanBeMergedRule`), for POST
 * /api/graphql and graphql-ws alike (both validate through Yoga's envelop).
 */
export function useExclusiveFieldMerging(): Plugin {
  return {
    onValidate({ validateFn, setValidationFn }) {
      const inner = validateFn as typeof validate;
      setValidationFn((schema, document, rules, typeInfo, options) =>
        inner(
          schema,
          document,
          [...(rules ?? specifiedRules).filter((rule: ValidationRule) => rule.name !== REPLACED_RULE), ExclusiveAwareOverlappingFieldsRule],
          typeInfo,
          options,
        ),
      );
    },
  };
}
