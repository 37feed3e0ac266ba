import { SearchIcon, XCircleFillIcon } from '@primer/octicons-react';
import { Button, TextInput } from '@primer/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fetchQuery, graphql } from 'react-relay';
import { Link } from 'react-router';
import type { IssueFilterBarValuesQuery } from '../../../__generated__/IssueFilterBarValuesQuery.graphql';
import { relayEnvironment } from '../../../relay/environment';
import {
  applySuggestion,
  caretTerm,
  localSuggestions,
  namedSuggestions,
  SERVER_VALUE_KEYS,
  type CaretTerm,
  type Suggestion,
} from './filterSuggestions';
import { QueryHighlight } from './QueryHighlight';
import classes from './IssueList.module.css';

const valuesQuery = graphql`
  query IssueFilterBarValuesQuery($owner: String!, $name: String!, $query: String!, $labels: Boolean!, $milestones: Boolean!) {
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
    }
  }
`;

export interface IssueFilterBarProps {
  owner: string;
  repo: string;
  /** The query the list shows. */
  applied: string;
  /** Problems with the applied query, each in words with its position. */
  errors: string[];
  /** Runs a query (from page 1). */
  onApply: (query: string) => void;
}

/** Label and milestone names for the value being typed, from the repository (debounced). */
function useServerValues(owner: string, repo: string, term: CaretTerm | null): string[] {
  const [names, setNames] = useState<{ key: string; names: string[] }>({ key: '', names: [] });
  const wanted = term && term.key !== null && SERVER_VALUE_KEYS.has(term.key) ? `${term.key}:${term.partial}` : null;
  useEffect(() => {
    if (!wanted || !term?.key) return;
    const key = term.key;
    const timer = setTimeout(() => {
      fetchQuery<IssueFilterBarValuesQuery>(relayEnvironment, valuesQuery, {
        owner,
        name: repo,
        query: term.partial,
        labels: key === 'label',
        milestones: key === 'milestone',
      })
        .toPromise()
        .then((data) => {
          const repository = data?.repository;
          const found = [
            ...(repository?.labels?.nodes ?? []).flatMap((node) => (node ? [node.name] : [])),
            ...(repository?.milestones?.nodes ?? []).flatMap((node) => (node ? [node.title] : [])),
          ];
          setNames({ key: wanted, names: found });
        })
        .catch(() => setNames({ key: wanted, names: [] }));
    }, 150);
    return () => clearTimeout(timer);
    // term is read through `wanted` (its key and partial).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner, repo, wanted]);
  return names.key === wanted ? names.names : [];
}

/**
 * The filter bar: the query with its qualifiers highlighted, suggestions for qualifier keys and
 * values (labels and milestones from the repository), Enter to apply, a clear button while the
 * typed text differs from the applied query, the query's errors under it, and links to the labels
 * and milestones pages.
 */
export function IssueFilterBar({ owner, repo, applied, errors, onApply }: IssueFilterBarProps) {
  const [typed, setTyped] = useState(applied);
  const [caret, setCaret] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const listId = useId();
  const term = useMemo(() => (caret === null ? null : caretTerm(typed, caret)), [typed, caret]);
  const serverNames = useServerValues(owner, repo, open ? term : null);
  const suggestions: Suggestion[] = useMemo(() => {
    if (!term) return [];
    if (term.key !== null && SERVER_VALUE_KEYS.has(term.key)) return namedSuggestions(term, serverNames);
    return localSuggestions(term);
  }, [term, serverNames]);
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
  const base = `/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
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
              typed !== applied ? (
                <TextInput.Action onClick={() => setTyped(applied)} icon={XCircleFillIcon} aria-label="Clear filter" />
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
        <Button as={Link} to={`${base}/labels`}>
          Labels
        </Button>
        <Button as={Link} to={`${base}/milestones`}>
          Milestones
        </Button>
      </div>
      {errors.length > 0 ? (
        <p id={errorId} className={classes.filterError} role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
