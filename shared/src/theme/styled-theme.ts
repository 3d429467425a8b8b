// The one place the Cargora theme is merged into styled-components' DefaultTheme.
export {};
import 'styled-components';
import type { CargoraTheme } from '@cargora/shared/runtime';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CargoraTheme {}
}
