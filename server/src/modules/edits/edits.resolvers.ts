import type { UserContentEditRow } from '../../db/rows.ts';
import { toGlobalId } from '../../domain/ids.ts';
import { connectionFromArray, type ConnectionArgs } from '../../graphql/pagination.ts';
import type { Resolvers } from '../../graphql/__generated__/resolvers.ts';

/** A body's edit history as GitHub's `UserContentEditConnection` (newest first). */
export function editConnection(edits: UserContentEditRow[], args: ConnectionArgs) {
  return connectionFromArray(edits, args, 'userContentEdits');
}

export const editsResolvers: Resolvers = {
  UserContentEdit: {
    id: (e) => toGlobalId('UserContentEdit', e.id),
    createdAt: (e) => e.createdAt,
    updatedAt: (e) => e.editedAt,
    editedAt: (e) => e.editedAt,
    deletedAt: () => null,
    deletedBy: () => null,
    diff: (e) => e.body,
    editor: (e, _args, ctx) => (e.editorId === null ? null : ctx.loaders.account.load(e.editorId)),
  },
};
