import type { RouteObject } from 'react-router-dom';
import { lazyInNextTask } from './lazy-in-next-task';

describe('lazyInNextTask', () => {
  afterEach(() => jest.useRealTimers());

  it('starts each lazy route in a later task, with what the original gives, nested routes too', async () => {
    jest.useFakeTimers();
    const started: string[] = [];
    const lazy = (name: string) => () => {
      started.push(name);
      return Promise.resolve({ handle: name });
    };
    const [root] = lazyInNextTask([
      {
        path: '/',
        lazy: lazy('root'),
        children: [
          { index: true, lazy: lazy('index') },
          { path: 'fija', element: null },
        ],
      },
    ]);
    const index = root.children![0];
    const first = (root.lazy as () => Promise<unknown>)();
    const second = (index.lazy as () => Promise<unknown>)();
    await Promise.resolve();
    expect(started).toEqual([]);
    jest.runAllTimers();
    await expect(first).resolves.toEqual({ handle: 'root' });
    await expect(second).resolves.toEqual({ handle: 'index' });
    expect(started).toEqual(['root', 'index']);
    expect(root.path).toBe('/');
    expect(root.children![1]).toEqual({ path: 'fija', element: null });
  });

  it('leaves routes without a lazy function as they are', () => {
    const routes: RouteObject[] = [{ path: '/login', element: null }];
    expect(lazyInNextTask(routes)).toEqual(routes);
  });
});
