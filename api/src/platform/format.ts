/**
 * The API's door to `shared/format` (the same formatting the screens use). Like api/src/platform/contracts.ts: the shared
 * package loads as CommonJS under tsx, so its exports may sit under `default`. Import shared formatting from here.
 */
import * as formatNamespace from 'shared/format';

type Format = typeof formatNamespace;
const format: Format = (formatNamespace as unknown as { default?: Format }).default ?? formatNamespace;

export const { joinPresent, MONTHS } = format;
