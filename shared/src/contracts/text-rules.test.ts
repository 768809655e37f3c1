import fc from 'fast-check';
import { checkText, isBlankText, scrubText, textProblemMessage, type TextKind } from './text-rules';

const KINDS: readonly TextKind[] = ['line', 'multiline', 'identifier', 'password'];
const kind = fc.constantFrom(...KINDS);

/** Invisible characters: zero-width space/non-joiner/joiner, word joiner, BOM, soft hyphen, bidi controls, CGJ, a
 * variation selector, Hangul fillers, Mongolian vowel separator, a tag character. */
const INVISIBLES = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u061c',
  '\u034f',
  '\ufe0f',
  '\u3164',
  '\u115f',
  '\u180e',
  '\u{e0041}',
];
const SPACES = [' ', '\u00a0', '\u2003', '\u3000', '\u202f', '\t', '\n', '\r', '\u2028', '\u2029', '\u0085', '\v', '\f'];
const CONTROLS = ['\u0000', '\u0001', '\u0007', '\u0008', '\u001b', '\u001f', '\u007f', '\u0080', '\u009f', '\v', '\f', '\u0085'];
const LETTERS = ['a', 'Z', '7', '.', '-', '_', '@', 'ñ', 'n\u0303', 'é', 'e\u0301', 'Ü', 'ç', '¿', '€', '日', 'Ω', 'ﬁ', '😀', '👍🏽'];

const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)); // lone surrogates included
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const pick = (chars: readonly string[]) => fc.constantFrom(...chars);
const join = (parts: string[]) => parts.join('');

/** Any text at all: random code points mixed with the characters the rule is about. */
const anyText = fc
  .array(fc.oneof(codePoint, pick(INVISIBLES), pick(SPACES), pick(CONTROLS), pick(LETTERS), loneSurrogate), { maxLength: 24 })
  .map(join);
/** Text a person can see, with ordinary spaces. */
const visibleText = fc
  .tuple(
    fc.array(fc.oneof(pick(LETTERS), fc.constant(' ')), { maxLength: 12 }),
    pick(LETTERS),
    fc.array(fc.oneof(pick(LETTERS), fc.constant(' ')), { maxLength: 12 }),
  )
  .map(([a, b, c]) => join([...a, b, ...c]));
/** Text that shows nothing: whitespace and invisible characters only. */
const invisibleText = fc
  .array(fc.oneof(pick(INVISIBLES), pick(SPACES.filter((s) => s !== '\v' && s !== '\f' && s !== '\u0085'))), { maxLength: 16 })
  .map(join);

const hasLoneSurrogate = (s: string) => /\p{Cs}/u.test(s);

describe('text rule: properties (fast-check)', () => {
  it('accepted text is NFC, well formed, free of forbidden controls, and checking it again changes nothing', () => {
    fc.assert(
      fc.property(anyText, kind, (raw, k) => {
        const result = checkText(raw, k);
        if (!result.ok) return;
        const v = result.value;
        expect(hasLoneSurrogate(v)).toBe(false);
        if (k === 'password') {
          expect(v).toBe(raw); // passwords are never rewritten (NFC is applied where they are hashed)
          expect(/\p{Cc}/u.test(v)).toBe(false);
        } else {
          expect(v).toBe(v.normalize('NFC'));
          expect(k === 'multiline' ? /[^\P{Cc}\t\n]/u.test(v) : /\p{Cc}/u.test(v)).toBe(false);
          if (k !== 'multiline') expect(/[\u2028\u2029]/u.test(v)).toBe(false);
          expect(v === '' || !isBlankText(v)).toBe(true);
          expect(v).toBe(v.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, ''));
        }
        if (k === 'identifier') expect(/[\p{Cf}\p{Default_Ignorable_Code_Point}]|[^\P{White_Space} ]/u.test(v)).toBe(false);
        expect(checkText(v, k)).toEqual({ ok: true, value: v });
      }),
      { numRuns: 2000 },
    );
  });

  it('visible text is never refused nor emptied, in any kind', () => {
    fc.assert(
      fc.property(visibleText, kind, (raw, k) => {
        const result = checkText(raw, k);
        expect(result.ok).toBe(true);
        if (result.ok) expect(result.value).not.toBe('');
      }),
      { numRuns: 1000 },
    );
  });

  it('text that shows nothing is always empty (never refused, never kept) except as a password', () => {
    fc.assert(
      fc.property(invisibleText, fc.constantFrom<TextKind>('line', 'multiline', 'identifier'), (raw, k) => {
        expect(checkText(raw, k)).toEqual({ ok: true, value: '' });
        expect(isBlankText(raw)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a lone surrogate anywhere is refused in every kind', () => {
    fc.assert(
      fc.property(visibleText, loneSurrogate, visibleText, kind, (a, s, b, k) => {
        expect(checkText(a + s + b, k)).toEqual({ ok: false, problem: 'mal_formado' });
      }),
    );
  });

  it('a control character between visible characters is refused; multi-line text keeps only tab and line breaks', () => {
    fc.assert(
      fc.property(visibleText, pick(CONTROLS), visibleText, kind, (a, c, b, k) => {
        expect(checkText(`x${a}${c}${b}x`, k).ok).toBe(false);
      }),
    );
    fc.assert(
      fc.property(visibleText, fc.constantFrom('\t', '\n', '\r\n', '\r'), visibleText, (a, sep, b) => {
        const kept = `x${a}${sep === '\t' ? '\t' : '\n'}${b}x`.normalize('NFC');
        expect(checkText(`x${a}${sep}${b}x`, 'multiline')).toEqual({ ok: true, value: kept });
        expect(checkText(`x${a}${sep}${b}x`, 'line')).toEqual({ ok: false, problem: sep === '\t' ? 'control' : 'salto_de_linea' });
      }),
    );
  });

  it('canonically equivalent texts (NFC or NFD) become the same text', () => {
    fc.assert(
      fc.property(visibleText, fc.constantFrom<TextKind>('line', 'multiline', 'identifier'), (raw, k) => {
        expect(checkText(raw.normalize('NFD'), k)).toEqual(checkText(raw.normalize('NFC'), k));
      }),
    );
  });

  it('an identifier refuses an invisible character or a special space anywhere; other text keeps them inside', () => {
    fc.assert(
      fc.property(visibleText, pick([...INVISIBLES, '\u00a0', '\u2003', '\u3000']), visibleText, (a, inv, b) => {
        const raw = `x${a}${inv}${b}x`;
        const result = checkText(raw, 'identifier');
        expect(result.ok).toBe(false);
        const line = checkText(raw, 'line');
        expect(line.ok).toBe(true);
      }),
    );
  });

  it('a password is refused only for control characters and lone surrogates, and never trimmed', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const result = checkText(raw, 'password');
        const bad = hasLoneSurrogate(raw) || /\p{Cc}/u.test(raw);
        expect(result.ok).toBe(!bad);
      }),
      { numRuns: 2000 },
    );
  });

  it('scrubText gives text the rule accepts as it is (or nothing)', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const clean = scrubText(raw);
        expect(checkText(clean, 'line')).toEqual({ ok: true, value: clean });
        expect(scrubText(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('text rule: the cases of issue 23', () => {
  it('zero-width only is empty, like ""', () => {
    expect(checkText('\u200b')).toEqual({ ok: true, value: '' });
    expect(checkText('\u200b\u200b\u200b', 'identifier')).toEqual({ ok: true, value: '' });
    expect(checkText(' \ufeff\u00ad\u202e ', 'multiline')).toEqual({ ok: true, value: '' });
  });

  it('a lone surrogate is refused instead of becoming U+FFFD', () => {
    expect(checkText('\ud800x', 'identifier')).toEqual({ ok: false, problem: 'mal_formado' });
    expect(checkText('x\udc00')).toEqual({ ok: false, problem: 'mal_formado' });
    expect(checkText('clave\ud83d', 'password')).toEqual({ ok: false, problem: 'mal_formado' });
    expect(checkText('😀')).toEqual({ ok: true, value: '😀' });
  });

  it('NUL is refused, in a password too; spaces of a password are kept', () => {
    expect(checkText('clave\u0000segura', 'password')).toEqual({ ok: false, problem: 'control' });
    expect(checkText('a\u0000b')).toEqual({ ok: false, problem: 'control' });
    expect(checkText('  mi clave  ', 'password')).toEqual({ ok: true, value: '  mi clave  ' });
    expect(checkText('Campan\u0303a1', 'password')).toEqual({ ok: true, value: 'Campan\u0303a1' });
  });

  it('NFC, trimmed; line breaks kept only in multi-line text', () => {
    expect(checkText(' Campan\u0303a ')).toEqual({ ok: true, value: 'Campaña' });
    expect(checkText('uno\r\ndos\rtres\n\tcuatro', 'multiline')).toEqual({ ok: true, value: 'uno\ndos\ntres\n\tcuatro' });
    expect(checkText('uno\ndos')).toEqual({ ok: false, problem: 'salto_de_linea' });
    expect(checkText('uno\u2028dos')).toEqual({ ok: false, problem: 'salto_de_linea' });
    expect(checkText('uno\tdos')).toEqual({ ok: false, problem: 'control' });
    expect(checkText('Nombre\n')).toEqual({ ok: true, value: 'Nombre' }); // surrounding whitespace is not content
  });

  it('identifiers: "ana" and "ana\\u200b" cannot be two users', () => {
    expect(checkText('ana\u200b', 'identifier')).toEqual({ ok: false, problem: 'invisible' });
    expect(checkText('\ufeffana', 'identifier')).toEqual({ ok: false, problem: 'invisible' });
    expect(checkText('an\u00ada', 'identifier')).toEqual({ ok: false, problem: 'invisible' });
    expect(checkText('ana\u00a0lopez', 'identifier')).toEqual({ ok: false, problem: 'espacio_especial' });
    expect(checkText('ana lopez', 'identifier')).toEqual({ ok: true, value: 'ana lopez' });
    expect(checkText('ana\u200b')).toEqual({ ok: true, value: 'ana\u200b' }); // other text may hold a ZWJ emoji etc.
    expect(checkText('👩\u200d💻')).toEqual({ ok: true, value: '👩\u200d💻' });
  });

  it("messages name the field like the API's other messages", () => {
    expect(textProblemMessage('salto_de_linea', 'nombre')).toBe('El campo "nombre" no admite saltos de línea');
    expect(textProblemMessage('invisible', 'usuario')).toBe('El campo "usuario" no admite caracteres invisibles');
    expect(textProblemMessage('control', 'password')).toBe('El campo "password" contiene caracteres de control no permitidos');
    expect(textProblemMessage('mal_formado', 'usuario')).toBe('El campo "usuario" contiene caracteres mal formados');
  });

  it('scrubText cleans a file name instead of refusing it', () => {
    expect(scrubText('foto\u202egpj.exe')).toBe('fotogpj.exe');
    expect(scrubText(' Campan\u0303a\u0000 1.jpg ')).toBe('Campaña 1.jpg');
    expect(scrubText('\u200b\ud800')).toBe('');
  });
});
