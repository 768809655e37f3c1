import { useEffect } from 'react';

/**
 * A shared link or a shrunken list (after a delete or a new search) can point past the last page:
 * move to the last one, replacing the history entry.
 *
 * @example
 * useClampPage(state.page, data?.pagination.totalPages, (page) => set({ page }, { replace: true }));
 */
export function useClampPage(page: number, totalPages: number | undefined, go: (page: number) => void): void {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) go(totalPages);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `go` is a new closure on every render
  }, [page, totalPages]);
}
