import { QueryClient } from '@tanstack/react-query';
import type { EventStreamState } from 'shared/api';
import { MENSAJES_KEYS } from 'shared/ui';
import { startLiveEventsWhenIdle } from './live-events';

/** The stream itself is shared/api's (tested there); here, when the host opens it and what its first opening refreshes. */
const opened: Array<{ onStateChange?: (s: EventStreamState) => void; closed: boolean }> = [];
jest.mock('shared/api', () => ({
  ...jest.requireActual('shared/api'),
  openEventStream: (options: { onStateChange?: (s: EventStreamState) => void }) => {
    const stream = { onStateChange: options.onStateChange, closed: false };
    opened.push(stream);
    return {
      reconnect: () => undefined,
      close: () => {
        stream.closed = true;
      },
    };
  },
}));

beforeEach(() => {
  opened.length = 0;
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('startLiveEventsWhenIdle', () => {
  it('opens the stream only a while after the page has loaded, then refetches the messages the page shows, once', async () => {
    const qc = new QueryClient();
    const invalidate = jest.spyOn(qc, 'invalidateQueries');
    const stop = startLiveEventsWhenIdle(qc); // jsdom: the document has loaded already
    jest.advanceTimersByTime(1500);
    expect(opened).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    expect(opened).toHaveLength(1);
    opened[0].onStateChange?.('connecting');
    expect(invalidate).not.toHaveBeenCalled();
    opened[0].onStateChange?.('open');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: MENSAJES_KEYS.all });
    opened[0].onStateChange?.('open'); // a reconnection replays what it missed: nothing to refetch
    expect(invalidate).toHaveBeenCalledTimes(1);
    stop();
    expect(opened[0].closed).toBe(true);
  });

  it('stopped before it opened (sign-out, another user): it never opens', () => {
    const stop = startLiveEventsWhenIdle(new QueryClient());
    stop();
    jest.advanceTimersByTime(10_000);
    expect(opened).toHaveLength(0);
  });
});
