import { SearchIcon, XCircleFillIcon } from '@primer/octicons-react';
import { Button, TextInput } from '@primer/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { Link } from 'react-router';
import type { IssueFilterBarValuesQuery } from '../../../__generated__/IssueFilterBarValuesQuery.graphql';
import { relayEnvironment } from '../../../relay/environment';
import {
  applySuggestion,
  caretTerm,
  issueFieldKey,
  localSuggestions,
  mergeSuggestions,
  namedSuggestions,
  valueSource,
  type CaretTerm,
  type FilterIssueField,
  type NamedValue,
  type Suggestion,
} from './filterSuggestions';
import { QueryHighlight } from './QueryHighlight';
import classes from './IssueList.module.css';

const valuesQuery = graphql`
  query IssueFilterBarValuesQuery(
    $owner: String!
    $name: String!
    $query: String!
    $labels: Boolean!
    $milestones: Boolean!
    $assignable: Boolean!
    $mentionable: Boolean!
    $types: Boolean!
    $projects: Boolean!
  ) {
    repository(owner: $owner, name: $name) {
      labels(first: 10, query: $query, orderBy: { field: NAME, direction: ASC }) @include(if: $labels) {
        nodes {
          name
        }
      }
      milestones(first: 10, query: $query, states: [OPEN, CLOSED]) @include(if: $milestones) {
        nodes {
          title
        }
      }
      assignableUsers(first: 10, query: $query) @include(if: $assignable) {
        nodes {
          login
          name
        }
      }
      mentionableUsers(first: 10, query: $query) @include(if: $mentionable) {
        nodes {
          login
          name
        }
      }
      issueTypes(first: 25) @include(if: $types) {
        nodes {
          name
          isEnabled
        }
      }
      projectsV2(first: 20, query: $query) @include(if: $projects) {
        nodes {
          number
          title
          url
        }
      }
    }
  }
`;

export interface IssueFilterBarProps {
  /** The repository the list is of; left out on the dashboard (lists across repositories). */
  owner?: string;
  repo?: string;
  /** The query the list shows. */
  applied: string;
  /** Problems with the applied query, each in words with its position. */
  errors: readonly string[];
  /** Runs a query (from page 1). */
  onApply: (query: string) => void;
  /** Shown after the labels and milestones links (the repository's New issue button). */
  actions?: ReactNode;
  /**
   * A dashboard view's own query: the clear button shows while the typed text differs from it and
   * restores it (spec 000 §4 "Dashboard flags"). Without it, clearing drops unapplied typing.
   */
  storedQuery?: string;
  /** Told the typed text 500 ms after typing stops (a saved view being edited holds it as its query). */
  onTypedChange?: (typed: string) => void;
}

/** How long typing must pause before the typed query is passed on (spec 000 §9 "query debounce"). */
const QUERY_DEBOUNCE_MS = 500;

/** The repository's issue fields, asked once per session and repository; failures give none, silently. */
const issueFieldCache = new Map<string, Promise<FilterIssueField[]>>();

interface IssueFieldJson {
  name: string;
  name_slug: string;
  data_type: string;
  options?: { name: string }[];
}

/**
 * The issue fields of a repository's organization, or, without a repository (the dashboard), of
 * every organization the viewer belongs to (grouped by organization, spec §7).
 */
function loadIssueFields(owner: string | undefined, repo: string | undefined): Promise<FilterIssueField[]> {
  const scoped = owner !== undefined && repo !== undefined;
  const key = scoped ? `${owner}/${repo}`.toLowerCase() : '';
  let fields = issueFieldCache.get(key);
  if (!fields) {
    const url = scoped ? `/_filter/issue_fields?repo=${encodeURIComponent(`${owner}/${repo}`)}` : '/_filter/issue_fields/dashboard';
    fields = fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) return [];
        const body = (await response.json()) as { issue_fields?: (IssueFieldJson | { fields?: IssueFieldJson[] })[] };
        const list = (body.issue_fields ?? []).flatMap((entry) => ('fields' in entry ? (entry.fields ?? []) : [entry as IssueFieldJson]));
        // The same field name can come from several organizations: offer it once.
        const unique = [...new Map(list.map((field) => [field.name_slug, field])).values()];
        return unique.map((field) => ({
          name: field.name,
          slug: field.name_slug,
          dataType: field.data_type,
          options: (field.options ?? []).map((option) => option.name),
        }));
      })
      .catch(() => []);
    issueFieldCache.set(key, fields);
  }
  return fields;
}

function useIssueFields(owner: string | undefined, repo: string | undefined, wanted: boolean): FilterIssueField[] {
  const [fields, setFields] = useState<FilterIssueField[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadIssueFields(owner, repo).then((found) => live && setFields(found));
    return () => {
      live = false;
    };
  }, [owner, repo, wanted]);
  return fields;
}

/** The project's `owner/number` for the `project:` qualifier, read from its URL. */
function projectValue(url: string, number: number): string | null {
  const owner = /\/(?:orgs|users)\/([^/]+)\/projects\//.exec(url)?.[1];
  return owner ? `${decodeURIComponent(owner)}/${number}` : null;
}

/** Values for the key being typed, from the repository (debounced): labels, milestones, people, types, projects. */
function useServerValues(owner: string | undefined, repo: string | undefined, term: CaretTerm | null): NamedValue[] {
  const [found, setFound] = useState<{ key: string; values: NamedValue[] }>({ key: '', values: [] });
  const source = valueSource(term?.key ?? null);
  const wanted = term && source && source !== 'issueField' ? `${term.key}:${term.partial}` : null;
  useEffect(() => {
    // Values come from one repository; across repositories only the fixed suggestions apply.
    if (!wanted || !term || !source || owner === undefined || repo === undefined) return;
    const timer = setTimeout(() => {
      fetchQuery<IssueFilterBarValuesQuery>(relayEnvironment, valuesQuery, {
        owner,
        name: repo,
        query: term.partial,
        labels: source === 'labels',
        milestones: source === 'milestones',
        assignable: source === 'assignableUsers',
        mentionable: source === 'mentionableUsers',
        types: source === 'issueTypes',
        projects: source === 'projects',
      })
        .toPromise()
        .then((data) => {
          const repository = data?.repository;
          const people = [...(repository?.assignableUsers?.nodes ?? []), ...(repository?.mentionableUsers?.nodes ?? [])];
          const values: NamedValue[] = [
            ...(repository?.labels?.nodes ?? []).flatMap((node) => (node ? [{ value: node.name }] : [])),
            ...(repository?.milestones?.nodes ?? []).flatMap((node) => (node ? [{ value: node.title }] : [])),
            ...people.flatMap((node) =>
              node ? [{ value: node.login, label: node.name ? `${node.login} ${node.name}` : node.login }] : [],
            ),
            ...(repository?.issueTypes?.nodes ?? []).flatMap((node) => (node?.isEnabled ? [{ value: node.name }] : [])),
            ...(repository?.projectsV2?.nodes ?? []).flatMap((node) => {
              const value = node ? projectValue(node.url, node.number) : null;
              return node && value ? [{ value, label: `${node.title} (${value})` }] : [];
            }),
          ];
          setFound({ key: wanted, values });
        })
        .catch(() => setFound({ key: wanted, values: [] }));
    }, 150);
    return () => clearTimeout(timer);
    // term is read through `wanted` (its key and partial).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, repo, wanted]);
  return found.key === wanted ? found.values : [];
}

/**
 * The filter bar: the query with its qualifiers highlighted, suggestions for qualifier keys and
 * values (labels, milestones, people, issue types, projects and issue fields from the repository), Enter to apply, a clear button while the
 * typed text differs from the applied query, the query's errors under it, and links to the labels
 * and milestones pages.
 */
export function IssueFilterBar({ owner, repo, applied, errors, onApply, actions, storedQuery, onTypedChange }: IssueFilterBarProps) {
  const [typed, setTyped] = useState(applied);
  useEffect(() => {
    if (!onTypedChange) return;
    const timer = setTimeout(() => onTypedChange(typed), QUERY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, onTypedChange]);
  const [caret, setCaret] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const listId = useId();
  const term = useMemo(() => (caret === null ? null : caretTerm(typed, caret)), [typed, caret]);
  const serverValues = useServerValues(owner, repo, open ? term : null);
  const issueFields = useIssueFields(owner, repo, open);
  const suggestions: Suggestion[] = useMemo(() => {
    if (!term) return [];
    const source = valueSource(term.key);
    const fixed = localSuggestions(
      term,
      issueFields.map((field) => issueFieldKey(field)),
    );
    if (source === 'issueField') {
      const field = issueFields.find(
        (candidate) => issueFieldKey(candidate) === term.key || `field.${candidate.name.toLowerCase()}` === term.key,
      );
      return namedSuggestions(term, field?.options ?? []);
    }
    return source ? mergeSuggestions(fixed, namedSuggestions(term, serverValues)) : fixed;
  }, [term, serverValues, issueFields]);
  const showList = open && suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);

  const readCaret = () => setCaret(input.current?.selectionStart ?? null);
  const accept = (suggestion: Suggestion) => {
    if (!term) return;
    const next = applySuggestion(typed, term, suggestion);
    setTyped(next.query);
    setActive(0);
    requestAnimationFrame(() => {
      input.current?.setSelectionRange(next.caret, next.caret);
      setCaret(next.caret);
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onApply(typed.trim() === '' ? 'is:issue' : typed.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the latest index: two keys pressed before a render must both count.
      const count = suggestions.length;
      setActive((previous) => (Math.min(previous, count - 1) + step + count) % count);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && suggestions[activeIndex]) {
      event.preventDefault();
      accept(suggestions[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };
  const base = owner !== undefined && repo !== undefined ? `/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}` : null;
  return (
    <div className={classes.filterBar}>
      <form role="search" aria-label="Issues" onSubmit={submit} className={classes.filterForm}>
        <div className={classes.filterField}>
          <QueryHighlight query={typed} />
          <TextInput
            ref={input}
            block
            name="q"
            className={classes.filterInput}
            aria-label="Search issues"
            role="combobox"
            aria-expanded={showList}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showList ? `${listId}-${activeIndex}` : undefined}
            leadingVisual={SearchIcon}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setCaret(event.target.selectionStart);
              setOpen(true);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onKeyUp={(event) => {
              if (event.key === 'ArrowLeft' || event.key === 'ArrowRight' || event.key === 'Home' || event.key === 'End') readCaret();
            }}
            onClick={readCaret}
            onFocus={readCaret}
            onBlur={() => setOpen(false)}
            validationStatus={errors.length > 0 ? 'error' : undefined}
            aria-describedby={errors.length > 0 ? errorId : undefined}
            aria-invalid={errors.length > 0 ? true : undefined}
            trailingAction={
              typed !== (storedQuery ?? applied) ? (
                <TextInput.Action
                  onClick={() => {
                    if (storedQuery === undefined) setTyped(applied);
                    else {
                      setTyped(storedQuery);
                      onApply(storedQuery);
                    }
                  }}
                  icon={XCircleFillIcon}
                  aria-label="Clear filter"
                />
              ) : undefined
            }
            autoComplete="off"
            spellCheck={false}
          />
          <ul id={listId} role="listbox" aria-label="Suggestions" className={classes.suggestions} hidden={!showList}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.term}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={classes.suggestion}
                // Keep the input's focus: the choice applies on mouse down.
                onMouseDown={(event) => {
                  event.preventDefault();
                  accept(suggestion);
                }}
              >
                {suggestion.label}
              </li>
            ))}
          </ul>
        </div>
      </form>
      <div className={classes.filterLinks}>
        {base !== null ? (
          <>
            <Button as={Link} to={`${base}/labels`}>
              Labels
            </Button>
            <Button as={Link} to={`${base}/milestones`}>
              Milestones
            </Button>
          </>
        ) : null}
        {actions}
      </div>
      {errors.length > 0 ? (
        <p id={errorId} className={classes.filterError} role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
