import { joinDirector, splitDirector } from './director-name';

describe('splitDirector', () => {
  it('takes the last word as the surname', () => {
    expect(splitDirector('Carlos Andrés Rincón')).toEqual({ nombres: 'Carlos Andrés', apellido: 'Rincón' });
    expect(splitDirector('Luz Adriana Restrepo')).toEqual({ nombres: 'Luz Adriana', apellido: 'Restrepo' });
    expect(splitDirector('Ana Ruiz')).toEqual({ nombres: 'Ana', apellido: 'Ruiz' });
  });
  it('collapses extra spaces', () => {
    expect(splitDirector('  Jorge   Eliécer  Valencia ')).toEqual({ nombres: 'Jorge Eliécer', apellido: 'Valencia' });
  });
  it('a single word is a first name, nothing is empty', () => {
    expect(splitDirector('Natalia')).toEqual({ nombres: 'Natalia', apellido: '' });
    expect(splitDirector(null)).toEqual({ nombres: '', apellido: '' });
    expect(splitDirector('   ')).toEqual({ nombres: '', apellido: '' });
  });
});

describe('joinDirector', () => {
  it('joins names and surname with single spaces', () => {
    expect(joinDirector('Carlos Andrés', 'Rincón')).toBe('Carlos Andrés Rincón');
    expect(joinDirector(' Carlos  Andrés ', ' Rincón ')).toBe('Carlos Andrés Rincón');
  });
  it('works with only one of the parts, and gives null for none', () => {
    expect(joinDirector('Natalia', '')).toBe('Natalia');
    expect(joinDirector('', 'Osorio')).toBe('Osorio');
    expect(joinDirector(' ', '')).toBeNull();
  });
  it('round-trips any director through the form', () => {
    for (const director of ['María Fernanda Donado', 'Héctor Fabián Rueda', 'Diana Carolina Rojas', 'Rafael']) {
      const { nombres, apellido } = splitDirector(director);
      expect(joinDirector(nombres, apellido)).toBe(director);
    }
  });
});
