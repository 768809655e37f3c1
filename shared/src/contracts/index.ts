export * from './roles';
export * from './permissions';
export * from './api-types';
export * from './catalog-types';
export * from './admin-types';
export * from './password-rules';
