import { SearchIcon, XCircleFillIcon } from '@primer/octicons-react';
import { Button, TextInput } from '@primer/react';
import { useState, type FormEvent } from 'react';
import classes from './LabelSearch.module.css';

export interface LabelSearchProps {
  /** The applied search (`q`); give the component this as its key so a new address resets the draft. */
  applied: string;
  onApply: (q: string) => void;
}

/** Search box (spec 001 §2.5): Enter or the button applies `q` and drops `page`; the clear button resets it. */
export function LabelSearch({ applied, onApply }: LabelSearchProps) {
  const [draft, setDraft] = useState(applied);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.trim());
  };
  return (
    <form role="search" aria-label="Labels" className={classes.search} onSubmit={handleSubmit}>
      <TextInput
        aria-label="Search all labels"
        placeholder="Search all labels"
        leadingVisual={SearchIcon}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        className={classes.searchInput}
        trailingAction={
          draft !== '' || applied !== '' ? (
            <TextInput.Action
              icon={XCircleFillIcon}
              aria-label="Clear search"
              onClick={() => {
                setDraft('');
                onApply('');
              }}
            />
          ) : undefined
        }
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
