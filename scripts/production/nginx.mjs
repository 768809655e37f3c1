// Debian's nginx running the shipped site file (deploy/nginx/informes.conf) as an unprivileged-friendly test
// instance: only the lines marked CAMBIAR are replaced (ports, certificate paths, the instances' addresses); the
// pid, logs and temporary files go in the check's own directory. docs/decisions/production.md.
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from '../lib/apt.mjs';
import { fromRoot } from '../lib/paths.mjs';
import { capture, spawnChild, stopChild } from '../lib/process.mjs';

export const SITE_FILE = fromRoot('deploy', 'nginx', 'informes.conf');

/**
 * The site file with the operator's values replaced by the test's. Every line marked CAMBIAR must be one the
 * check knows how to replace: a new marked line without a rule here stops the check (the file tested is the
 * file shipped, whole).
 * @param {{ httpPort: number, httpsPort: number, cert: string, key: string, instances: string[] }} values
 */
export function renderSite(text, { httpPort, httpsPort, cert, key, instances }) {
  let instance = 0;
  const rules = [
    [/^(\s*)server 127\.0\.0\.1:\d+;.*$/, (indent) => `${indent}server ${instances[instance++]};`],
    [/^(\s*)listen \[::\]:\d+.*$/, () => null], // the test listens on 127.0.0.1 only
    [/^(\s*)listen 80;.*$/, (indent) => `${indent}listen 127.0.0.1:${httpPort};`],
    [/^(\s*)listen 443 ssl http2;.*$/, (indent) => `${indent}listen 127.0.0.1:${httpsPort} ssl http2;`],
    [/^(\s*)server_name .*$/, (indent) => `${indent}server_name localhost;`],
    [/^(\s*)ssl_certificate .*$/, (indent) => `${indent}ssl_certificate ${cert};`],
    [/^(\s*)ssl_certificate_key .*$/, (indent) => `${indent}ssl_certificate_key ${key};`],
  ];
  const out = [];
  for (const line of text.split('\n')) {
    if (!/#\s*CAMBIAR/.test(line)) {
      out.push(line);
      continue;
    }
    const rule = rules.find(([re]) => re.test(line));
    if (!rule) throw new Error(`${path.basename(SITE_FILE)}: línea CAMBIAR sin regla en la prueba / no rule for: ${line.trim()}`);
    const replaced = rule[1](rule[0].exec(line)[1]);
    if (replaced !== null) out.push(replaced);
  }
  if (instance !== instances.length)
    throw new Error(`${path.basename(SITE_FILE)}: ${instance} instancias en el upstream, la prueba arranca ${instances.length}`);
  return out.join('\n');
}

/** nginx's main file for the test: everything it writes stays in `dir`; the site file is included in `http`. */
function mainConfig(dir, sitePath) {
  const temp = (name) => path.join(dir, 'temp', name);
  return `worker_processes 2;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
daemon off;
events { worker_connections 512; }
http {
  # As Debian's /etc/nginx/nginx.conf sets them around conf.d/*.conf: the site file must hold its own against them
  # (gzip on, TLS 1.0 and 1.1 allowed).
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  gzip on;
  access_log ${path.join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include ${sitePath};
}
`;
}

/**
 * Renders the shipped file into `dir`, checks it with `nginx -t` and starts nginx in the foreground (its PID is ours
 * to stop). `siteText` replaces the shipped file's text (the check's --site option, to prove a check fails).
 */
export async function startNginx(dir, values, { siteText } = {}) {
  const nginx = await ensureDebianPackage('nginx', '/usr/sbin/nginx');
  fs.mkdirSync(path.join(dir, 'temp'), { recursive: true });
  // Workers run as nobody when we are root: they read the temp directories nginx creates, nothing else of ours.
  fs.chmodSync(dir, 0o755);
  const sitePath = path.join(dir, 'informes.conf');
  fs.writeFileSync(sitePath, renderSite(siteText ?? fs.readFileSync(SITE_FILE, 'utf8'), values));
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, mainConfig(dir, sitePath));
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confPath];
  const test = await capture(nginx, [...args, '-t', '-q']);
  if (test.code !== 0) throw new Error(`nginx -t rechaza la configuración / rejects the configuration:\n${readLog(dir)}`);
  const child = spawnChild(nginx, args, { prefix: 'nginx' });
  return {
    child,
    errorLog: () => readLog(dir),
    stop: () => stopChild(child), // SIGTERM: nginx's fast shutdown (open event streams would hold a graceful one)
  };
}

function readLog(dir) {
  try {
    return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}
