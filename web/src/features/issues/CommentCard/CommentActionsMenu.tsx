import { EyeClosedIcon, EyeIcon, KebabHorizontalIcon, LinkIcon, PencilIcon, QuoteIcon, TrashIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, IconButton } from '@primer/react';
import type { RefObject } from 'react';
import { HIDE_REASONS, type HideReason } from './commentMutations';

/** What the viewer may do with the body (the server's `viewerCan*`); what they may not is left out. */
export interface CommentRights {
  update: boolean;
  delete: boolean;
  minimize: boolean;
  unminimize: boolean;
  /** Whether a comment form takes quote replies. */
  quote: boolean;
}

export interface CommentActionsMenuProps {
  /** "Comment actions", or "Issue body actions". */
  label: string;
  rights: CommentRights;
  anchorRef: RefObject<HTMLButtonElement | null>;
  onCopyLink: () => void;
  onQuoteReply: () => void;
  onEdit: () => void;
  onHide: (reason: HideReason) => void;
  onUnhide: () => void;
  onDelete: () => void;
}

/**
 * GitHub's comment menu (the kebab in the card's header): Copy link and Quote reply, then what the
 * viewer's rights allow: Edit, Hide (a submenu of GitHub's reasons) or Unhide, and Delete.
 */
export function CommentActionsMenu({
  label,
  rights,
  anchorRef,
  onCopyLink,
  onQuoteReply,
  onEdit,
  onHide,
  onUnhide,
  onDelete,
}: CommentActionsMenuProps) {
  const moderates = rights.update || rights.minimize || rights.unminimize;
  return (
    <ActionMenu anchorRef={anchorRef}>
      <ActionMenu.Anchor>
        <IconButton icon={KebabHorizontalIcon} variant="invisible" size="small" aria-label={label} data-comment-actions="" />
      </ActionMenu.Anchor>
      <ActionMenu.Overlay align="end">
        <ActionList>
          <ActionList.Item onSelect={onCopyLink}>
            <ActionList.LeadingVisual>
              <LinkIcon />
            </ActionList.LeadingVisual>
            Copy link
          </ActionList.Item>
          {rights.quote ? (
            <ActionList.Item onSelect={onQuoteReply}>
              <ActionList.LeadingVisual>
                <QuoteIcon />
              </ActionList.LeadingVisual>
              Quote reply
            </ActionList.Item>
          ) : null}
          {moderates ? <ActionList.Divider /> : null}
          {rights.update ? (
            <ActionList.Item onSelect={onEdit}>
              <ActionList.LeadingVisual>
                <PencilIcon />
              </ActionList.LeadingVisual>
              Edit
            </ActionList.Item>
          ) : null}
          {rights.minimize ? (
            <ActionMenu>
              <ActionMenu.Anchor>
                <ActionList.Item>
                  <ActionList.LeadingVisual>
                    <EyeClosedIcon />
                  </ActionList.LeadingVisual>
                  Hide
                </ActionList.Item>
              </ActionMenu.Anchor>
              <ActionMenu.Overlay>
                <ActionList>
                  {HIDE_REASONS.map((reason) => (
                    <ActionList.Item key={reason.classifier} onSelect={() => onHide(reason)}>
                      {reason.label}
                    </ActionList.Item>
                  ))}
                </ActionList>
              </ActionMenu.Overlay>
            </ActionMenu>
          ) : null}
          {rights.unminimize ? (
            <ActionList.Item onSelect={onUnhide}>
              <ActionList.LeadingVisual>
                <EyeIcon />
              </ActionList.LeadingVisual>
              Unhide
            </ActionList.Item>
          ) : null}
          {rights.delete ? (
            <>
              <ActionList.Divider />
              <ActionList.Item variant="danger" onSelect={onDelete}>
                <ActionList.LeadingVisual>
                  <TrashIcon />
                </ActionList.LeadingVisual>
                Delete
              </ActionList.Item>
            </>
          ) : null}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
