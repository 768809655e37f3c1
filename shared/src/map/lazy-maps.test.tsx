import { act, render, screen } from '@testing-library/react';
import { LazySitesMap } from './lazy-maps';

// The chunk itself (MapLibre, WebGL) is not what is tested: a stand-in that says it was fetched and drawn.
jest.mock('./map-chunk', () => ({
  stylesheetReady: Promise.resolve(),
  SitesMap: ({ sites }: { sites: unknown[] }) => <p>mapa con {sites.length} sitios</p>,
  PhotoMap: () => null,
  PointPicker: () => null,
}));

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Array<{ callback: Callback; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const renderMap = (whenNear?: boolean) => render(<LazySitesMap sites={[]} whenNear={whenNear} />);

test('whenNear: a placeholder until the map is near the screen, then the map', async () => {
  renderMap(true);
  expect(screen.getByLabelText('Cargando mapa')).toBeInTheDocument();
  expect(observers).toHaveLength(1);
  act(() => observers[0].callback([{ isIntersecting: false }]));
  expect(screen.queryByText(/mapa con/)).toBeNull();
  act(() => observers[0].callback([{ isIntersecting: true }]));
  expect(await screen.findByText('mapa con 0 sitios')).toBeInTheDocument();
  expect(observers[0].disconnected).toBe(true);
});

test('without whenNear the map loads at once, observing nothing', async () => {
  renderMap();
  expect(await screen.findByText('mapa con 0 sitios')).toBeInTheDocument();
  expect(observers).toHaveLength(0);
});

test('whenNear where IntersectionObserver is missing: the map loads at once', async () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  renderMap(true);
  expect(await screen.findByText('mapa con 0 sitios')).toBeInTheDocument();
});
