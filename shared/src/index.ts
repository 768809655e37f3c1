/**
 * `shared` root entry. Sub-entries are imported through the package name (self-reference), never relatively,
 * so the root and `shared/<sub>` resolve to the SAME federation singleton modules (one session atom, one api client).
 * The UI kit is not re-exported here: import it from `shared/ui` (keeps it off the login page).
 */
export * from 'shared/contracts';
export * from 'shared/api';
export * from 'shared/session';
export * from 'shared/session/current-user';
export * from 'shared/theme';
export * from 'shared/format';
