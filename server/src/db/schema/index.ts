export * from './enums.ts';
export * from './accounts.ts';
export * from './repositories.ts';
export * from './issues.ts';
export * from './planning.ts';
export * from './social.ts';
export * from './state.ts';
export * from './signInThrottles.ts';
