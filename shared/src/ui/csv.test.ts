import { downloadCsv, fileNameFromDisposition, toCsv } from './csv';

const BOM = '\uFEFF';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends every line with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['1', '2']]);
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe(`${BOM}a,b\r\n1,2\r\n`);
  });
  it('quotes fields with commas', () => {
    expect(toCsv(['x'], [['Café, molido']])).toBe(`${BOM}x\r\n"Café, molido"\r\n`);
  });
  it('doubles quotes inside quoted fields', () => {
    expect(toCsv(['x'], [['Dijo "hola"']])).toBe(`${BOM}x\r\n"Dijo ""hola"""\r\n`);
  });
  it('quotes fields with line breaks', () => {
    expect(toCsv(['x'], [['línea 1\nlínea 2'], ['a\r\nb']])).toBe(`${BOM}x\r\n"línea 1\nlínea 2"\r\n"a\r\nb"\r\n`);
  });
  it('keeps accents and ñ as they are', () => {
    expect(toCsv(['Categoría', 'Año'], [['Señalización', 'Bogotá']])).toBe(`${BOM}Categoría,Año\r\nSeñalización,Bogotá\r\n`);
  });
  it('writes numbers, booleans and empty cells', () => {
    expect(toCsv(['n', 'b', 'e', 'u'], [[12000.5, true, null, undefined]])).toBe(`${BOM}n,b,e,u\r\n12000.5,true,,\r\n`);
  });
  it('quotes headers when needed too', () => {
    expect(toCsv(['Precio, COP'], [])).toBe(`${BOM}"Precio, COP"\r\n`);
  });
});

describe('downloadCsv', () => {
  it('downloads a text/csv blob with the given file name', async () => {
    const created: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    downloadCsv('servicios.csv', ['Nombre'], [['Café']]);
    expect(clicks).toEqual(['servicios.csv']);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(created[0].size).toBeGreaterThan('Nombre\r\nCafé\r\n'.length);
    click.mockRestore();
  });
});

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
