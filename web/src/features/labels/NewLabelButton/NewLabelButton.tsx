import { Button } from '@primer/react';
import { useRef, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { NewLabelButtonCreateMutation } from '../../../__generated__/NewLabelButtonCreateMutation.graphql';
import { LabelFormDialog } from '../LabelFormDialog/LabelFormDialog';
import { failureDetail, mutationErrors } from '../labelErrors';
import { LABEL_MESSAGES } from '../labelForm';

export interface NewLabelButtonProps {
  repositoryId: string;
  /** The list's connection: the new label goes on top of it and its count goes up. */
  connectionId: string;
}

/** The New label button and its dialog (spec 001 §2.5, §2.6); shown only to people who can push. */
export function NewLabelButton({ repositoryId, connectionId }: NewLabelButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [commit] = useMutation<NewLabelButtonCreateMutation>(graphql`
    mutation NewLabelButtonCreateMutation($input: CreateLabelInput!, $connections: [ID!]!) {
      createLabel(input: $input) {
        label @prependNode(connections: $connections, edgeTypeName: "LabelEdge") {
          id
          ...LabelRow_label
        }
      }
    }
  `);
  const create = (values: { name: string; color: string; description: string }) =>
    new Promise<void>((resolve, reject) => {
      const fail = (errors: Parameters<typeof failureDetail>[0]) =>
        reject(new Error(failureDetail(errors, LABEL_MESSAGES.createForbidden, '')));
      commit({
        variables: { input: { repositoryId, ...values }, connections: [connectionId] },
        updater: (store, response) => {
          if (!response?.createLabel?.label) return;
          const connection = store.get(connectionId);
          const total = connection?.getValue('totalCount');
          connection?.setValue((typeof total === 'number' ? total : 0) + 1, 'totalCount');
        },
        onCompleted: (response, errors) => {
          if (errors && errors.length > 0) fail(errors);
          else if (!response.createLabel?.label) fail([]);
          else {
            setOpen(false);
            resolve();
          }
        },
        onError: (error) => fail(mutationErrors(error)),
      });
    });
  return (
    <>
      <Button ref={buttonRef} variant="primary" onClick={() => setOpen(true)}>
        New label
      </Button>
      {open ? <LabelFormDialog mode="create" onSubmit={create} onClose={() => setOpen(false)} returnFocusRef={buttonRef} /> : null}
    </>
  );
}
