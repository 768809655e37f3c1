import { FORM_LIST_KEYS } from 'shared/contracts';
import { useApiQuery } from 'shared/ui';
import type { CampanaParaInforme } from '../api/campana-sitio';

/**
 * GET /campanas/para-informe: the client's open campaigns with the provider's sites and checks; nothing until both are
 * chosen. Kept offline under its contract key like the form's other lists (docs/decisions/offline-app.md), fetched
 * ahead by the host for a provider's clients. Suggestions only: a failure says nothing (the text field still works).
 */
export function useCampanasParaInforme(clienteId: number | null, proveedorId: number | null) {
  return useApiQuery<CampanaParaInforme[]>({
    queryKey: FORM_LIST_KEYS.campanasParaInforme(clienteId ?? 0, proveedorId ?? 0),
    path: 'campanas/para-informe',
    searchParams: { cliente_id: clienteId ?? undefined, proveedor_id: proveedorId ?? undefined },
    enabled: clienteId !== null && proveedorId !== null,
    errorToast: false,
  });
}
