import { KebabHorizontalIcon, PencilIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, IconButton, Tooltip } from '@primer/react';
import { ViewIcon } from './viewAppearance';
import { LIMIT_TOOLTIP } from './viewLimit';
import classes from './SavedViewEditor.module.css';

interface Props {
  name: string;
  description?: string | null;
  /** A saved view's icon and colour; built-in views show none. */
  appearance?: { icon: string; color: string };
  /** A saved view of the viewer's: it can be edited, saved and deleted (spec 000 §5). */
  editable: boolean;
  /** The applied query differs from the view's stored query (or, on the plain search, there is one). */
  queryChanged: boolean;
  /** At the saved-view limit: duplicating and saving as a new view are off. */
  atLimit: boolean;
  busy: boolean;
  onSaveQuery: () => void;
  /** Opens the new-view editor with the applied query (any view whose query was refined). */
  onSaveAsNew: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/**
 * The open view's heading with its actions: when its query was refined, Save changes (a saved view
 * of the viewer's) and Save as new view (any view; off at the view limit, spec 000 §5); Edit; and a
 * menu to duplicate or delete.
 */
export function ViewHeader({ name, description, appearance, editable, queryChanged, atLimit, busy, ...actions }: Props) {
  return (
    <>
      <div className={classes.viewHeader}>
        <h1 className={classes.viewTitle}>
          {appearance ? <ViewIcon icon={appearance.icon} color={appearance.color} size={20} /> : null}
          {name}
        </h1>
        {editable && queryChanged ? (
          <Button variant="primary" onClick={actions.onSaveQuery} loading={busy}>
            Save changes
          </Button>
        ) : null}
        {queryChanged ? (
          atLimit ? (
            <Tooltip text={LIMIT_TOOLTIP}>
              <Button aria-disabled="true" inactive onClick={(event) => event.preventDefault()}>
                Save as new view
              </Button>
            </Tooltip>
          ) : (
            <Button onClick={actions.onSaveAsNew} disabled={busy}>
              Save as new view
            </Button>
          )
        ) : null}
        {editable ? <IconButton icon={PencilIcon} aria-label="Edit view" onClick={actions.onEdit} disabled={busy} /> : null}
        <ActionMenu>
          <ActionMenu.Anchor>
            <IconButton icon={KebabHorizontalIcon} aria-label="View actions" disabled={busy} />
          </ActionMenu.Anchor>
          <ActionMenu.Overlay>
            <ActionList>
              <ActionList.Item disabled={atLimit} onSelect={actions.onDuplicate}>
                Duplicate view
                {atLimit ? <ActionList.Description variant="block">{LIMIT_TOOLTIP}</ActionList.Description> : null}
              </ActionList.Item>
              {editable ? (
                <ActionList.Item variant="danger" onSelect={actions.onDelete}>
                  Delete view
                </ActionList.Item>
              ) : null}
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      </div>
      {description ? <p className={classes.viewDescription}>{description}</p> : null}
    </>
  );
}
