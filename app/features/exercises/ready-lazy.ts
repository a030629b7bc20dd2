import { lazy, type ComponentType } from "react";

/**
 * React.lazy that renders without suspending once its module is here: the server loads it as it starts,
 * and the browser when `preload` is called or when it is first rendered. No Suspense boundary is needed
 * around it where it is in the server's HTML: React outlines a boundary's content past the page's first
 * 12.8 kB into a hidden part that an inline script reveals, which a browser without JavaScript never runs.
 */
export function readyLazy<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  if (import.meta.env.SSR) void preload();
  const Component = lazy(() => {
    if (!loaded) return preload().then((component) => ({ default: component }));
    // Already here: a thenable that answers at once, so React renders it without suspending.
    const ready = { default: loaded };
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  });
  return Object.assign(Component, { preload });
}
