import { ROUTE_RULES } from 'shared/contracts';
import { REMOTE_ROUTE_PATHS, remoteForPath } from './remote-paths';

const HOST_PATHS = ['/login', '/', '/change-password', '/mensajes'];

describe('remoteForPath', () => {
  it('maps every screen of the route table that the host does not render to a remote', () => {
    for (const rule of ROUTE_RULES) {
      if (HOST_PATHS.includes(rule.path)) continue;
      const concrete = rule.path.replace(':id', '42');
      expect([rule.path, remoteForPath(concrete)]).toEqual([rule.path, expect.any(String)]);
    }
  });
  it('sends each path to its remote', () => {
    expect(remoteForPath('/registro-eventos')).toBe('remote-admin');
    expect(remoteForPath('/asignaciones')).toBe('remote-admin');
    expect(remoteForPath('/clientes')).toBe('remote-catalog');
    expect(remoteForPath('/informes/15')).toBe('remote-reports');
    expect(remoteForPath('/nuevo-informe')).toBe('remote-reports');
  });
  it('owns nothing else', () => {
    expect(remoteForPath('/')).toBeNull();
    expect(remoteForPath('/informes/15/extra')).toBeNull();
    expect(remoteForPath('/desconocida')).toBeNull();
  });
  it('only lists paths that exist in ROUTE_RULES', () => {
    const known = new Set(ROUTE_RULES.map((r) => r.path));
    for (const paths of Object.values(REMOTE_ROUTE_PATHS)) for (const p of paths) expect(known.has(p)).toBe(true);
  });
});
