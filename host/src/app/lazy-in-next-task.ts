import type { RouteObject } from 'react-router-dom';
import { nextTask } from './after-load';

/**
 * The route table with each route's `lazy` started in the task after the one that asks for it. Creating the router
 * (its own step in bootstrap.tsx) matches the URL and calls the matched routes' `lazy` at once; each import starts its
 * chunk, which is the federation runtime resolving the chunk's shared modules and adding its scripts. On a phone that
 * work, in the task that created the router, made it one of the longest after the first paint
 * (docs/decisions/main-thread.md, "Start-up after the offline app"); apart, each route's start is a short task.
 */
export function lazyInNextTask(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const later = typeof lazy === 'function' ? { lazy: () => nextTask().then(lazy) } : {};
    return { ...route, ...later, ...(children ? { children: lazyInNextTask(children) } : {}) } as RouteObject;
  });
}
