import { useCallback, useState } from 'react';
import { bulkOffer, type BulkOffer, type BulkRepository } from './bulkOffer';
import type { BulkActionsProps } from './BulkActions';
import type { BulkJob } from './useBulkJob';
import { useSelection, type Selection } from './useSelection';
import type { BulkChange } from './updateIssuesBulk';

/** What a page gives its list for bulk actions: the repository, whether the list holds only issues, and its job. */
export interface BulkSetup {
  repository: BulkRepository;
  /** The list is limited to issues (spec 000 §5); the milestone page, which lists both, relies on 'no pull request chosen'. */
  issuesOnly: boolean;
  job: BulkJob;
}

/** A listed row, as the selection keeps it. */
export interface BulkRow {
  id: string;
  pullRequest: boolean;
}

export interface BulkList {
  selection: Selection<BulkRow>;
  offer: BulkOffer;
  pullRequestSelected: boolean;
  /** The chosen items' ids. */
  ids: string[];
  /** Starts the change for the chosen issues; the selection clears once the job started. */
  apply: (change: BulkChange) => void;
  markAsOpen: boolean;
  setMarkAsOpen: (open: boolean) => void;
}

/**
 * Bulk actions of one list (the repository list, the milestone page): the selection of its rows,
 * kept while paging through the same list (`resetKey`), what is offered, and starting a change.
 * Without a setup (lists across repositories) nothing is offered.
 */
export function useBulkList(setup: BulkSetup | null, rows: readonly BulkRow[], resetKey: string): BulkList {
  const selection = useSelection(rows, resetKey);
  const [markAsOpen, setMarkAsOpen] = useState(false);
  const pullRequestSelected = selection.selected.some((row) => row.pullRequest);
  const offer = bulkOffer({
    repository: setup?.repository,
    issuesOnly: setup?.issuesOnly ?? false,
    listedCount: rows.length,
    selectedCount: selection.selected.length,
    pullRequestSelected,
  });
  const ids = selection.selected.map((row) => row.id);
  const start = setup?.job.start;
  const { clear } = selection;
  const idsKey = ids.join(',');
  const apply = useCallback(
    (change: BulkChange) => {
      if (!start || idsKey === '') return;
      void start(idsKey.split(','), change).then((started) => {
        if (started) clear();
      });
    },
    [clear, idsKey, start],
  );
  return { selection, offer, pullRequestSelected, ids, apply, markAsOpen, setMarkAsOpen };
}

/** The bulk-action bar's props for a list: its chosen items and offer, and the page's repository and job. */
export function bulkActionsProps(setup: BulkSetup, list: BulkList): BulkActionsProps {
  return {
    ids: list.ids,
    repository: setup.repository,
    offer: list.offer,
    pullRequestSelected: list.pullRequestSelected,
    busy: setup.job.running,
    markAsOpen: list.markAsOpen,
    onMarkAsOpenChange: list.setMarkAsOpen,
    onApply: list.apply,
  };
}
