import { Avatar, Button } from '@primer/react';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLazyConfirm } from '../../../components/LazyConfirm/useLazyConfirm';
import type { CommentCard_subject$data, CommentCard_subject$key } from '../../../__generated__/CommentCard_subject.graphql';
import { useToast } from '../../../components/Toast/Toast';
import { useConversation, type Conversation } from '../IssueConversation/ConversationContext';
import { ReactionBar } from '../IssueConversation/ReactionBar';
import { requestQuoteReply, useQuoteReplyAvailable } from '../IssueConversation/quoteReply';
import { GHOST_LOGIN } from '../IssueRow/ghost';
import { CommentActionsMenu } from './CommentActionsMenu';
import classes from './CommentCard.module.css';
import { CommentEditor } from './CommentEditor';
import { useBodyUpdate, useCommentDelete, useCommentMinimize, type HideReason, type MutationOutcome } from './commentMutations';
import { EditedMarker } from './EditedMarker';
import { selectedTextWithin, useQuoteShortcut } from './useQuoteShortcut';
import { useTaskList } from './useTaskListTicks';
import { ownAddress } from '../../../lib/ownAddress';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';

const subjectFragment = graphql`
  fragment CommentCard_subject on Node {
    __typename
    id
    ...EditedMarker_subject
    ...ReactionBar_subject @alias(as: "reactions")
    ... on Issue {
      databaseId
      url
      body
      bodyHTML
      bodyVersion
      createdAt
      viewerCanUpdate
      author {
        login
        avatarUrl(size: 64)
      }
      repository {
        nameWithOwner
      }
    }
    ... on IssueComment {
      databaseId
      url
      body
      bodyHTML
      bodyVersion
      createdAt
      viewerCanUpdate
      viewerCanDelete
      viewerCanMinimize
      viewerCanUnminimize
      isMinimized
      minimizedReason
      author {
        login
        avatarUrl(size: 64)
      }
    }
  }
`;

/** What the card shows of an issue or a comment (the fragment's two kinds in one shape). */
interface CardSubject {
  kind: 'issue' | 'comment';
  id: string;
  /** The comment's issue (for its comment count); null for an issue's own body, or outside a conversation. */
  issueId: string | null;
  /** The card's id in the page, as GitHub's addresses name it (`issue-N`, `issuecomment-N`). */
  anchor: string;
  permalink: string;
  /** `owner/repo`, for the editor's preview. */
  repository: string;
  author: { login: string; avatarUrl: unknown } | null;
  createdAt: string;
  body: string;
  bodyHTML: string;
  bodyVersion: string;
  isMinimized: boolean;
  minimizedReason: string | null;
  rights: { update: boolean; delete: boolean; minimize: boolean; unminimize: boolean };
}

function cardSubject(data: CommentCard_subject$data, conversation: Conversation): CardSubject | null {
  if (data.__typename !== 'Issue' && data.__typename !== 'IssueComment') return null;
  const kind = data.__typename === 'Issue' ? 'issue' : 'comment';
  const anchor = `${kind === 'issue' ? 'issue' : 'issuecomment'}-${data.databaseId ?? data.id}`;
  const url = String(data.url ?? '');
  return {
    kind,
    id: data.id,
    issueId: data.__typename === 'Issue' ? null : conversation.issueId,
    anchor,
    permalink: kind === 'issue' ? `${url}#${anchor}` : url,
    repository: data.repository?.nameWithOwner ?? conversation.repository,
    author: data.author ?? null,
    createdAt: String(data.createdAt),
    body: data.body ?? '',
    bodyHTML: String(data.bodyHTML ?? ''),
    bodyVersion: data.bodyVersion ?? '',
    isMinimized: data.isMinimized ?? false,
    minimizedReason: data.minimizedReason ?? null,
    rights: {
      update: data.viewerCanUpdate ?? false,
      delete: data.viewerCanDelete ?? false,
      minimize: data.viewerCanMinimize ?? false,
      unminimize: data.viewerCanUnminimize ?? false,
    },
  };
}

/** The sentence a hidden comment shows in place of its content (GitHub's). */
export function minimizedSentence(reason: string | null | undefined): string {
  return reason ? `This comment was marked as ${reason}.` : 'This comment has been minimized.';
}

/** The body as it was when editing started, and what the editor holds now. */
interface Editing {
  draft: string;
  /** The `bodyVersion` the edit started from: a save is refused if someone saved since. */
  version: string;
  error: string | null;
}

export interface CommentCardProps {
  /** An issue (its description) or one of its comments. */
  subject: CommentCard_subject$key;
}

/**
 * An issue's description or a comment, as GitHub draws them: author, time, "edited" marker and the
 * actions menu in the header, the rendered body (its task lists tickable for those who may edit),
 * the reactions under it. Editing happens in place; a hidden comment shows collapsed with its reason.
 */
export function CommentCard({ subject }: CommentCardProps) {
  // A deleted comment's record is gone from the store: the card goes with it.
  const data: CommentCard_subject$data | null = useFragment(subjectFragment, subject);
  const conversation = useConversation();
  const card = data ? cardSubject(data, conversation) : null;
  if (!data || !card) return null;
  return <CommentCardContent card={card} subject={data} />;
}

interface CommentCardContentProps {
  card: CardSubject;
  /** The fragment's data, for the parts that read their own fragments. */
  subject: CommentCard_subject$data;
}

function CommentCardContent({ card, subject }: CommentCardContentProps) {
  const isIssue = card.kind === 'issue';
  const login = card.author?.login ?? GHOST_LOGIN;
  const minimized = card.isMinimized;

  const [editing, setEditing] = useState<Editing | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [bodyElement, setBodyElement] = useState<HTMLDivElement | null>(null);
  const actionsRef = useRef<HTMLButtonElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusToggle = useRef(false);
  const quoteAvailable = useQuoteReplyAvailable();
  const confirm = useLazyConfirm();
  const { addToast } = useToast();
  const saveBody = useBodyUpdate(card.kind);
  const deleteComment = useCommentDelete();
  const setMinimized = useCommentMinimize();
  const contentShown = !minimized || expanded;

  useQuoteShortcut(bodyElement, quoteAvailable && contentShown && editing === null);
  useTaskList(bodyElement, {
    subjectId: card.id,
    bodyVersion: card.bodyVersion,
    bodyHTML: card.bodyHTML,
    enabled: card.rights.update && editing === null,
  });
  // Hiding takes the menu away with the content: focus goes to the toggle that shows it again.
  useEffect(() => {
    if (minimized && focusToggle.current) toggleRef.current?.focus();
    focusToggle.current = false;
  }, [minimized]);

  const reportFailure: MutationOutcome = { onFailed: (message) => addToast({ type: 'error', message }) };
  const handleCopyLink = () => {
    const copied = navigator.clipboard?.writeText(card.permalink);
    if (!copied) {
      addToast({ type: 'error', message: 'The link could not be copied.' });
      return;
    }
    copied.then(
      () => addToast({ type: 'success', message: 'Link copied to the clipboard.' }),
      () => addToast({ type: 'error', message: 'The link could not be copied.' }),
    );
  };
  const handleQuoteReply = () => requestQuoteReply(selectedTextWithin(bodyElement) ?? card.body);
  const handleEdit = () => setEditing({ draft: card.body, version: card.bodyVersion, error: null });
  const stopEditing = () => {
    setEditing(null);
    actionsRef.current?.focus();
  };
  const handleCancel = async () => {
    if (editing && editing.draft !== card.body) {
      const discard = await confirm({
        title: 'You have unsaved changes',
        content: 'Are you sure you want to discard them?',
        confirmButtonContent: 'Discard',
        confirmButtonType: 'danger',
      });
      if (!discard) return;
    }
    stopEditing();
  };
  const handleSave = () => {
    if (!editing) return;
    if (!isIssue && editing.draft.trim() === '') {
      setEditing({ ...editing, error: 'Comment cannot be blank.' });
      return;
    }
    const attempt = { ...editing, error: null };
    stopEditing();
    // Shown at once; a refusal brings the editor back with the text as typed and the server's words.
    saveBody(card.id, attempt.draft, attempt.version, { onFailed: (message) => setEditing({ ...attempt, error: message }) });
  };
  const handleHide = (reason: HideReason) => {
    setExpanded(false);
    focusToggle.current = true;
    setMinimized(card.id, reason, reportFailure);
  };
  const handleUnhide = () => setMinimized(card.id, null, reportFailure);
  const handleDelete = async () => {
    const confirmed = await confirm({
      title: 'Delete comment?',
      content: 'Are you sure you want to delete this comment?',
      confirmButtonContent: 'Delete',
      confirmButtonType: 'danger',
    });
    if (!confirmed) return;
    const neighbour = neighbouringActions(actionsRef.current);
    deleteComment(card.id, card.issueId, reportFailure);
    // The card is gone: focus moves to the next comment's menu (or the previous one's).
    setTimeout(() => neighbour?.focus());
  };

  return (
    <article id={card.anchor} className={classes.card} aria-label={`${isIssue ? 'Description' : 'Comment'} by ${login}`}>
      {minimized ? (
        <div className={classes.minimized}>
          <span>{minimizedSentence(card.minimizedReason)}</span>
          <Button ref={toggleRef} variant="invisible" size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Hide comment' : 'Show comment'}
          </Button>
        </div>
      ) : null}
      {contentShown ? (
        <>
          <header className={classes.header}>
            {card.author ? <Avatar src={ownAddress(card.author.avatarUrl)} alt="" size={20} /> : null}
            <strong>{login}</strong>
            <span className={classes.muted}>
              {isIssue ? 'opened' : 'commented'}{' '}
              <a href={`#${card.anchor}`} className={classes.timeLink}>
                <RelativeTime datetime={card.createdAt} />
              </a>
            </span>
            <EditedMarker subject={subject} />
            <span className={classes.headerActions}>
              <CommentActionsMenu
                label={isIssue ? 'Issue body actions' : 'Comment actions'}
                anchorRef={actionsRef}
                rights={{ ...card.rights, quote: quoteAvailable }}
                onCopyLink={handleCopyLink}
                onQuoteReply={handleQuoteReply}
                onEdit={handleEdit}
                onHide={handleHide}
                onUnhide={handleUnhide}
                onDelete={() => void handleDelete()}
              />
            </span>
          </header>
          {editing ? (
            <CommentEditor
              label={isIssue ? 'Edit issue body' : 'Edit comment'}
              value={editing.draft}
              onChange={(draft) => setEditing({ ...editing, draft })}
              repository={card.repository}
              error={editing.error}
              onCancel={() => void handleCancel()}
              onSubmit={handleSave}
            />
          ) : card.bodyHTML.trim() === '' ? (
            <p className={`${classes.body} ${classes.muted}`}>
              <em>No description provided.</em>
            </p>
          ) : (
            <div ref={setBodyElement} className={`markdown-body ${classes.body}`} dangerouslySetInnerHTML={{ __html: card.bodyHTML }} />
          )}
          <footer className={classes.footer}>{subject.reactions ? <ReactionBar subject={subject.reactions} /> : null}</footer>
        </>
      ) : null}
    </article>
  );
}

/** The actions button of the comment after this one, or before it when it is the last. */
function neighbouringActions(own: HTMLElement | null): HTMLElement | null {
  const all = [...document.querySelectorAll<HTMLElement>('[data-comment-actions]')];
  const index = own ? all.indexOf(own) : -1;
  if (index < 0) return null;
  return all[index + 1] ?? all[index - 1] ?? null;
}
