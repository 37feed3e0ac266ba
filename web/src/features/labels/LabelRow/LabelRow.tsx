import { KebabHorizontalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Banner, IconButton } from '@primer/react';
import { Dialog } from '@primer/react/experimental';
import { useRef, useState } from 'react';
import { ConnectionHandler, graphql, useFragment, useMutation } from 'react-relay';
import type { LabelRow_label$key } from '../../../__generated__/LabelRow_label.graphql';
import type { LabelRowDeleteMutation } from '../../../__generated__/LabelRowDeleteMutation.graphql';
import type { LabelRowUpdateMutation } from '../../../__generated__/LabelRowUpdateMutation.graphql';
import { LabelPill } from '../../../components/LabelPill/LabelPill';
import { LabelFormDialog } from '../LabelFormDialog/LabelFormDialog';
import { failureDetail, mutationErrors } from '../labelErrors';
import { LABEL_MESSAGES } from '../labelForm';
import { labelSearchHrefs } from '../labelsAddress';
import { LabelCounts } from './LabelCounts';
import classes from './LabelRow.module.css';

export interface LabelRowProps {
  label: LabelRow_label$key;
  owner: string;
  repo: string;
  /** Every visible label's id, for the one counts query. */
  ids: readonly string[];
  /** Spec 001 §6: Edit and Delete follow viewerCanPush (isWritable is part of the server's rule). */
  canManage: boolean;
  /** The list's connection, which a delete removes the row from and counts down. */
  connectionId: string;
  /** After a delete: the row and its menu button are gone, so the list decides where focus goes. */
  onDeleted?: () => void;
}

/** One row of the labels list: chip, description, counts and, for people who may, Edit and Delete. */
export function LabelRow({ label, owner, repo, ids, canManage, connectionId, onDeleted }: LabelRowProps) {
  const data = useFragment(
    graphql`
      fragment LabelRow_label on Label {
        id
        name
        color
        description
      }
    `,
    label,
  );
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const menuRef = useRef<HTMLButtonElement>(null);
  const [commitUpdate] = useMutation<LabelRowUpdateMutation>(graphql`
    mutation LabelRowUpdateMutation($input: UpdateLabelInput!) {
      updateLabel(input: $input) {
        label {
          ...LabelRow_label
        }
      }
    }
  `);
  const [commitDelete, deleteInFlight] = useMutation<LabelRowDeleteMutation>(graphql`
    mutation LabelRowDeleteMutation($input: DeleteLabelInput!) {
      deleteLabel(input: $input) {
        clientMutationId
      }
    }
  `);
  const hrefs = labelSearchHrefs(owner, repo, data.name);

  const update = (values: { name: string; color: string; description: string }) =>
    new Promise<void>((resolve, reject) => {
      const fail = (errors: Parameters<typeof failureDetail>[0]) =>
        reject(new Error(failureDetail(errors, LABEL_MESSAGES.updateError, LABEL_MESSAGES.updateError)));
      commitUpdate({
        variables: { input: { id: data.id, ...values } },
        onCompleted: (response, errors) => {
          if (errors && errors.length > 0) fail(errors);
          else if (!response.updateLabel?.label) fail([]);
          else {
            setEditing(false);
            resolve();
          }
        },
        onError: (error) => fail(mutationErrors(error)),
      });
    });

  const remove = () => {
    if (deleteInFlight) return;
    setDeleteFailed(false);
    commitDelete({
      variables: { input: { id: data.id } },
      updater: (store, response) => {
        if (!response?.deleteLabel) return;
        const connection = store.get(connectionId);
        if (connection) {
          ConnectionHandler.deleteNode(connection, data.id);
          const total = connection.getValue('totalCount');
          connection.setValue(Math.max(0, (typeof total === 'number' ? total : 0) - 1), 'totalCount');
        }
      },
      onCompleted: (response, errors) => {
        if ((errors && errors.length > 0) || !response.deleteLabel) setDeleteFailed(true);
        else {
          setDeleting(false);
          onDeleted?.();
        }
      },
      onError: () => setDeleteFailed(true),
    });
  };

  return (
    <li className={classes.row} data-label-name={data.name}>
      <div className={classes.chip}>
        <LabelPill to={hrefs.all} color={data.color}>
          {data.name}
        </LabelPill>
      </div>
      <div className={classes.description}>{data.description}</div>
      <div className={classes.counts}>
        <LabelCounts ids={ids} id={data.id} hrefs={hrefs} />
      </div>
      <div className={classes.actions}>
        {canManage ? (
          <ActionMenu anchorRef={menuRef}>
            <ActionMenu.Anchor>
              <IconButton ref={menuRef} icon={KebabHorizontalIcon} variant="invisible" aria-label={`Actions for label ${data.name}`} />
            </ActionMenu.Anchor>
            <ActionMenu.Overlay>
              <ActionList>
                <ActionList.Item onSelect={() => setEditing(true)}>Edit</ActionList.Item>
                <ActionList.Item
                  variant="danger"
                  onSelect={() => {
                    setDeleteFailed(false);
                    setDeleting(true);
                  }}
                >
                  Delete
                </ActionList.Item>
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        ) : null}
      </div>
      {editing ? (
        <LabelFormDialog mode="edit" initial={data} onSubmit={update} onClose={() => setEditing(false)} returnFocusRef={menuRef} />
      ) : null}
      {deleting ? (
        <Dialog
          title="Delete label?"
          role="alertdialog"
          onClose={() => {
            if (!deleteInFlight) setDeleting(false);
          }}
          returnFocusRef={menuRef}
          footerButtons={[
            { buttonType: 'default', content: 'Cancel', onClick: () => setDeleting(false), disabled: deleteInFlight },
            { buttonType: 'danger', content: 'Delete label', onClick: remove, loading: deleteInFlight, autoFocus: true },
          ]}
        >
          {deleteFailed ? <Banner variant="critical" title={LABEL_MESSAGES.deleteFailed} className={classes.deleteBanner} /> : null}
          <p className={classes.deleteText}>
            Are you sure? Deleting the label <strong>{data.name}</strong> will remove it from all issues and pull requests.
          </p>
        </Dialog>
      ) : null}
    </li>
  );
}
