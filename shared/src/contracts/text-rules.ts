/**
 * THE rule for text the product accepts (issue 23 (4); docs/decisions/text-input.md). Pure and dependency-free:
 * the API applies it to every string of every body and query (api/src/platform/http/text-input.ts, driven by the
 * schema's `x-texto` annotation), and a form may run it too.
 *
 * Every kind of text except passwords is, in this order:
 * 1. refused when it holds a lone surrogate (half of a UTF-16 pair: PostgreSQL would store it as U+FFFD, so
 *    "\ud800x" and "\udbffx" would become the same text);
 * 2. Unicode-normalised to NFC ("Campan\u0303a" and "Campaña" are one text), line breaks of multi-line text
 *    to "\n", and trimmed of surrounding whitespace;
 * 3. empty ('') when nothing visible is left once whitespace and invisible characters are removed: the caller
 *    treats it exactly like '' (a required field answers its own "requerido" message, an optional one is null);
 * 4. refused when it holds a control character (C0, DEL, C1). Multi-line text keeps "\n" and "\t"; single-line
 *    text refuses line breaks (also U+2028/U+2029) with their own message;
 * 5. identifiers (usuario, correo) also refuse any invisible character anywhere and any space but U+0020, so
 *    "ana" and "ana\u200b" can never be two accounts that look the same.
 *
 * Passwords are only refused for lone surrogates and control characters (NUL!) and are returned exactly as sent:
 * they are never trimmed, and NFC is applied where they are hashed and verified (docs/decisions/password-rules.md).
 */
export type TextKind = 'line' | 'multiline' | 'identifier' | 'password';

export type TextProblem = 'mal_formado' | 'control' | 'salto_de_linea' | 'invisible' | 'espacio_especial';

/** `value` is the text to keep ('' when nothing visible is left), or `problem` says why it is refused. */
export type TextCheck = { ok: true; value: string } | { ok: false; problem: TextProblem };

const LONE_SURROGATE = /\p{Cs}/u;
/** Whitespace (Unicode White_Space) and invisible characters: format (Cf, which holds zero-width characters, the
 * BOM, bidi controls and the soft hyphen) and default-ignorable code points (Hangul fillers, variation selectors…). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/u;
const BLANK = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}]*$/u;
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_TAB_AND_LINE_FEED = /[^\P{Cc}\t\n]/u;
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;
const SPACE_BUT_U0020 = /[^\P{White_Space} ]/u;
const EDGE_SPACES = /^\p{White_Space}+|\p{White_Space}+$/gu;

/** True when `text` shows nothing: only whitespace and invisible characters (or nothing at all). */
export const isBlankText = (text: string): boolean => BLANK.test(text);

const refuse = (problem: TextProblem): TextCheck => ({ ok: false, problem });

/**
 * Applies the rule to one string of kind `kind` (a field's `x-texto` annotation; 'line' when it has none).
 *
 * @example
 * checkText('  Campan\u0303a ')            // { ok: true, value: 'Campaña' }
 * checkText('\u200b\u200b')               // { ok: true, value: '' }  → "requerido", or null when optional
 * checkText('a\nb')                       // { ok: false, problem: 'salto_de_linea' }
 * checkText('a\r\nb', 'multiline')        // { ok: true, value: 'a\nb' }
 * checkText('ana\u200b', 'identifier')    // { ok: false, problem: 'invisible' }
 * checkText('clave\u0000', 'password')    // { ok: false, problem: 'control' }
 */
export function checkText(raw: string, kind: TextKind = 'line'): TextCheck {
  if (LONE_SURROGATE.test(raw)) return refuse('mal_formado');
  if (kind === 'password') return CONTROL.test(raw) ? refuse('control') : { ok: true, value: raw };
  let text = raw.normalize('NFC');
  if (kind === 'multiline') text = text.replace(/\r\n?/g, '\n');
  text = text.replace(EDGE_SPACES, '');
  if (isBlankText(text)) return { ok: true, value: '' };
  if (kind === 'multiline') {
    if (CONTROL_BUT_TAB_AND_LINE_FEED.test(text)) return refuse('control');
  } else {
    if (LINE_BREAK.test(text)) return refuse('salto_de_linea');
    if (CONTROL.test(text)) return refuse('control');
  }
  if (kind === 'identifier') {
    if (INVISIBLE.test(text)) return refuse('invisible');
    if (SPACE_BUT_U0020.test(text)) return refuse('espacio_especial');
  }
  return { ok: true, value: text };
}

const PROBLEM_TEXT: Record<TextProblem, string> = {
  mal_formado: 'contiene caracteres mal formados',
  control: 'contiene caracteres de control no permitidos',
  salto_de_linea: 'no admite saltos de línea',
  invisible: 'no admite caracteres invisibles',
  espacio_especial: 'solo admite el espacio normal',
};

/** The 400 message of a refused text, naming its field like the API's other messages: `El campo "usuario" …`. */
export const textProblemMessage = (problem: TextProblem, campo: string): string => `El campo "${campo}" ${PROBLEM_TEXT[problem]}`;

/**
 * The same rule for text the product does not ask for but receives, such as an uploaded photo's file name: what
 * checkText would refuse is removed instead (lone surrogates, control and invisible characters; other line or
 * paragraph separators become a space), then NFC and trimmed. The result always passes checkText as 'line'
 * text, unchanged; '' means nothing visible was left (the caller picks a default).
 */
export function scrubText(raw: string): string {
  return raw
    .replace(/[\p{Cs}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu, '')
    .replace(/[\u2028\u2029]/g, ' ')
    .normalize('NFC')
    .replace(EDGE_SPACES, '');
}
