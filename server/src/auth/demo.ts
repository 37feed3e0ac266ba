/** The demo account loaded by `npm start` into an empty database (shown on the sign-in page). */
export const DEMO_LOGIN = 'monalisa';
export const DEMO_PASSWORD = 'octocat-demo';
