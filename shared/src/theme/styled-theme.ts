import type { AppTheme } from './tokens';

// styled-components' DefaultTheme is our AppTheme everywhere `shared/theme` is imported.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation needs an interface, not a type alias
  export interface DefaultTheme extends AppTheme {}
}

export {};
