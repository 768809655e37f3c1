import { isEmail, joinPresent, trimOrNull } from './text';

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
