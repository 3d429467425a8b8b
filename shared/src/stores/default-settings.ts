// The display settings and their defaults, apart from the store: plain data a server or a build script can read
// without loading zustand or React (the server's render state is checked against it).
import { TOAST } from '@cargora/shared/contracts';

export type Mode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Skin = 'default' | 'bordered';
export type ContentWidth = 'full' | 'boxed';
export type ToastPosition =
  | 'top-left'
  | 'top-center'
  | 'top-right'
  | 'bottom-left'
  | 'bottom-center'
  | 'bottom-right';

export interface Settings {
  skin: Skin;
  mode: Mode;
  direction: Direction;
  themeColor: string;
  layout: 'horizontal';
  contentWidth: ContentWidth;
  navHidden: boolean;
  toastPosition: ToastPosition;
}

export const DEFAULT_SETTINGS: Settings = {
  skin: 'default',
  mode: 'light',
  direction: 'ltr',
  themeColor: 'primary',
  layout: 'horizontal',
  contentWidth: 'boxed',
  navHidden: false,
  toastPosition: TOAST.defaultPosition,
};
