export * from './roles';
export * from './permissions';
export * from './api-types';
export * from './catalog-types';
export * from './images';
export * from './screens';
export * from './informes-types';
export * from './informes-reglas';
