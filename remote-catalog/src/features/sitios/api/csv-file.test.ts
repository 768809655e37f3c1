import { CSV_MESSAGES, decodeCsvBytes, IMPORT_MAX_BYTES, leerArchivoCsv, looksLikeCsv } from './csv-file';

const HEADER = 'codigo;nombre;tipo;departamento;municipio;latitud;longitud';

describe('reading the chosen spreadsheet in the browser', () => {
  it('UTF-8 with Excel’s BOM: the text without it, accents intact', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(`${HEADER}\nV-1;Valla Bogotá;valla;Bogotá;Bogotá;4,6;-74,1\n`)]);
    const r = await leerArchivoCsv(new File([bytes], 'sitios.csv', { type: 'text/csv' }));
    expect(r).toEqual({ ok: true, name: 'sitios.csv', text: `${HEADER}\nV-1;Valla Bogotá;valla;Bogotá;Bogotá;4,6;-74,1\n` });
  });

  it('Windows-1252 (Excel’s “CSV delimitado por comas” on a Spanish Windows): read as such, ñ and á kept', () => {
    // "Nariño;Bogotá" in Windows-1252: ñ = 0xF1, á = 0xE1 (not valid UTF-8).
    const bytes = new Uint8Array([0x4e, 0x61, 0x72, 0x69, 0xf1, 0x6f, 0x3b, 0x42, 0x6f, 0x67, 0x6f, 0x74, 0xe1]);
    expect(decodeCsvBytes(bytes)).toBe('Nariño;Bogotá');
  });

  it('refuses what cannot be a CSV to send: another type, an empty file, over 5 MB', async () => {
    expect(
      await leerArchivoCsv(new File(['x'], 'sitios.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })),
    ).toEqual({
      ok: false,
      name: 'sitios.xlsx',
      message: CSV_MESSAGES.tipo,
    });
    expect(await leerArchivoCsv(new File([], 'vacio.csv'))).toMatchObject({ ok: false, message: CSV_MESSAGES.vacio });
    expect(await leerArchivoCsv(new File(['\uFEFF  \n'], 'blanco.csv'))).toMatchObject({ ok: false, message: CSV_MESSAGES.vacio });
    const big = new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'grande.csv');
    expect(await leerArchivoCsv(big)).toMatchObject({ ok: false, message: CSV_MESSAGES.grande });
  });

  it('a CSV by its name or its type', () => {
    expect([
      looksLikeCsv({ name: 'SITIOS.CSV', type: '' }),
      looksLikeCsv({ name: 'export', type: 'text/csv' }),
      looksLikeCsv({ name: 'sitios.txt', type: 'text/plain' }),
    ]).toEqual([true, true, false]);
  });
});
