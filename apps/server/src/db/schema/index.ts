export * from './admins.ts';
export * from './access.ts';
export * from './historicals.ts';
export * from './configuration.ts';
export * from './catalogues.ts';
export * from './organisations.ts';
export * from './users.ts';
export * from './people.ts';
