// React 18 does not know the `inert` attribute yet; it passes it through as written. `inert=""` makes an
// element inert, leaving the attribute out (undefined) makes it usable again.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merging needs React's own type parameter
  interface HTMLAttributes<T> {
    inert?: '' | undefined;
  }
}
