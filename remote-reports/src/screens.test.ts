import routes from './routes';
import screens, { SCREENS } from './screens';

describe('the screens of remote-reports (screens.json)', () => {
  it('renders one page for each screen it publishes, and publishes every screen it renders', () => {
    expect(routes.map((r) => `/${r.path}`)).toEqual(SCREENS.map((s) => s.path));
    for (const r of routes) expect(r.element).toBeTruthy();
  });
  it('publishes each screen with its title, who may open it and its menu entry with the drawing of its icon', () => {
    expect(screens.map((s) => s.path)).toEqual(SCREENS.map((s) => s.path));
    for (const s of screens) {
      expect(s.title).toBeTruthy();
      expect(s.access === 'auth' || Array.isArray(s.access)).toBe(true);
      if (s.menu) expect(s.menu.iconPath).toMatch(/^M/);
    }
  });
});
