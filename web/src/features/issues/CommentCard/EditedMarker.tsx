import { TriangleDownIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button } from '@primer/react';
import { graphql, useFragment } from 'react-relay';
import type { EditedMarker_subject$key } from '../../../__generated__/EditedMarker_subject.graphql';
import { GHOST_LOGIN } from '../IssueRow/ghost';
import classes from './CommentCard.module.css';
import { RelativeTime } from '../../../components/RelativeTime/RelativeTime';

/** How many of the newest edits the menu lists; the version as created is listed after them whatever the count. */
const LISTED_EDITS = 10;

/**
 * GitHub's "edited" marker of an edited body (`includesCreatedEdit`): "edited", or "edited by
 * <login>" when the last editor is not the author, opening the list of edits, newest first
 * ("<login> edited <time>"), down to the version as created ("<login> created <time>").
 */
export function EditedMarker({ subject }: { subject: EditedMarker_subject$key }) {
  const data = useFragment(
    graphql`
      fragment EditedMarker_subject on Node {
        ... on Issue {
          includesCreatedEdit
          author {
            login
          }
          editor {
            login
          }
          edits: userContentEdits(first: 10) {
            totalCount
            nodes {
              id
              editedAt
              editor {
                login
              }
            }
          }
          created: userContentEdits(last: 1) {
            nodes {
              id
              editedAt
              editor {
                login
              }
            }
          }
        }
        ... on IssueComment {
          includesCreatedEdit
          author {
            login
          }
          editor {
            login
          }
          edits: userContentEdits(first: 10) {
            totalCount
            nodes {
              id
              editedAt
              editor {
                login
              }
            }
          }
          created: userContentEdits(last: 1) {
            nodes {
              id
              editedAt
              editor {
                login
              }
            }
          }
        }
      }
    `,
    subject,
  );
  if (!data.includesCreatedEdit) return null;
  const newest = (data.edits?.nodes ?? []).flatMap((edit) => (edit ? [edit] : [])).slice(0, LISTED_EDITS);
  const created = data.created?.nodes?.[0] ?? null;
  const entries = created && !newest.some((edit) => edit.id === created.id) ? [...newest, created] : newest;
  // The version as created is an entry of the history, not an edit.
  const editCount = Math.max(0, (data.edits?.totalCount ?? entries.length) - 1);
  const editor = data.editor?.login;
  const byOther = editor !== undefined && editor !== data.author?.login;
  return (
    <ActionMenu>
      <ActionMenu.Anchor>
        <Button variant="invisible" size="small" trailingVisual={TriangleDownIcon} className={classes.editedButton}>
          {byOther ? `edited by ${editor}` : 'edited'}
        </Button>
      </ActionMenu.Anchor>
      <ActionMenu.Overlay width="medium">
        <ActionList aria-label="Edit history">
          <ActionList.Group>
            {editCount > 1 ? <ActionList.GroupHeading>Edited {editCount} times</ActionList.GroupHeading> : null}
            {entries.map((edit) => (
              <ActionList.Item key={edit.id}>
                <strong>{edit.editor?.login ?? GHOST_LOGIN}</strong> {edit.id === created?.id ? 'created' : 'edited'}{' '}
                <RelativeTime datetime={String(edit.editedAt)} />
              </ActionList.Item>
            ))}
          </ActionList.Group>
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
