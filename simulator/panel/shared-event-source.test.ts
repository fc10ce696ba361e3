import { describe, expect, it } from 'vitest';
import { sharedEventSource, type EventSourceLike } from './shared-event-source';

function fakeSources() {
  const opened: (EventSourceLike & { closed: boolean; send: (data: string) => void })[] = [];
  const open = (): EventSourceLike => {
    const source = {
      onmessage: null as EventSourceLike['onmessage'],
      closed: false,
      close() {
        source.closed = true;
      },
      send(data: string) {
        source.onmessage?.({ data } as MessageEvent<string>);
      },
    };
    opened.push(source);
    return source;
  };
  return { opened, open };
}

describe('sharedEventSource', () => {
  it('holds one connection for all subscribers, delivers to each, and closes with the last', () => {
    const { opened, open } = fakeSources();
    const subscribe = sharedEventSource<{ n: number }>('/events', open);
    const a: number[] = [];
    const b: number[] = [];
    const stopA = subscribe((e) => a.push(e.n));
    const stopB = subscribe((e) => b.push(e.n));
    expect(opened).toHaveLength(1);
    opened[0]?.send('{"n":1}');
    opened[0]?.send('not json');
    stopA();
    stopA();
    opened[0]?.send('{"n":2}');
    expect([a, b]).toEqual([[1], [1, 2]]);
    expect(opened[0]?.closed).toBe(false);
    stopB();
    expect(opened[0]?.closed).toBe(true);
    // A later subscriber opens a fresh stream.
    subscribe(() => undefined);
    expect(opened).toHaveLength(2);
  });
});
