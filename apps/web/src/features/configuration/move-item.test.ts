import { describe, expect, it } from 'vitest';
import { moveItem } from './move-item.ts';

describe('moveItem', () => {
  it('moves an item up and down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });

  it('leaves the list as it was past either end, without changing the original', () => {
    const list = ['a', 'b'];
    expect(moveItem(list, 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'b']);
    expect(moveItem(list, 0, 1)).not.toBe(list);
    expect(list).toEqual(['a', 'b']);
  });
});
