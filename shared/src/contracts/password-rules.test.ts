import { brokenPasswordRule, passwordProblem } from './password-rules';

describe('password rules (one rule set for the three forms and the API)', () => {
  it('each form keeps its own spec wording', () => {
    expect(passwordProblem('', 'create')).toBe('Contraseña requerida para nuevos usuarios');
    expect(passwordProblem('abc', 'create')).toBe('Contraseña debe tener al menos 6 caracteres');
    expect(passwordProblem('', 'reset')).toBe('Contraseña debe tener al menos 6 caracteres');
    expect(passwordProblem('abc', 'reset')).toBe('Contraseña debe tener al menos 6 caracteres');
    expect(passwordProblem(undefined, 'change')).toBe('La nueva contraseña es requerida');
    expect(passwordProblem('abcde', 'change')).toBe('La nueva contraseña debe tener al menos 6 caracteres');
  });

  it('only spaces count as missing; spaces inside count as characters; accents count once', () => {
    expect(brokenPasswordRule('        ', 'create')?.rule).toBe('required');
    expect(passwordProblem(' ab c ', 'reset')).toBeNull();
    expect(passwordProblem('ñandú', 'reset')).toBe('Contraseña debe tener al menos 6 caracteres');
    expect(passwordProblem('ñandú1', 'reset')).toBeNull();
  });
});
