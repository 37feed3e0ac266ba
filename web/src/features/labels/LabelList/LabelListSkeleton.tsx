import { SkeletonText } from '@primer/react/experimental';
import classes from './LabelList.module.css';

/** The labels box while the labels load. */
export function LabelListSkeleton() {
  return (
    <div className={classes.box} aria-busy="true">
      <div className={classes.boxHeader}>
        <SkeletonText size="bodySmall" maxWidth="6rem" />
      </div>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={classes.skeletonRow}>
          <SkeletonText maxWidth="8rem" />
        </div>
      ))}
    </div>
  );
}
