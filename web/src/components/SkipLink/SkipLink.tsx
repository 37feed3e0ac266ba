import styles from './SkipLink.module.css';

export interface SkipLinkProps {
  targetId: string;
}

/** Lets keyboard users jump over the header straight to the page content. */
export function SkipLink({ targetId }: SkipLinkProps) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      Skip to content
    </a>
  );
}
