import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { BulkActions, type BulkActionsProps } from './BulkActions';

type Answers = Record<string, (variables: Variables) => GraphQLResponse>;

function environmentAnswering(answers: Answers): Environment {
  return new Environment({
    network: Network.create(async (request: RequestParameters, variables: Variables) => {
      const answer = answers[request.name];
      if (!answer) throw new Error(`No answer for ${request.name}`);
      return answer(variables);
    }),
    store: new Store(new RecordSource()),
  });
}

function renderBar(props: Partial<BulkActionsProps> = {}, answers: Answers = {}) {
  const onApply = vi.fn();
  const onMarkAsOpenChange = vi.fn();
  const all: BulkActionsProps = {
    ids: ['I_1', 'I_2'],
    repository: { owner: 'octo-org', name: 'hello-world' },
    offer: { offered: true, enabled: true, issueType: true },
    pullRequestSelected: false,
    busy: false,
    markAsOpen: false,
    onMarkAsOpenChange,
    onApply,
    ...props,
  };
  render(
    <RelayEnvironmentProvider environment={environmentAnswering(answers)}>
      <BulkActions {...all} />
    </RelayEnvironmentProvider>,
  );
  return { onApply, onMarkAsOpenChange };
}

const ACTIONS = ['Mark as', 'Label', 'Assign', 'Project', 'Milestone'];
const buttonNames = () =>
  within(screen.getByRole('group', { name: 'Bulk actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('BulkActions', () => {
  it('shows the count and Mark as, Label, Assign, Project, Milestone and Issue type', () => {
    renderBar();
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(buttonNames()).toEqual([...ACTIONS, 'Issue type']);
  });

  it('leaves Issue type out where it is not offered', () => {
    renderBar({ offer: { offered: true, enabled: true, issueType: false } });
    expect(buttonNames()).toEqual(ACTIONS);
  });

  it('turns every action off while a pull request is chosen, and says why', () => {
    renderBar({ pullRequestSelected: true, offer: { offered: true, enabled: false, issueType: true } });
    const buttons = within(screen.getByRole('group', { name: 'Bulk actions' })).getAllByRole('button');
    expect(buttons.every((button) => button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(screen.getByText('Pull requests cannot be changed in bulk.')).toBeTruthy();
  });

  it('turns the actions off while a job runs', () => {
    renderBar({ busy: true });
    const markAs = screen.getByRole('button', { name: 'Mark as' });
    expect(markAs.hasAttribute('disabled') || markAs.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it("offers Open and Closed as Completed, Not planned or Duplicate in 'Mark as'", () => {
    const { onApply } = renderBar({ markAsOpen: true });
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Completed', 'Not planned', 'Duplicate']);
    expect(within(menu).getByText('Closed as')).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Not planned' }));
    expect(onApply).toHaveBeenCalledWith({ kind: 'update', input: { state: 'CLOSED', stateReason: 'NOT_PLANNED' } });
  });

  it('checks the labels every chosen issue has, compared without case, and saves the toggles without creating labels', async () => {
    const issue = (id: string, names: string[]) => ({
      __typename: 'Issue',
      id,
      labels: { nodes: names.map((name) => ({ id: `L_${id}_${name}`, name })) },
    });
    const { onApply } = renderBar(
      {},
      {
        ApplyLabelsBulkActionLabelQuery: (variables) => {
          expect(variables).toEqual({ ids: ['I_1', 'I_2'], owner: 'octo-org', name: 'hello-world' });
          return {
            data: {
              nodes: [issue('I_1', ['Bug', 'docs']), issue('I_2', ['bug', 'ui'])],
              repository: {
                id: 'R_1',
                labels: {
                  nodes: ['bug', 'docs', 'enhancement', 'ui'].map((name) => ({
                    id: `L_${name}`,
                    name,
                    color: 'd73a4a',
                    description: null,
                  })),
                },
              },
            },
          };
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Label' }));
    const list = await screen.findByRole('listbox');
    const option = (name: string) => within(list).getByRole('option', { name });
    await waitFor(() => expect(option('bug').getAttribute('aria-selected')).toBe('true'));
    expect(['docs', 'enhancement', 'ui'].map((name) => option(name).getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);
    fireEvent.click(option('docs'));
    fireEvent.click(option('bug'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onApply).toHaveBeenCalledWith({
      kind: 'update',
      input: { applyLabelIds: ['L_docs'], removeLabelIds: ['L_bug'], allowLabelCreation: false },
    });
  });

  it('changes nothing when the label panel is cancelled', async () => {
    const { onApply } = renderBar(
      { ids: ['I_1'] },
      {
        ApplyLabelsBulkActionLabelQuery: () => ({
          data: {
            nodes: [{ __typename: 'Issue', id: 'I_1', labels: { nodes: [] } }],
            repository: { id: 'R_1', labels: { nodes: [{ id: 'L_bug', name: 'bug', color: 'd73a4a', description: null }] } },
          },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Label' }));
    fireEvent.click(await screen.findByRole('option', { name: 'bug' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows the milestone all chosen issues share, and clears it with No milestone', async () => {
    const milestone = { id: 'M_1', title: 'v1.0' };
    const { onApply } = renderBar(
      {},
      {
        ApplyMilestoneBulkActionQuery: () => ({
          data: {
            nodes: [
              { __typename: 'Issue', id: 'I_1', milestone },
              { __typename: 'Issue', id: 'I_2', milestone },
            ],
            repository: { id: 'R_1', milestones: { nodes: [milestone, { id: 'M_2', title: 'v2.0' }] } },
          },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Milestone' }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'v1.0' }).getAttribute('aria-selected')).toBe('true'));
    expect(within(list).getByRole('option', { name: 'v2.0' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(within(list).getByRole('option', { name: 'No milestone' }));
    expect(onApply).toHaveBeenCalledWith({ kind: 'milestone', milestoneId: null });
  });

  it('shows no active milestone when the chosen issues differ, and sets a picked one', async () => {
    const { onApply } = renderBar(
      {},
      {
        ApplyMilestoneBulkActionQuery: () => ({
          data: {
            nodes: [
              { __typename: 'Issue', id: 'I_1', milestone: { id: 'M_1', title: 'v1.0' } },
              { __typename: 'Issue', id: 'I_2', milestone: null },
            ],
            repository: { id: 'R_1', milestones: { nodes: [{ id: 'M_1', title: 'v1.0' }] } },
          },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Milestone' }));
    const option = await screen.findByRole('option', { name: 'v1.0' });
    expect(option.getAttribute('aria-selected')).toBe('false');
    fireEvent.click(option);
    expect(onApply).toHaveBeenCalledWith({ kind: 'milestone', milestoneId: 'M_1' });
  });

  it('sets or removes the issue type', async () => {
    const { onApply } = renderBar(
      {},
      {
        ApplyIssueTypeBulkActionQuery: () => ({
          data: {
            nodes: [
              { __typename: 'Issue', id: 'I_1', issueType: null },
              { __typename: 'Issue', id: 'I_2', issueType: null },
            ],
            repository: { id: 'R_1', issueTypes: { nodes: [{ id: 'IT_1', name: 'Bug', color: 'RED', description: null }] } },
          },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Issue type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bug' }));
    expect(onApply).toHaveBeenLastCalledWith({ kind: 'update', input: { issueTypeId: 'IT_1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Issue type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No issue type' }));
    expect(onApply).toHaveBeenLastCalledWith({ kind: 'update', input: { unsetIssueType: true } });
  });

  it('checks the common assignees and projects, and saves the toggles', async () => {
    const user = (id: string, login: string) => ({ __typename: 'User', id, login, name: null, avatarUrl: `/avatars/${id}` });
    const project = (id: string, title: string) => ({ id: `PVTI_${id}`, project: { id, title } });
    const { onApply } = renderBar(
      {},
      {
        ApplyAssigneesBulkActionQuery: () => ({
          data: {
            nodes: [
              { __typename: 'Issue', id: 'I_1', assignedActors: { nodes: [user('U_1', 'monalisa'), user('U_2', 'hubot')] } },
              { __typename: 'Issue', id: 'I_2', assignedActors: { nodes: [user('U_1', 'monalisa')] } },
            ],
            repository: {
              id: 'R_1',
              assignableUsers: { nodes: [user('U_1', 'monalisa'), user('U_2', 'hubot'), user('U_3', 'octocat')] },
            },
          },
        }),
        AddToProjectsBulkActionQuery: () => ({
          data: {
            nodes: [
              { __typename: 'Issue', id: 'I_1', projectItems: { nodes: [project('PVT_1', 'Roadmap')] } },
              { __typename: 'Issue', id: 'I_2', projectItems: { nodes: [project('PVT_1', 'Roadmap'), project('PVT_2', 'Bugs')] } },
            ],
            repository: {
              id: 'R_1',
              projectsV2: {
                nodes: [
                  { id: 'PVT_1', title: 'Roadmap', closed: false },
                  { id: 'PVT_2', title: 'Bugs', closed: false },
                  { id: 'PVT_3', title: 'Old', closed: true },
                ],
              },
            },
          },
        }),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    let list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getByRole('option', { name: /monalisa/ })
          .getAttribute('aria-selected'),
      ).toBe('true'),
    );
    expect(within(list).getByRole('option', { name: /hubot/ }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(within(list).getByRole('option', { name: /octocat/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onApply).toHaveBeenLastCalledWith({ kind: 'update', input: { applyAssigneeIds: ['U_3'], removeAssigneeIds: [] } });

    fireEvent.click(screen.getByRole('button', { name: 'Project' }));
    list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByRole('option', { name: 'Roadmap' }).getAttribute('aria-selected')).toBe('true'));
    expect(within(list).queryByRole('option', { name: 'Old' })).toBeNull();
    fireEvent.click(within(list).getByRole('option', { name: 'Roadmap' }));
    fireEvent.click(within(list).getByRole('option', { name: 'Bugs' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onApply).toHaveBeenLastCalledWith({
      kind: 'update',
      input: { addToProjectV2Ids: ['PVT_2'], removeFromProjectV2Ids: ['PVT_1'] },
    });
  });
});
