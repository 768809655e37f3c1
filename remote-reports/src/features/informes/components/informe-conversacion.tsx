import { useSession } from 'shared/session';
import { ConversationView, ErrorBanner, Skeleton } from 'shared/ui';
import { useArchivos } from '../../images/use-archivos';
import { useInformeConversacion } from '../hooks/use-informe-conversacion';
import { InformeSeccion } from './informe-seccion';

/**
 * The report's conversation (docs/decisions/mensajes.md): administrators, the report's provider users and its client's
 * users talk about it here; a message may point at one of its photos ("Sobre Foto 3" opens it in the viewer).
 */
export function InformeConversacion({ informeId, onOpenPhoto }: { informeId: number; onOpenPhoto: (archivoId: number) => void }) {
  const userId = useSession().user?.id;
  const conversacion = useInformeConversacion(informeId);
  const archivos = useArchivos(informeId);
  const fotos = (archivos.data?.data ?? []).map((a, i) => ({ id: a.id, label: `Foto ${i + 1}` }));
  return (
    <InformeSeccion title="Conversación">
      {conversacion.data ? (
        <ConversationView
          conversacionId={conversacion.data.id}
          currentUserId={userId}
          fotos={fotos}
          onOpenPhoto={onOpenPhoto}
          label={`Mensajes del informe #${informeId}`}
          emptyMessage="Nadie ha escrito sobre este informe todavía."
        />
      ) : conversacion.isError ? (
        <ErrorBanner message="No se pudo cargar la conversación" onRetry={() => void conversacion.refetch()} retrying={conversacion.isFetching} />
      ) : (
        <Skeleton style={{ height: '8rem' }} />
      )}
    </InformeSeccion>
  );
}
