/** The login shown for an author whose account is gone (GitHub's ghost user). */
export const GHOST_LOGIN = 'ghost';
