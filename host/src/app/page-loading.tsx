/** Shown while the first screen's code loads (router hydrate fallback); the page background is already themed. */
export function PageLoading() {
  return (
    <p role="status" className="visually-hidden">
      Cargando…
    </p>
  );
}
