import { pageRange, pageWindow, paginate } from './page-window';

describe('pageWindow', () => {
  it('shows the first five pages at the start', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres the current page in the middle', () => {
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });
  it('clamps to the last pages at the end', () => {
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
  it('returns nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('clamps a page outside the range', () => {
    expect(pageWindow(50, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
  it('honours another window size', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([3, 4, 5, 6]);
  });
});

describe('pageRange', () => {
  it('gives the first and last item of the page', () => {
    expect(pageRange(1, 10, 95)).toEqual({ from: 1, to: 10 });
    expect(pageRange(10, 10, 95)).toEqual({ from: 91, to: 95 });
  });
  it('is 0 a 0 when there is nothing', () => {
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

const items = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paginate', () => {
  it('returns the requested page of 10', () => {
    expect(paginate(items, 2, 10)).toEqual({ rows: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], page: 2, totalPages: 3, total: 23, pageSize: 10 });
    expect(paginate(items, 3, 10).rows).toEqual([21, 22, 23]);
  });
  it('clamps a page past the end (e.g. after a delete) and below 1', () => {
    expect(paginate(items, 9, 10).page).toBe(3);
    expect(paginate(items, 0, 10).page).toBe(1);
  });
  it('an empty list is one empty page', () => {
    expect(paginate([], 1, 10)).toEqual({ rows: [], page: 1, totalPages: 1, total: 0, pageSize: 10 });
  });
});
