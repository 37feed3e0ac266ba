// The saved-view writes (spec 000 §7), loaded on first use through `useSavedViewMutations`.
import { commitMutation, fetchQuery, graphql, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters } from 'relay-runtime';
import type { ViewsPaneSavedViewsQuery } from '../../__generated__/ViewsPaneSavedViewsQuery.graphql';
import type {
  savedViewMutationsCreateMutation,
  CreateDashboardSearchShortcutInput,
} from '../../__generated__/savedViewMutationsCreateMutation.graphql';
import type {
  savedViewMutationsUpdateMutation,
  UpdateDashboardSearchShortcutInput,
} from '../../__generated__/savedViewMutationsUpdateMutation.graphql';
import type { savedViewMutationsRemoveMutation } from '../../__generated__/savedViewMutationsRemoveMutation.graphql';
import { relayEnvironment } from '../../relay/environment';
import { savedViewsQuery } from '../dashboard/ViewsPane';

const createMutation = graphql`
  mutation savedViewMutationsCreateMutation($input: CreateDashboardSearchShortcutInput!) {
    createDashboardSearchShortcut(input: $input) {
      shortcut {
        id
      }
    }
  }
`;

const updateMutation = graphql`
  mutation savedViewMutationsUpdateMutation($input: UpdateDashboardSearchShortcutInput!) {
    updateDashboardSearchShortcut(input: $input) {
      shortcut {
        id
      }
    }
  }
`;

const removeMutation = graphql`
  mutation savedViewMutationsRemoveMutation($input: RemoveDashboardSearchShortcutInput!) {
    removeDashboardSearchShortcut(input: $input) {
      removedShortcutId
    }
  }
`;

/** Re-reads the views pane's list (the first 25 ISSUES shortcuts) after a change: the mutations answer only ids. */
function refreshSavedViews(): Promise<unknown> {
  return fetchQuery<ViewsPaneSavedViewsQuery>(relayEnvironment, savedViewsQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}

function commit<T extends MutationParameters>(mutation: GraphQLTaggedNode, variables: T['variables']): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(relayEnvironment, {
      mutation,
      variables,
      onCompleted: (response, errors) => (errors?.length ? reject(new Error(errors[0]?.message)) : resolve(response)),
      onError: reject,
    });
  });
}

export type NewViewInput = Omit<CreateDashboardSearchShortcutInput, 'clientMutationId' | 'searchType'>;
export type ViewChanges = Omit<UpdateDashboardSearchShortcutInput, 'clientMutationId' | 'shortcutId'>;

/** Creates an ISSUES view; resolves with its id once the views list is re-read. */
export async function createView(input: NewViewInput): Promise<string> {
  const response = await commit<savedViewMutationsCreateMutation>(createMutation, { input: { ...input, searchType: 'ISSUES' } });
  const id = response.createDashboardSearchShortcut?.shortcut?.id;
  if (!id) throw new Error('The view was not created.');
  await refreshSavedViews();
  return id;
}

/** Changes a view; resolves once the views list is re-read. */
export async function updateView(shortcutId: string, changes: ViewChanges): Promise<void> {
  await commit<savedViewMutationsUpdateMutation>(updateMutation, { input: { shortcutId, ...changes } });
  await refreshSavedViews();
}

/** Deletes a view; resolves once the views list is re-read. */
export async function removeView(shortcutId: string): Promise<void> {
  await commit<savedViewMutationsRemoveMutation>(removeMutation, { input: { shortcutId } });
  await refreshSavedViews();
}
