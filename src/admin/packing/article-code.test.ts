import { describe, expect, it } from 'vitest';
import type { PackingLine } from '../../../contract/packing';
import { allConfirmed, confirmByHand, confirmCode, normalizeCode, sameArticleCode } from './article-code';

type Line = PackingLine;
const line = (id: string, articleCode: string | null, quantity: number) => ({ _id: id, articleCode, quantity }) as Line;

describe('article code matching', () => {
  it('ignores case and spaces', () => {
    expect(normalizeCode(' jx-bow 001 ')).toBe('JX-BOW001');
    expect(sameArticleCode('jx-bow-001', 'JX-BOW-001')).toBe(true);
    expect(sameArticleCode('JX-BOW-002', 'JX-BOW-001')).toBe(false);
  });
  it('never matches an empty input or a missing code', () => {
    expect(sameArticleCode('  ', 'JX-1')).toBe(false);
    expect(sameArticleCode('', null)).toBe(false);
    expect(sameArticleCode('JX-1', null)).toBe(false);
  });
});

describe('confirmCode', () => {
  const lines = [line('a', 'JX-1', 2), line('b', 'JX-2', 1), line('c', null, 1)];
  it('confirms one unit per scan up to the quantity', () => {
    let state = confirmCode(lines, {}, 'jx-1');
    expect(state.outcome).toEqual({ kind: 'matched', lineId: 'a', count: 1, quantity: 2 });
    state = confirmCode(lines, state.confirmed, 'JX-1');
    expect(state.confirmed).toEqual({ a: 2 });
    expect(confirmCode(lines, state.confirmed, 'JX-1').outcome).toEqual({ kind: 'already-complete', lineId: 'a' });
  });
  it('reports an unknown code', () => {
    expect(confirmCode(lines, {}, 'JX-9').outcome).toEqual({ kind: 'no-match' });
  });
  it('fills the next line with the same code once the first is complete', () => {
    const twin = [line('a', 'JX-1', 1), line('b', 'JX-1', 1)];
    const first = confirmCode(twin, {}, 'JX-1');
    const second = confirmCode(twin, first.confirmed, 'JX-1');
    expect(second.confirmed).toEqual({ a: 1, b: 1 });
  });
  it('enables packing only when every unit is confirmed', () => {
    expect(allConfirmed(lines, { a: 2, b: 1 })).toBe(false);
    expect(allConfirmed(lines, confirmByHand(lines, { a: 2, b: 1 }, 'c'))).toBe(true);
    expect(allConfirmed([], {})).toBe(false);
  });
});
