/**
 * Compile-time checks that a TypeBox schema and a shared/contracts type describe the same data:
 *
 *   assertTrue<Same<Static<typeof ServicioSchema>, Servicio>>();      // response: both directions
 *   assertTrue<Accepts<Static<typeof JefeBodySchema>, JefeInput>>();   // request: what a screen sends validates
 *
 * A drift fails `tsc` on that line; nothing happens at run time.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Every value of `Sent` is a value of `Schema` (the API accepts what the contract lets a client send). */
export type Accepts<Schema, Sent> = [Sent] extends [Schema] ? true : false;

export const assertTrue = <T extends true>(): T | undefined => undefined;
