import { FormControl, Radio, RadioGroup, Spinner, TextInput } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { DuplicateIssueDialogQuery } from '../../../__generated__/DuplicateIssueDialogQuery.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary/ErrorBoundary';
import classes from './IssueHeader.module.css';

export interface DuplicateIssueDialogProps {
  /** The issue being closed: it cannot be its own original. */
  issueId: string;
  number: number;
  /** `owner/name`: the original is searched there. */
  repository: string;
  onCancel: () => void;
  onPick: (originalIssueId: string) => void;
}

/** The search's text without the search language's operators, so any typed text is a valid search. */
function searchText(text: string): string {
  return text
    .replace(/["():]/g, ' ')
    .replace(/(^|\s)-/g, '$1')
    .replace(/\b(AND|OR|NOT)\b/g, ' ')
    .trim();
}

interface CandidatesProps {
  repository: string;
  text: string;
  issueId: string;
  chosen: string | null;
  onChoose: (id: string) => void;
}

/** The repository's issues matching the text (and the issue numbered `#N` when the text is a number). */
function Candidates({ repository, text, issueId, chosen, onChoose }: CandidatesProps) {
  const [owner = '', name = ''] = repository.split('/');
  const number = /^#?(\d{1,9})$/.exec(text.trim())?.[1];
  const data = useLazyLoadQuery<DuplicateIssueDialogQuery>(
    graphql`
      query DuplicateIssueDialogQuery($owner: String!, $name: String!, $number: Int!, $byNumber: Boolean!, $query: String!) {
        repository(owner: $owner, name: $name) {
          issue(number: $number) @include(if: $byNumber) {
            id
            number
            title
          }
        }
        search(query: $query, type: ISSUE, first: 10) {
          nodes {
            __typename
            ... on Issue {
              id
              number
              title
            }
          }
        }
      }
    `,
    {
      owner,
      name,
      number: number ? Number(number) : 0,
      byNumber: number !== undefined,
      query: `repo:${repository} is:issue sort:updated-desc ${number ? '' : searchText(text)}`.trim(),
    },
  );
  const found = [
    ...(data.repository?.issue ? [data.repository.issue] : []),
    ...(data.search.nodes ?? []).flatMap((node) => (node?.__typename === 'Issue' ? [node] : [])),
  ];
  const candidates = found.filter((issue, index) => issue.id !== issueId && found.findIndex((other) => other.id === issue.id) === index);
  if (candidates.length === 0) return <p className={classes.muted}>No issues found.</p>;
  return (
    <RadioGroup name="original-issue" onChange={(value) => value && onChoose(value)}>
      <RadioGroup.Label>Original issue</RadioGroup.Label>
      {candidates.map((issue) => (
        <FormControl key={issue.id}>
          <Radio value={issue.id} checked={chosen === issue.id} />
          <FormControl.Label>
            #{issue.number} {issue.title}
          </FormControl.Label>
        </FormControl>
      ))}
    </RadioGroup>
  );
}

/**
 * "Close as duplicate": the viewer finds the original issue in the repository (by words or by
 * `#number`) and closes this one as its duplicate; the timeline then reads "marked this as a
 * duplicate of #N".
 */
export function DuplicateIssueDialog({ issueId, number, repository, onCancel, onPick }: DuplicateIssueDialogProps) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Dialog
      title="Close as duplicate"
      subtitle={`Choose the issue that #${number} duplicates.`}
      onClose={onCancel}
      data-testid="duplicate-dialog"
      footerButtons={[
        { content: 'Cancel', onClick: onCancel },
        {
          content: 'Close as duplicate',
          buttonType: 'primary',
          disabled: chosen === null,
          onClick: () => {
            if (chosen) onPick(chosen);
          },
        },
      ]}
    >
      <div className={classes.dialogBody}>
        <FormControl>
          <FormControl.Label>Search issues</FormControl.Label>
          <TextInput
            block
            autoFocus
            value={text}
            placeholder="Words in the title or #number"
            onChange={(event) => {
              setText(event.target.value);
              setChosen(null);
            }}
          />
        </FormControl>
        <ErrorBoundary resetKey={deferred} fallback={() => <p className={classes.muted}>The search failed. Try other words.</p>}>
          <Suspense fallback={<Spinner size="small" srText="Searching issues" />}>
            <Candidates repository={repository} text={deferred} issueId={issueId} chosen={chosen} onChoose={setChosen} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </Dialog>
  );
}
