import { remoteTasksPlugin } from './remote-tasks';

type Hook = (args?: unknown) => Promise<unknown>;

describe('remoteTasksPlugin', () => {
  afterEach(() => jest.useRealTimers());

  it('lets the container start and the exposed module wait for a later task each, and changes nothing they get', async () => {
    jest.useFakeTimers();
    const plugin = remoteTasksPlugin() as unknown as Record<'beforeInitContainer' | 'beforeGetExpose', Hook>;
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {} };
    let settled = 0;
    const init = plugin.beforeInitContainer(args).then((value) => {
      settled++;
      return value;
    });
    const expose = plugin.beforeGetExpose({ id: 'remote_reports/routes' }).then(() => settled++);
    await Promise.resolve();
    expect(settled).toBe(0);
    jest.runAllTimers();
    await expect(init).resolves.toBe(args);
    await expose;
    expect(settled).toBe(2);
  });
});
