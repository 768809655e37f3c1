import routes from './routes';
import screens, { SCREEN_PATHS } from './screens';

describe('screens.json of remote-catalog', () => {
  it('publishes every screen it renders, and renders every screen it publishes', () => {
    const rendered = routes.map((r) => `/${r.path}`).sort();
    expect([...SCREEN_PATHS].sort()).toEqual(rendered);
  });
  it('takes access and menu from the permission table', () => {
    expect(screens.map((s) => s.path)).toEqual([...SCREEN_PATHS]);
    for (const s of screens) expect(s.access === 'auth' || Array.isArray(s.access)).toBe(true);
  });
});
