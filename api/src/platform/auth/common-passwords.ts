import { comparablePassword, MIN_PASSWORD_LENGTH } from 'shared/contracts';

/**
 * The passwords an attacker tries first (docs/decisions/password-rules.md), from maintained lists rather than a
 * pasted one: every entry of @zxcvbn-ts/language-common's `passwords` (ranked leaks), and from
 * @zxcvbn-ts/language-es-es the first names, surnames and the 10 000 most frequent Spanish words (what Spanish
 * speakers pick when told "a word you remember"). Entries shorter than the minimum length are left out: the
 * length rule refuses them already. Compared with case and accents ignored.
 *
 * Loaded on the first check, not at start-up (≈ 60 000 strings, ≈ 5 MB); later checks are a Set lookup.
 */
const SPANISH_WORDS = 10_000;

let words: Promise<ReadonlySet<string>> | undefined;

async function load(): Promise<ReadonlySet<string>> {
  const [common, spanish] = await Promise.all([import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-es-es')]);
  const dictionary = spanish.dictionary as Record<string, string[]>;
  const lists: string[][] = [
    (common.dictionary as Record<string, string[]>)['passwords-common'] ?? [],
    dictionary['firstnames-es-es'] ?? [],
    dictionary['lastnames-es-es'] ?? [],
    (dictionary['commonWords-es-es'] ?? []).slice(0, SPANISH_WORDS),
  ];
  if (lists[0].length === 0) throw new Error('@zxcvbn-ts/language-common no trae su lista de contraseñas');
  const set = new Set<string>();
  for (const list of lists) {
    for (const word of list) if ([...word].length >= MIN_PASSWORD_LENGTH) set.add(comparablePassword(word));
  }
  return set;
}

/** True when `password` is on the lists (case and accents ignored). */
export async function isCommonPassword(password: string): Promise<boolean> {
  words ??= load();
  return (await words).has(comparablePassword(password));
}
