// The production check's TLS: a throwaway certificate authority and a server certificate for 127.0.0.1/localhost
// (openssl), and a browser profile (NSS database, Debian's certutil) that trusts that authority the way an
// operator's users trust a real one. docs/decisions/production.md, "How the check trusts its certificate".
import fs from 'node:fs';
import path from 'node:path';
import { ensureDebianPackage } from '../lib/apt.mjs';
import { capture } from '../lib/process.mjs';

async function openssl(args, cwd) {
  // Debian's openssl comes with ca-certificates on most machines, but a bare one may lack the command.
  const command = await ensureDebianPackage('openssl', '/usr/bin/openssl');
  const { code } = await capture(command, args, { cwd });
  if (code !== 0) throw new Error(`openssl ${args[0]} terminó con código ${code} / openssl failed`);
}

/** Writes `ca.pem`, `server.pem` (certificate + the authority, as a fullchain) and `server.key` in `dir`. */
export async function makeCertificates(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '2',
      '-subj',
      '/CN=Informes prueba CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    dir,
  );
  await openssl(['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost'], dir);
  fs.writeFileSync(
    path.join(dir, 'server.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n',
  );
  await openssl(
    [
      'x509',
      '-req',
      '-in',
      'server.csr',
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      'leaf.pem',
      '-days',
      '2',
      '-extfile',
      'server.ext',
    ],
    dir,
  );
  fs.writeFileSync(
    path.join(dir, 'server.pem'),
    fs.readFileSync(path.join(dir, 'leaf.pem'), 'utf8') + fs.readFileSync(path.join(dir, 'ca.pem'), 'utf8'),
  );
  fs.chmodSync(path.join(dir, 'server.key'), 0o600);
  return { ca: path.join(dir, 'ca.pem'), cert: path.join(dir, 'server.pem'), key: path.join(dir, 'server.key') };
}

/**
 * A HOME whose NSS database (~/.pki/nssdb, where Chromium on Linux reads its trusted authorities) trusts `caFile`
 * for websites. Chromium started with this HOME checks the certificate as it checks any other: no switch turns the
 * checks off, so a service worker registers only if the certificate is really valid for the page.
 */
export async function browserHomeTrusting(caFile, home) {
  const certutil = await ensureDebianPackage('libnss3-tools', '/usr/bin/certutil');
  const db = path.join(home, '.pki', 'nssdb');
  fs.mkdirSync(db, { recursive: true });
  for (const args of [
    ['-N', '-d', `sql:${db}`, '--empty-password'],
    ['-A', '-d', `sql:${db}`, '-t', 'C,,', '-n', 'Informes prueba CA', '-i', caFile],
  ]) {
    const { code } = await capture(certutil, args);
    if (code !== 0) throw new Error(`certutil ${args[0]} terminó con código ${code} / certutil failed`);
  }
  return home;
}
