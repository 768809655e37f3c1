// A plain static file server on another origin (a CDN stand-in): serves `/<prefix>/…` from a folder, with CORS
// and the cache headers the README asks of whoever hosts a remote.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};
const NO_CACHE = new Set(['mf-manifest.json', 'remoteEntry.js', 'screens.json', 'offline.json']);

export interface StaticServer {
  url: string;
  /** Paths requested so far. */
  requests: string[];
  close(): Promise<void>;
}

export async function startStaticServer(folders: Record<string, string>): Promise<StaticServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    res.setHeader('access-control-allow-origin', '*');
    const [, prefix, ...rest] = pathname.split('/');
    const root = folders[prefix];
    const file = root ? path.join(root, ...rest) : '';
    if (!root || rest.some((p) => p === '..' || p.startsWith('.')) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    const base = path.basename(file);
    res.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    res.setHeader('cache-control', NO_CACHE.has(base) ? 'no-cache' : 'public, max-age=31536000, immutable');
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
