import { PlusIcon } from '@primer/octicons-react';
import { Banner, Button, Tooltip } from '@primer/react';
import { useSavedViews } from '../dashboard/ViewsPane';
import { atViewLimit, LIMIT_ADVICE, LIMIT_TITLE, LIMIT_TOOLTIP } from './viewLimit';
import classes from './SavedViewEditor.module.css';

interface Props {
  onCreate: () => void;
  /** A new view is being edited already. */
  creating: boolean;
}

/**
 * The views pane's create button. At 25 saved views it is inactive, with the spec's tooltip and,
 * under it, the limit message (spec 000 §8 "view limit").
 */
export function NewViewButton({ onCreate, creating }: Props) {
  const { totalCount } = useSavedViews();
  if (atViewLimit(totalCount))
    return (
      <>
        <Tooltip text={LIMIT_TOOLTIP}>
          <Button leadingVisual={PlusIcon} block aria-disabled="true" inactive onClick={(event) => event.preventDefault()}>
            New view
          </Button>
        </Tooltip>
        <div className={classes.limit}>
          <Banner variant="info" title={LIMIT_TITLE} description={LIMIT_ADVICE} hideTitle={false} />
        </div>
      </>
    );
  return (
    <Button leadingVisual={PlusIcon} block onClick={onCreate} disabled={creating}>
      New view
    </Button>
  );
}
