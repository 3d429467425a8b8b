import type { ComponentType } from 'react';
import type { RouteModule } from '@cargora/shared/runtime';
import { CompareTray } from './compare-tray';

/** Follows a page's component with the visitor's compare tray (on its error state too: a not-found page keeps it). */
function framed(Page: ComponentType): ComponentType {
  function WithCompareTray() {
    return (
      <>
        <Page />
        <CompareTray />
      </>
    );
  }
  WithCompareTray.displayName = `WithCompareTray(${Page.displayName ?? Page.name})`;
  return WithCompareTray;
}

/** The route module with the tray after its Component and ErrorBoundary. */
export function withCompareTray<D>(module: RouteModule<D>): RouteModule<D> {
  return {
    ...module,
    Component: framed(module.Component),
    ...(module.ErrorBoundary ? { ErrorBoundary: framed(module.ErrorBoundary) } : {}),
  };
}
