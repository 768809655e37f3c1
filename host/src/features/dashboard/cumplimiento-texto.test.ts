import { resumenCumplimiento } from 'shared/contracts';
import { conteoCumplimientoTexto, controlesAtencionTexto } from './cumplimiento-texto';

describe('controlesAtencionTexto', () => {
  it('counts the checks that need attention, in the singular for one', () => {
    expect(controlesAtencionTexto(23)).toBe('23 controles requieren atención');
    expect(controlesAtencionTexto(1)).toBe('1 control requiere atención');
    expect(controlesAtencionTexto(1500)).toBe('1.500 controles requieren atención');
    expect(controlesAtencionTexto(0)).toBe('Ningún control atrasado ni en revisión');
  });
});

describe('conteoCumplimientoTexto', () => {
  it('says fulfilled of due, then the late and in-review ones when there are some', () => {
    expect(conteoCumplimientoTexto(resumenCumplimiento({ cumplido: 12, atrasado: 2, en_revision: 2, pendiente: 9 }))).toBe(
      '12 de 16 controles cumplidos · 2 atrasados · 2 en revisión',
    );
    expect(conteoCumplimientoTexto(resumenCumplimiento({ cumplido: 3, atrasado: 1 }))).toBe('3 de 4 controles cumplidos · 1 atrasado');
    expect(conteoCumplimientoTexto(resumenCumplimiento({ cumplido: 5 }))).toBe('5 de 5 controles cumplidos');
    expect(conteoCumplimientoTexto(resumenCumplimiento({ atrasado: 1 }))).toBe('0 de 1 control cumplido · 1 atrasado');
    expect(conteoCumplimientoTexto(resumenCumplimiento({ cumplido: 1, en_revision: 1 }))).toBe('1 de 2 controles cumplidos · 1 en revisión');
  });

  it('says nothing is due yet when only pending or cancelled checks remain', () => {
    expect(conteoCumplimientoTexto(resumenCumplimiento({ pendiente: 8, no_aplica: 2 }))).toBe('Aún no vence ningún control');
  });
});
