import { SortDescIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu } from '@primer/react';
import {
  applySort,
  extractSort,
  isOrderSelectable,
  parse,
  REACTION_LABELS,
  SORT_OPTIONS,
  type ReactionEmoji,
  type SortDirection,
} from '@issues/search-query';
import { REACTION_EMOJI } from '../reactions';

/**
 * The sort menu (spec §4 "Sort rules", §9 "Sort options"): 'Sort by' with the five options and
 * the reaction emojis, 'Order' disabled for relevance and reaction sorts. Choosing replaces the
 * query's sort terms; the list goes back to page 1.
 */
export function IssueSortMenu({ query, onApply }: { query: string; onApply: (query: string) => void }) {
  const sort = extractSort(parse(query));
  const base = sort.key.startsWith('reactions-') ? 'reactions' : sort.key;
  const orderSelectable = isOrderSelectable(sort.key, sort.emoji);
  const choose = (key: string, direction: SortDirection, emoji?: ReactionEmoji) => onApply(applySort(query, key, direction, emoji).query);
  const current = SORT_OPTIONS.find((option) => option.key === base)?.label ?? 'Created on';
  return (
    <ActionMenu>
      <ActionMenu.Button leadingVisual={SortDescIcon} aria-label={`Sort by: ${current}`}>
        {current}
      </ActionMenu.Button>
      <ActionMenu.Overlay width="medium">
        <ActionList selectionVariant="single" showDividers>
          <ActionList.Group>
            <ActionList.GroupHeading>Sort by</ActionList.GroupHeading>
            {SORT_OPTIONS.map((option) => (
              <ActionList.Item
                key={option.key}
                selected={base === option.key && sort.emoji === undefined}
                onSelect={() => choose(option.key, sort.direction)}
              >
                {option.label}
              </ActionList.Item>
            ))}
            {(Object.keys(REACTION_LABELS) as ReactionEmoji[]).map((emoji) => (
              <ActionList.Item key={emoji} selected={sort.emoji === emoji} onSelect={() => choose('reactions', 'desc', emoji)}>
                <ActionList.LeadingVisual>
                  <span aria-hidden="true">{REACTION_EMOJI[emoji]}</span>
                </ActionList.LeadingVisual>
                {REACTION_LABELS[emoji]}
              </ActionList.Item>
            ))}
          </ActionList.Group>
          <ActionList.Group>
            <ActionList.GroupHeading>Order</ActionList.GroupHeading>
            <ActionList.Item selected={sort.direction === 'asc'} disabled={!orderSelectable} onSelect={() => choose(sort.key, 'asc')}>
              Ascending
            </ActionList.Item>
            <ActionList.Item selected={sort.direction === 'desc'} disabled={!orderSelectable} onSelect={() => choose(sort.key, 'desc')}>
              Descending
            </ActionList.Item>
          </ActionList.Group>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
