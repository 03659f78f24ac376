import { describe, expect, it } from 'vitest';

/** The queue postgres.js keeps its connections in (patches/postgres+3.4.9.patch), loaded from the file node imports. */
interface Queue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
}
const { default: createQueue } = (await import(new URL('./queue.js', import.meta.resolve('postgres')).href)) as {
  default: <T>(initial?: T[]) => Queue<T>;
};

/** Elements `indexOf` looked at while `work` ran: the cost of finding a connection to move. */
function scannedBy(work: () => void): number {
  const indexOf = Array.prototype.indexOf;
  let scanned = 0;
  Array.prototype.indexOf = function (this: unknown[], x: unknown, from = 0) {
    scanned += this.length - from;
    return indexOf.call(this, x, from);
  };
  try {
    work();
  } finally {
    Array.prototype.indexOf = indexOf;
  }
  return scanned;
}

describe('the connection queue of postgres.js', () => {
  it('keeps its order: first in, first out; a removed item leaves, the others keep their turn', () => {
    const queue = createQueue(['a', 'b', 'c']);
    expect(queue.shift()).toBe('a');
    queue.push('d');
    expect(queue.remove('c')).toBe('c');
    expect(queue.remove('a')).toBeNull();
    expect(queue.length).toBe(2);
    expect([queue.shift(), queue.shift(), queue.shift()]).toEqual(['b', 'd', undefined]);
    expect(queue.length).toBe(0);
  });

  it('a pool whose idle queue never empties: moving a connection costs the same after 20,000 queries as at first', () => {
    const connections = Array.from({ length: 10 }, (_, id) => ({ id }));
    const open = createQueue(connections);
    const busy = createQueue<{ id: number }>();
    // What the pool does for one query while other connections stay idle: take the first idle one, move it to the
    // busy queue (removing it from the idle one first), then move it back when the query ends.
    const query = () => {
      const c = open.shift()!;
      open.remove(c);
      busy.push(c);
      busy.remove(c);
      open.push(c);
    };
    const first = scannedBy(() => {
      for (let i = 0; i < 1000; i++) query();
    });
    for (let i = 0; i < 18_000; i++) query();
    const later = scannedBy(() => {
      for (let i = 0; i < 1000; i++) query();
    });
    // Unpatched, the idle queue grew by a slot a query and each move scanned all of it: ≈ 19,000 per query here.
    expect(later / 1000).toBeLessThan(64);
    expect(later).toBeLessThanOrEqual(first * 1.5);
    expect(open.length).toBe(10);
    expect(new Set(Array.from({ length: 10 }, () => open.shift()!.id)).size).toBe(10);
  });
});
