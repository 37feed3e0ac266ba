import type { ParsedQuery, QueryError, QueryNode, Span } from './ast.ts';
import { positionOf } from './position.ts';
import { termToNode } from './terms.ts';
import { tokenize, type Token } from './tokenize.ts';
import { type ParseOptions, validate } from './validate.ts';

export const MAX_QUERY_LENGTH = 1024;
export const MAX_DEPTH = 5;

/** Result of parsing a stretch of the query: `sawTerm` is true even when the terms were ignored. */
interface Part {
  node: QueryNode | null;
  sawTerm: boolean;
}

class Parser {
  private index = 0;
  private depth = 0;
  private depthReported = false;
  readonly errors: QueryError[] = [];
  readonly warnings: QueryError[] = [];
  private readonly source: string;
  private readonly tokens: Token[];

  constructor(source: string, tokens: Token[]) {
    this.source = source;
    this.tokens = tokens;
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private error(message: string, at: Span): void {
    this.errors.push({ message, span: at });
  }

  private pos(at: Span): number {
    return positionOf(this.source, at.start);
  }

  parseQuery(): QueryNode | null {
    const parts: QueryNode[] = [];
    while (this.index < this.tokens.length) {
      const part = this.parseOr();
      if (part.node) parts.push(part.node);
      const next = this.peek();
      if (next?.type === 'rparen') {
        this.error(`Unbalanced parenthesis at position ${this.pos(next.span)}`, next.span);
        this.index++;
      }
    }
    if (parts.length <= 1) return parts[0] ?? null;
    // Parts split by a stray `)` are AND-ed, shaped so that the tree serialises back to itself.
    const nodes = parts.flatMap((node): QueryNode[] => {
      if (node.kind === 'and') return node.children;
      if (node.kind === 'or') return [{ kind: 'group', child: node, span: node.span }];
      return [node];
    });
    return combineAnd(
      nodes,
      parts.some((node) => node.kind === 'and' && node.explicit),
    );
  }

  private parseOr(): Part {
    const children: QueryNode[] = [];
    const first = this.parseAnd();
    let sawTerm = first.sawTerm;
    if (first.node) children.push(first.node);
    let next = this.peek();
    if (next?.type === 'op' && next.op === 'OR' && !first.sawTerm) {
      this.error(`Missing term before OR at position ${this.pos(next.span)}`, next.span);
    }
    while (next?.type === 'op' && next.op === 'OR') {
      const operator = next;
      this.index++;
      const right = this.parseAnd();
      if (!right.sawTerm) this.error(`Missing term after OR at position ${this.pos(operator.span)}`, operator.span);
      sawTerm ||= right.sawTerm;
      if (right.node) children.push(right.node);
      next = this.peek();
    }
    if (children.length <= 1) return { node: children[0] ?? null, sawTerm };
    return { node: { kind: 'or', children, span: cover(children) }, sawTerm };
  }

  private parseAnd(): Part {
    const children: QueryNode[] = [];
    let explicit = false;
    let sawTerm = false;
    for (let next = this.peek(); next; next = this.peek()) {
      if (next.type === 'rparen' || (next.type === 'op' && next.op === 'OR')) break;
      if (next.type === 'op' && next.op === 'AND') {
        this.index++;
        if (!sawTerm) this.error(`Missing term before AND at position ${this.pos(next.span)}`, next.span);
        const after = this.peek();
        if (!after || after.type === 'rparen' || (after.type === 'op' && after.op !== 'NOT')) {
          this.error(`Missing term after AND at position ${this.pos(next.span)}`, next.span);
        } else {
          explicit = true;
        }
        continue;
      }
      const unary = this.parseUnary();
      sawTerm ||= unary.sawTerm;
      if (unary.node) children.push(unary.node);
    }
    return { node: combineAnd(children, explicit), sawTerm };
  }

  private parseUnary(): Part {
    const token = this.peek();
    if (token?.type === 'op' && token.op === 'NOT') {
      this.index++;
      const after = this.peek();
      if (!after || after.type === 'rparen' || after.type === 'op') {
        this.error(`Missing term after NOT at position ${this.pos(token.span)}`, token.span);
        return { node: null, sawTerm: true };
      }
      // NOT takes the next primary; a `-( … )` group counts as one too.
      const child = after.type === 'minus' ? this.parseUnary() : this.parsePrimary();
      if (!child.node) return child;
      return { node: { kind: 'not', child: child.node, span: { start: token.span.start, end: child.node.span.end } }, sawTerm: true };
    }
    if (token?.type === 'minus') {
      this.index++;
      const child = this.parsePrimary();
      if (!child.node) return child;
      return { node: { kind: 'not', child: child.node, span: { start: token.span.start, end: child.node.span.end } }, sawTerm: true };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): Part {
    const token = this.peek();
    if (!token) return { node: null, sawTerm: false };
    if (token.type === 'lparen') return this.parseGroup(token);
    this.index++;
    if (token.type === 'term') {
      const result = termToNode(this.source, token.raw, token.span.start);
      this.warnings.push(...result.warnings);
      return { node: result.node, sawTerm: true };
    }
    // Not reachable through the callers (they stop at `)` and operators); consumed defensively.
    return { node: null, sawTerm: false };
  }

  private parseGroup(open: Token): Part {
    this.index++;
    this.depth++;
    if (this.depth > MAX_DEPTH && !this.depthReported) {
      this.depthReported = true;
      this.error(`Parentheses can be nested at most ${MAX_DEPTH} levels deep`, open.span);
    }
    try {
      const first = this.peek();
      if (first?.type === 'rparen') {
        this.index++;
        this.error(`Empty parentheses at position ${this.pos(open.span)}`, { start: open.span.start, end: first.span.end });
        return { node: null, sawTerm: true };
      }
      const inner = this.parseOr();
      const close = this.peek();
      let end: number;
      if (close?.type === 'rparen') {
        this.index++;
        end = close.span.end;
      } else {
        this.error(`Unbalanced parenthesis at position ${this.pos(open.span)}`, open.span);
        end = inner.node ? inner.node.span.end : open.span.end;
      }
      if (!inner.node) return { node: null, sawTerm: true };
      return { node: { kind: 'group', child: inner.node, span: { start: open.span.start, end } }, sawTerm: true };
    } finally {
      this.depth--;
    }
  }
}

function cover(nodes: QueryNode[]): Span {
  return { start: nodes[0]?.span.start ?? 0, end: nodes[nodes.length - 1]?.span.end ?? 0 };
}

function combineAnd(children: QueryNode[], explicit: boolean): QueryNode | null {
  if (children.length === 0) return null;
  if (children.length === 1) return children[0] ?? null;
  return { kind: 'and', children, explicit, span: cover(children) };
}

/**
 * Parses the structure only (no value validation): used by edits that must work on queries whose
 * values are not valid yet. Never throws.
 */
export function parseSyntax(source: string): ParsedQuery {
  const original = typeof source === 'string' ? source : '';
  if ([...original].length > MAX_QUERY_LENGTH) {
    return {
      source: original,
      root: null,
      errors: [{ message: 'Queries can be at most 1,024 characters long.', span: { start: 0, end: original.length } }],
      warnings: [],
    };
  }
  // Control characters become spaces, even inside quotes, and lone surrogates U+FFFD: no value
  // carries a character a database cannot store. Both keep every offset unchanged.
  // eslint-disable-next-line no-control-regex
  const text = original.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').toWellFormed();
  const { tokens, errors: tokenErrors } = tokenize(text);
  const parser = new Parser(text, tokens);
  const root = parser.parseQuery();
  return { source: original, root, errors: [...tokenErrors, ...parser.errors], warnings: parser.warnings };
}

/** Parses a search query. Never throws: problems come back as positioned `errors` and `warnings`. */
export function parse(source: string, options: ParseOptions = {}): ParsedQuery {
  const syntax = parseSyntax(source);
  if (syntax.errors.length > 0 && syntax.root === null) return syntax;
  const checked = validate(syntax.source, syntax.root, options);
  return { ...syntax, errors: [...syntax.errors, ...checked.errors], warnings: [...syntax.warnings, ...checked.warnings] };
}
