import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../../app/after-load';

/**
 * A federation runtime plugin: a remote's start in three tasks instead of one (docs/decisions/main-thread.md, "Start-up
 * after the offline app"). Its `remoteEntry.js` is evaluated in the task its script arrives in, and the runtime went
 * on in that task's microtasks: initialising the remote's container (its share scope) and asking it for the exposed
 * module (resolving that chunk's shared modules, adding its scripts). On a phone's CPU that was one of the longest
 * tasks of a remote screen's start. Each step now waits for a task of its own; nothing else changes.
 */
export function remoteTasksPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'informes-remote-tasks',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- an AsyncHook: the runtime waits for the promise, though the hook's type says `void`
    beforeGetExpose: nextTask,
  };
}
