import { matchPath } from 'react-router-dom';
import type { RemoteName } from 'shared/contracts';

/** Federation names (webpack `name` of each remote). */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  'remote-reports': 'remote_reports',
  'remote-catalog': 'remote_catalog',
  'remote-admin': 'remote_admin',
};

/** Which remote owns each screen (its `./routes` tree has the same paths, relative). */
export const REMOTE_ROUTE_PATHS: Record<RemoteName, readonly string[]> = {
  'remote-reports': ['/informes', '/nuevo-informe', '/informes/:id'],
  'remote-catalog': ['/servicios', '/jefes', '/proveedores', '/clientes'],
  'remote-admin': ['/registro-eventos', '/administradores', '/asignaciones'],
};

/** The remote that renders `pathname`, or null when no remote owns it. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const [remote, patterns] of Object.entries(REMOTE_ROUTE_PATHS) as Array<[RemoteName, readonly string[]]>) {
    if (patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}
