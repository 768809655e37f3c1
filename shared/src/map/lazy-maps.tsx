import { Component, lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { ErrorBanner, Skeleton } from 'shared/ui';
import { MAP_HEIGHT } from './map-types';
import type { PhotoMapProps } from './photo-map';
import type { PointPickerProps } from './point-picker';
import type { SitesMapProps } from './sites-map';

type Chunk = typeof import('./map-chunk');

/** MapLibre, react-map-gl and the maps live in their own chunk, fetched the first time a map is shown. */
function loadMap<P extends object>(pick: (chunk: Chunk) => ComponentType<P>): ComponentType<P> {
  return lazy(async () => {
    const mod = await import(/* webpackChunkName: "mapa" */ './map-chunk');
    await mod.stylesheetReady;
    return { default: pick(mod) };
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

interface LazyMapOptions {
  /**
   * Fetch and start the map only when its place comes within a screen's height of the viewport (a placeholder of its
   * size until then): for a map below a page's first screen, whose chunk (MapLibre) and WebGL start would otherwise
   * take a phone's main thread while the page loads. Where IntersectionObserver is missing, the map loads at once.
   */
  whenNear?: boolean;
}

/** True once `ref`'s element has come within a screen's height of the viewport (at once when `active` is false). */
function useNear(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [near, setNear] = useState(() => !active || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** A map of the chunk, loaded on demand: a placeholder of the map's size while it arrives, a retry if it fails. */
function lazyMap<P extends { height?: string }>(pick: (chunk: Chunk) => ComponentType<P>) {
  return function LazyMap({ whenNear = false, ...rest }: P & LazyMapOptions) {
    const props = rest as unknown as P;
    const placeholderRef = useRef<HTMLSpanElement | null>(null);
    const near = useNear(placeholderRef, whenNear);
    const [Loaded, setLoaded] = useState(() => loadMap(pick));
    const height = props.height ?? MAP_HEIGHT;
    if (!near) return <Placeholder ref={placeholderRef} $height={height} aria-label="Cargando mapa" />;
    return (
      <MapErrorBoundary onRetry={() => setLoaded(() => loadMap(pick))}>
        <Suspense fallback={<Placeholder $height={height} aria-label="Cargando mapa" />}>
          <Loaded {...props} />
        </Suspense>
      </MapErrorBoundary>
    );
  };
}

/**
 * Located photos (GPS round, manual diamond), a click that places one, optionally a site with its geofence.
 *
 * @example
 * <LazyPhotoMap markers={markers} fitToMarkers onMarkerClick={(id) => open(Number(id))} />
 */
export const LazyPhotoMap = lazyMap<PhotoMapProps>((chunk) => chunk.PhotoMap);

/**
 * Many sites, clustered; each site's type by shape, letter and colour; a click on one calls `onSiteClick`.
 *
 * @example
 * <LazySitesMap sites={puntos} onSiteClick={setSelected} selectedId={selected} />
 */
export const LazySitesMap = lazyMap<SitesMapProps>((chunk) => chunk.SitesMap);

/**
 * An editable point: a click or a drag sets it.
 *
 * @example
 * <LazyPointPicker value={point} onChange={setPoint} radiusM={150} tipo="valla" />
 */
export const LazyPointPicker = lazyMap<PointPickerProps>((chunk) => chunk.PointPicker);
