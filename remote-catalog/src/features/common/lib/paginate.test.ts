import { paginate } from './paginate';
import { isEmail, joinPresent, trimOrNull } from './text';

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

describe('text helpers', () => {
  it('trimOrNull trims and turns blanks into null', () => {
    expect(trimOrNull('  Bogotá ')).toBe('Bogotá');
    expect(trimOrNull('   ')).toBeNull();
    expect(trimOrNull(null)).toBeNull();
  });
  it('joinPresent skips empty parts', () => {
    expect(joinPresent(['Medellín', null, ' Antioquia '])).toBe('Medellín, Antioquia');
    expect(joinPresent([null, ''])).toBe('');
  });
  it('isEmail', () => {
    expect(isEmail('ana@example.co')).toBe(true);
    expect(isEmail('ana@example')).toBe(false);
    expect(isEmail('ana example@x.co')).toBe(false);
  });
});
