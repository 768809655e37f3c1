import { fileNameFromDisposition, localIsoDate } from './download';

describe('fileNameFromDisposition', () => {
  it('reads quoted and bare file names', () => {
    expect(fileNameFromDisposition('attachment; filename="servicios-2025-11-21.csv"')).toBe('servicios-2025-11-21.csv');
    expect(fileNameFromDisposition('attachment; filename=servicios.csv')).toBe('servicios.csv');
  });
  it('prefers the RFC 5987 UTF-8 name', () => {
    expect(fileNameFromDisposition(`attachment; filename="servicios.csv"; filename*=UTF-8''servicios%20a%C3%B1o.csv`)).toBe('servicios año.csv');
  });
  it('returns null without a usable name and strips path separators', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename="../../etc/x.csv"')).toBe('....etcx.csv');
  });
});

describe('localIsoDate', () => {
  it('formats the local calendar day', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
