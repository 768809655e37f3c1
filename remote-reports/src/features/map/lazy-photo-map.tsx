import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorBanner, Skeleton } from 'shared/ui';
import { MAP_HEIGHT } from './map-types';
import type { PhotoMapProps } from './photo-map';

/** MapLibre and react-map-gl live in their own chunk, fetched the first time a map is shown. */
function loadMapChunk(): ComponentType<PhotoMapProps> {
  return lazy(async () => {
    const mod = await import(/* webpackChunkName: "mapa" */ './photo-map');
    await mod.stylesheetReady;
    return mod;
  });
}

const Placeholder = styled(Skeleton)<{ $height: string }>`
  display: block;
  width: 100%;
  height: ${({ $height }) => $height};
  border-radius: 0.5rem;
`;

class MapErrorBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorBanner
        message="No se pudo cargar el mapa (sin conexión con el servidor o el navegador no admite WebGL)."
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** The photo map, loaded on demand: a placeholder of the map's size while its chunk arrives, a retry if it fails. */
export function LazyPhotoMap(props: PhotoMapProps) {
  const [Chunk, setChunk] = useState(loadMapChunk);
  const height = props.height ?? MAP_HEIGHT;
  return (
    <MapErrorBoundary onRetry={() => setChunk(loadMapChunk)}>
      <Suspense fallback={<Placeholder $height={height} aria-label="Cargando mapa" />}>
        <Chunk {...props} />
      </Suspense>
    </MapErrorBoundary>
  );
}
