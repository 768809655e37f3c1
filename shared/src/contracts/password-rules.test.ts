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

  it('only spaces are refused with their own message; spaces inside count as characters; accents count once', () => {
    expect(brokenPasswordRule('        ', 'create')).toEqual({ rule: 'onlySpaces', message: 'La contraseña no puede ser solo espacios' });
    expect(passwordProblem(' ', 'change')).toBe('La contraseña no puede ser solo espacios');
    expect(passwordProblem(' ab c ', 'reset')).toBeNull();
    expect(passwordProblem('ñandú', 'reset')).toBe('Contraseña debe tener al menos 6 caracteres');
    expect(passwordProblem('ñandú1', 'reset')).toBeNull();
  });

  it('invisible characters alone count as only spaces; a decomposed letter counts once, as the API hashes it (NFC)', () => {
    expect(passwordProblem('\u200b\u200b\u200b\u200b\u200b\u200b', 'create')).toBe('La contraseña no puede ser solo espacios');
    expect(passwordProblem(' \ufeff\u00ad\u202e\u2060\u3164 ', 'change')).toBe('La contraseña no puede ser solo espacios');
    // "ñandú" written with combining marks is 7 code points as sent, 5 characters once composed.
    expect(passwordProblem('n\u0303andu\u0301', 'reset')).toBe('Contraseña debe tener al menos 6 caracteres');
    expect(passwordProblem('n\u0303andu\u03011', 'reset')).toBeNull();
  });

  it("refuses the account's own usuario, ignoring case, accents and surrounding spaces", () => {
    const same = 'La contraseña no puede ser igual al nombre de usuario';
    expect(passwordProblem('Maria.Lopez', 'create', 'maria.lópez')).toBe(same);
    expect(passwordProblem(' proveedor1 ', 'reset', 'PROVEEDOR1')).toBe(same);
    expect(passwordProblem('proveedor12', 'reset', 'proveedor1')).toBeNull();
    expect(passwordProblem('proveedor1', 'change', '')).toBeNull();
  });
});
