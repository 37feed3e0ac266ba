import { SignOutIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Avatar } from '@primer/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { UserMenu_viewer$key } from '../../__generated__/UserMenu_viewer.graphql';
import { signOut } from '../../lib/session';
import styles from './UserMenu.module.css';
import { ownAddress } from '../../lib/ownAddress';

export interface UserMenuProps {
  viewer: UserMenu_viewer$key;
}

/** The signed-in user's avatar and login in the header, opening a menu with "Sign out". */
export function UserMenu({ viewer }: UserMenuProps) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on User {
        login
        name
        avatarUrl(size: 40)
      }
    `,
    viewer,
  );
  const [signOutFailed, setSignOutFailed] = useState(false);

  async function handleSignOut() {
    setSignOutFailed(false);
    try {
      await signOut();
    } catch {
      setSignOutFailed(true);
      return;
    }
    // A full load rather than a client-side navigation empties the Relay store and every other
    // in-memory trace of the previous user.
    window.location.assign('/login');
  }

  return (
    <div className={styles.userMenu}>
      {signOutFailed ? (
        <span role="alert" className={styles.error}>
          Could not sign out. Please try again.
        </span>
      ) : null}
      <ActionMenu>
        <ActionMenu.Anchor>
          <button type="button" className={styles.anchor} aria-label={`${data.login}: open user menu`}>
            <Avatar src={ownAddress(data.avatarUrl)} size={20} alt="" />
            <span className={styles.login}>{data.login}</span>
          </button>
        </ActionMenu.Anchor>
        <ActionMenu.Overlay align="end">
          <ActionList>
            <ActionList.Group>
              <ActionList.GroupHeading>
                Signed in as <strong>{data.login}</strong>
              </ActionList.GroupHeading>
              <ActionList.Item onSelect={() => void handleSignOut()}>
                <ActionList.LeadingVisual>
                  <SignOutIcon />
                </ActionList.LeadingVisual>
                Sign out
              </ActionList.Item>
            </ActionList.Group>
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    </div>
  );
}
