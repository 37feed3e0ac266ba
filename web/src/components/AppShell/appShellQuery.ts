import { graphql } from 'react-relay';

/** Data every signed-in page needs in its frame, fetched by the shell's loader in parallel with the page. */
export const appShellQuery = graphql`
  query appShellQuery {
    viewer {
      ...UserMenu_viewer
    }
  }
`;
