import { fileNameFromDisposition, saveBlob } from './download';

describe('saveBlob', () => {
  it('downloads the blob under the given file name and releases its URL', async () => {
    jest.useFakeTimers();
    const created: Blob[] = [];
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (created.push(blob), 'blob:test')), revokeObjectURL });
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    saveBlob(new Blob(['\uFEFFNombre\r\nCafé\r\n'], { type: 'text/csv;charset=utf-8' }), 'servicios.csv');
    expect(clicks).toEqual(['servicios.csv']);
    expect(created[0].type).toBe('text/csv;charset=utf-8');
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test');
    click.mockRestore();
    jest.useRealTimers();
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
