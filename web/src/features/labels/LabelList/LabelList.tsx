import { SearchIcon, TagIcon } from '@primer/octicons-react';
import { Pagination, VisuallyHidden } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { useRef } from 'react';
import type { LabelRow_label$key } from '../../../__generated__/LabelRow_label.graphql';
import { LabelRow } from '../LabelRow/LabelRow';
import { labelsHref, labelsPageCount, type LabelsAddress } from '../labelsAddress';
import classes from './LabelList.module.css';

export interface LabelListProps {
  owner: string;
  repo: string;
  /** The address shown: the search decides the empty state, the page the pagination. */
  address: LabelsAddress;
  /** The labels of this page. */
  labels: readonly (LabelRow_label$key & { readonly id: string })[];
  /** All labels matching the search. */
  totalCount: number;
  /** The labels connection, which creating and deleting labels update. */
  connectionId: string;
  /** Spec 001 §6: the viewer can push (the empty state's hint, each row's Edit and Delete). */
  canManage: boolean;
  onPageChange: (page: number) => void;
}

/** The labels box (spec 001 §2.5): the count (announced), the rows or an empty state, and the pages. */
export function LabelList({ owner, repo, address, labels, totalCount, connectionId, canManage, onPageChange }: LabelListProps) {
  const countRef = useRef<HTMLHeadingElement>(null);
  const ids = labels.map((label) => label.id);
  const pages = labelsPageCount(totalCount);
  const countText = `${totalCount.toLocaleString('en-US')} ${totalCount === 1 ? 'label' : 'labels'}`;
  return (
    <>
      <section className={classes.box} aria-labelledby="labels-count">
        <h2 id="labels-count" ref={countRef} tabIndex={-1} className={classes.boxHeader}>
          {countText}
        </h2>
        <VisuallyHidden role="status">{countText}</VisuallyHidden>
        {labels.length === 0 && totalCount === 0 ? (
          <LabelListEmpty searched={address.q !== ''} canManage={canManage} />
        ) : (
          <ul className={classes.rows} aria-label="Labels">
            {labels.map((label) => (
              <LabelRow
                key={label.id}
                label={label}
                owner={owner}
                repo={repo}
                ids={ids}
                canManage={canManage}
                connectionId={connectionId}
                onDeleted={() => requestAnimationFrame(() => countRef.current?.focus())}
              />
            ))}
          </ul>
        )}
      </section>
      {pages > 1 ? (
        <div className={classes.pagination}>
          <Pagination
            pageCount={pages}
            currentPage={Math.min(address.page, pages)}
            marginPageCount={2}
            surroundingPageCount={2}
            hrefBuilder={(page) => labelsHref(owner, repo, { ...address, page })}
            onPageChange={(event, page) => {
              event.preventDefault();
              onPageChange(page);
            }}
          />
        </div>
      ) : null}
    </>
  );
}

/** No labels at all, or none matching the search. */
function LabelListEmpty({ searched, canManage }: { searched: boolean; canManage: boolean }) {
  if (searched)
    return (
      <Blankslate>
        <Blankslate.Visual>
          <SearchIcon size="medium" />
        </Blankslate.Visual>
        <Blankslate.Heading as="h3">No matching labels</Blankslate.Heading>
      </Blankslate>
    );
  return (
    <Blankslate>
      <Blankslate.Visual>
        <TagIcon size="medium" />
      </Blankslate.Visual>
      <Blankslate.Heading as="h3">There are no labels in this repository</Blankslate.Heading>
      {canManage ? (
        <Blankslate.Description>Labels organize issues and pull requests. Use New label to create the first one.</Blankslate.Description>
      ) : null}
    </Blankslate>
  );
}
