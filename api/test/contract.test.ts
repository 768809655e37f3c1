import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import type { ArchivoInforme } from 'shared/contracts';
import { DEMO_CREDENTIALS } from 'shared/contracts';
import { contractChecker, type Answer, type OpenApiDoc } from './helpers/contract';
import { client } from './helpers/http';
import { informeBody, informeRefs, type InformeRefs } from './helpers/informes';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * The contract (issue 27; docs/decisions/openapi-contract.md): every operation of GET /api/v1/openapi.json is called as
 * every role — no session, cliente, proveedor, administrador — with real inputs (demo data, or records made here), and
 * each answer must be one the document declares: a documented status, a documented media type, and a JSON body
 * (error bodies included) valid against the documented schema, checked with ajv. The expected status of each role is
 * asserted too, so a route that refuses everyone cannot pass. An operation added to the API without a case here fails.
 */

type Role = 'anonimo' | 'cliente' | 'proveedor' | 'administrador';
const ROLES: readonly Role[] = ['anonimo', 'cliente', 'proveedor', 'administrador'];

interface Call {
  path: string;
  json?: unknown;
  body?: Buffer | FormData;
  headers?: Record<string, string>;
  /** Another session token than the role's (a fresh one for logout). */
  token?: string;
  /** A stream (GET /eventos): read the first chunk, then close. */
  stream?: true;
}

interface Case {
  /** `METHOD /path` as the document shows it, without /api/v1. */
  op: string;
  call: (role: Role) => Call | Promise<Call>;
  /** Expected status per role: no session, cliente, proveedor, administrador. */
  expect: readonly [number, number, number, number];
}

const SIGNED_IN = [401, 200, 200, 200] as const;
const ADMIN_ONLY = (ok: number) => [401, 403, 403, ok] as const;

describe('API contract: every operation as every role keeps the OpenAPI document', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let doc: OpenApiDoc;
  let problem: ReturnType<typeof contractChecker>;
  const tokens: Partial<Record<Role, string>> = {};
  let refs: InformeRefs;
  let seq = 0;
  const n = () => `${Date.now().toString(36)}${++seq}`;

  // Records the cases work on, made in before().
  let informeR: number; // admin's, of the demo provider and the demo client: every role sees it
  let informeP: number; // the demo provider user's own
  let foto: ArchivoInforme; // a photo of R
  let conversacionR: number;
  let servicio: number;
  let jefe: number;
  let clienteC: number;
  let usuarioU: number;

  const admin = () => tokens.administrador!;
  const ok = async <T>(method: string, path: string, token: string, json?: unknown): Promise<T> => {
    const res = await api.request<T>(method, `/api/v1${path}`, { token, json });
    assert.ok(res.status < 300, `${method} ${path} → ${res.status} ${res.text}`);
    return res.body;
  };

  /** A JPEG of its own colour: a new photo each time (another SHA-256). */
  const jpeg = (seed: number) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
      .jpeg()
      .toBuffer();
  const photoForm = async (seed: number) => {
    const form = new FormData();
    form.append('archivo', new Blob([await jpeg(seed)], { type: 'image/jpeg' }), `foto-${seed}.jpg`);
    return form;
  };
  const upload = async (token: string, informeId: number): Promise<ArchivoInforme> => {
    const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, {
      method: 'POST',
      body: await photoForm(++seq),
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(res.status, 201, await res.clone().text());
    return (await res.json()) as ArchivoInforme;
  };
  /** A report of the demo provider for the demo client, made by the administrator (every role sees it). */
  const nuevoInforme = async (): Promise<number> =>
    (await ok<{ id: number }>('POST', '/informes', admin(), informeBody(refs, { cliente_id: refs.ownCliente, campana: `Contrato ${n()}` }))).id;
  const completado = async (): Promise<number> => {
    const id = await nuevoInforme();
    await ok('PATCH', `/informes/${id}/estado`, admin(), { estado: 'en_progreso' });
    await ok('PATCH', `/informes/${id}/estado`, admin(), { estado: 'completado' });
    return id;
  };
  const nuevoServicio = async () => (await ok<{ id: number }>('POST', '/servicios', admin(), { nombre: `Servicio ${n()}`, precio: 1000 })).id;
  const nuevoProveedor = async () => (await ok<{ id: number }>('POST', '/proveedores', admin(), { nombre: `Proveedor ${n()}` })).id;
  const nuevoCliente = async () => (await ok<{ id: number }>('POST', '/clientes', admin(), { razon_social: `Cliente ${n()}` })).id;
  const nuevoJefe = async () =>
    (await ok<{ id: number }>('POST', '/jefes-equipo', admin(), { nombres: `Jefe ${n()}`, proveedor_id: refs.ownProveedor })).id;
  const usuarioBody = () => {
    const u = `contrato${n()}`;
    return {
      usuario: u,
      correo: `${u}@example.com`,
      primer_nombre: 'Ana',
      primer_apellido: 'Ríos',
      tipo: 0,
      password: 'Una clave bastante larga 2024',
    };
  };
  const nuevoUsuario = async () => (await ok<{ id: number }>('POST', '/admin/usuarios', admin(), usuarioBody())).id;

  /** tus creation headers for a photo of `informeId`. */
  const tusCreate = (informeId: number, bytes: Buffer) => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    return {
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': `informe_id ${b64(String(informeId))},sha256 ${b64(sha256)},filename ${b64('foto.jpg')}`,
    };
  };
  /** A tus upload created for `token`: its id and bytes. */
  const tusUpload = async (token: string, informeId: number) => {
    const bytes = await jpeg(++seq);
    const res = await fetch(`${t.baseUrl}/api/v1/subidas`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...tusCreate(informeId, bytes) },
    });
    assert.equal(res.status, 201, await res.text());
    return { id: res.headers.get('location')!.split('/').pop()!, bytes };
  };
  /** The report each role may add photos to: its own (the provider user's), or R (anyone else). */
  const informeDe = (role: Role) => (role === 'proveedor' ? informeP : informeR);
  const tokenOf = (role: Role) => tokens[role] ?? admin();

  const CASES: Case[] = [
    { op: 'GET /health', call: () => ({ path: '/health' }), expect: [200, 200, 200, 200] },
    {
      op: 'POST /auth/login',
      call: (role) =>
        role === 'anonimo'
          ? { path: '/auth/login', json: { usuario: 'nadie', password: 'incorrecta' } }
          : { path: '/auth/login', json: DEMO_CREDENTIALS[role === 'administrador' ? 'admin' : role] },
      expect: [401, 200, 200, 200],
    },
    {
      op: 'POST /auth/logout',
      call: async (role) => {
        if (role === 'anonimo') return { path: '/auth/logout' };
        const { usuario, password } = DEMO_CREDENTIALS[role === 'administrador' ? 'admin' : role];
        return { path: '/auth/logout', token: await api.login(usuario, password) };
      },
      expect: SIGNED_IN,
    },
    {
      op: 'PATCH /auth/change-password',
      call: (role) => {
        const { password } = DEMO_CREDENTIALS[role === 'administrador' ? 'admin' : role === 'anonimo' ? 'cliente' : role];
        return { path: '/auth/change-password', json: { currentPassword: password, newPassword: password } };
      },
      expect: [401, 400, 400, 400],
    },
    {
      op: 'POST /auth/olvide-contrasena',
      call: (role) => ({ path: '/auth/olvide-contrasena', json: { usuario: `nadie-${role}` } }),
      expect: [202, 202, 202, 202],
    },
    {
      op: 'POST /auth/restablecer-contrasena',
      call: () => ({ path: '/auth/restablecer-contrasena', json: { token: 'no-es-un-enlace', nueva: 'Una clave nueva y larga 2025' } }),
      expect: [400, 400, 400, 400],
    },
    { op: 'GET /usuarios/me', call: () => ({ path: '/usuarios/me' }), expect: SIGNED_IN },
    { op: 'GET /dashboard/resumen', call: () => ({ path: '/dashboard/resumen' }), expect: SIGNED_IN },
    { op: 'GET /auditoria', call: () => ({ path: '/auditoria?limit=10' }), expect: SIGNED_IN },
    { op: 'GET /auditoria/opciones', call: () => ({ path: '/auditoria/opciones' }), expect: SIGNED_IN },
    { op: 'GET /auditoria/export', call: () => ({ path: '/auditoria/export' }), expect: SIGNED_IN },
    { op: 'GET /servicios', call: () => ({ path: '/servicios' }), expect: SIGNED_IN },
    { op: 'POST /servicios', call: () => ({ path: '/servicios', json: { nombre: `Servicio ${n()}`, precio: 1500 } }), expect: ADMIN_ONLY(201) },
    { op: 'GET /servicios/export', call: () => ({ path: '/servicios/export' }), expect: SIGNED_IN },
    { op: 'GET /servicios/meta/categorias', call: () => ({ path: '/servicios/meta/categorias' }), expect: SIGNED_IN },
    { op: 'GET /servicios/meta/estadisticas', call: () => ({ path: '/servicios/meta/estadisticas' }), expect: SIGNED_IN },
    {
      op: 'PUT /servicios/{id}',
      call: () => ({ path: `/servicios/${servicio}`, json: { nombre: 'Servicio del contrato', precio: 2000 } }),
      expect: ADMIN_ONLY(200),
    },
    {
      op: 'DELETE /servicios/{id}',
      call: async (role) => ({ path: `/servicios/${role === 'administrador' ? await nuevoServicio() : servicio}` }),
      expect: ADMIN_ONLY(200),
    },
    { op: 'GET /jefes-equipo', call: () => ({ path: '/jefes-equipo' }), expect: [401, 403, 200, 200] },
    {
      op: 'POST /jefes-equipo',
      call: () => ({ path: '/jefes-equipo', json: { nombres: `Jefe ${n()}`, proveedor_id: refs.ownProveedor } }),
      expect: [401, 403, 201, 201],
    },
    { op: 'GET /jefes-equipo/{id}', call: () => ({ path: `/jefes-equipo/${jefe}` }), expect: [401, 403, 200, 200] },
    {
      op: 'PUT /jefes-equipo/{id}',
      call: () => ({ path: `/jefes-equipo/${jefe}`, json: { nombres: 'Jefe del contrato', proveedor_id: refs.ownProveedor } }),
      expect: [401, 403, 200, 200],
    },
    {
      op: 'DELETE /jefes-equipo/{id}',
      call: async (role) => ({ path: `/jefes-equipo/${role === 'anonimo' || role === 'cliente' ? jefe : await nuevoJefe()}` }),
      expect: [401, 403, 200, 200],
    },
    { op: 'GET /proveedores', call: () => ({ path: '/proveedores' }), expect: [401, 403, 200, 200] },
    { op: 'POST /proveedores', call: () => ({ path: '/proveedores', json: { nombre: `Proveedor ${n()}` } }), expect: ADMIN_ONLY(201) },
    {
      op: 'PATCH /proveedores/{id}',
      call: () => ({ path: `/proveedores/${refs.ownProveedor}`, json: { direccion: 'Calle 10 # 20-30' } }),
      expect: [401, 403, 200, 200],
    },
    {
      op: 'DELETE /proveedores/{id}',
      call: async (role) => ({ path: `/proveedores/${role === 'administrador' ? await nuevoProveedor() : refs.otherProveedor}` }),
      expect: ADMIN_ONLY(200),
    },
    { op: 'GET /clientes', call: () => ({ path: '/clientes' }), expect: ADMIN_ONLY(200) },
    { op: 'POST /clientes', call: () => ({ path: '/clientes', json: { razon_social: `Cliente ${n()}` } }), expect: ADMIN_ONLY(201) },
    { op: 'PATCH /clientes/{id}', call: () => ({ path: `/clientes/${clienteC}`, json: { direccion: 'Carrera 7 # 1-2' } }), expect: ADMIN_ONLY(200) },
    {
      op: 'DELETE /clientes/{id}',
      call: async (role) => ({ path: `/clientes/${role === 'administrador' ? await nuevoCliente() : clienteC}` }),
      expect: ADMIN_ONLY(200),
    },
    { op: 'GET /catalogos/provincias', call: () => ({ path: '/catalogos/provincias' }), expect: SIGNED_IN },
    { op: 'GET /catalogos/localidades/{provinceId}', call: () => ({ path: `/catalogos/localidades/${refs.provincia}` }), expect: SIGNED_IN },
    { op: 'GET /provincias', call: () => ({ path: '/provincias' }), expect: SIGNED_IN },
    { op: 'GET /admin/usuarios', call: () => ({ path: '/admin/usuarios' }), expect: ADMIN_ONLY(200) },
    { op: 'POST /admin/usuarios', call: () => ({ path: '/admin/usuarios', json: usuarioBody() }), expect: ADMIN_ONLY(201) },
    { op: 'GET /admin/usuarios/stats', call: () => ({ path: '/admin/usuarios/stats' }), expect: ADMIN_ONLY(200) },
    { op: 'GET /admin/usuarios/export', call: () => ({ path: '/admin/usuarios/export' }), expect: ADMIN_ONLY(200) },
    {
      op: 'PATCH /admin/usuarios/{id}',
      call: () => ({ path: `/admin/usuarios/${usuarioU}`, json: { primer_nombre: 'Beatriz' } }),
      expect: ADMIN_ONLY(200),
    },
    {
      op: 'DELETE /admin/usuarios/{id}',
      call: async (role) => ({ path: `/admin/usuarios/${role === 'administrador' ? await nuevoUsuario() : usuarioU}` }),
      expect: ADMIN_ONLY(200),
    },
    {
      op: 'PATCH /admin/usuarios/{id}/toggle-status',
      call: async (role) => ({
        path: `/admin/usuarios/${role === 'administrador' ? await nuevoUsuario() : usuarioU}/toggle-status`,
        json: { activo: false },
      }),
      expect: ADMIN_ONLY(200),
    },
    { op: 'POST /admin/usuarios/{id}/desbloquear', call: () => ({ path: `/admin/usuarios/${usuarioU}/desbloquear` }), expect: ADMIN_ONLY(200) },
    {
      op: 'POST /admin/usuarios/{id}/reset-password',
      call: () => ({ path: `/admin/usuarios/${usuarioU}/reset-password`, json: { password: 'Otra clave bastante larga 2025' } }),
      expect: ADMIN_ONLY(200),
    },
    { op: 'GET /asignaciones', call: () => ({ path: '/asignaciones' }), expect: ADMIN_ONLY(200) },
    {
      op: 'POST /asignaciones',
      call: async (role) => ({
        path: '/asignaciones',
        json:
          role === 'administrador' ? { proveedor_id: await nuevoProveedor(), cliente_id: await nuevoCliente() } : { proveedor_id: 1, cliente_id: 1 },
      }),
      expect: ADMIN_ONLY(201),
    },
    {
      op: 'DELETE /asignaciones/{id}',
      call: async (role) => {
        if (role !== 'administrador') return { path: '/asignaciones/1' };
        const pair = { proveedor_id: await nuevoProveedor(), cliente_id: await nuevoCliente() };
        return { path: `/asignaciones/${(await ok<{ id: number }>('POST', '/asignaciones', admin(), pair)).id}` };
      },
      expect: ADMIN_ONLY(200),
    },
    { op: 'GET /informes', call: () => ({ path: '/informes?limit=10' }), expect: SIGNED_IN },
    {
      op: 'POST /informes',
      call: (role) => ({
        path: '/informes',
        json:
          role === 'cliente'
            ? informeBody(refs, { cliente_id: refs.ownCliente, proveedor_id: refs.clienteProveedor })
            : informeBody(refs, role === 'administrador' ? { cliente_id: refs.ownCliente } : {}),
      }),
      expect: [401, 201, 201, 201],
    },
    { op: 'GET /informes/export', call: () => ({ path: '/informes/export' }), expect: SIGNED_IN },
    { op: 'GET /informes/opciones', call: () => ({ path: '/informes/opciones' }), expect: SIGNED_IN },
    { op: 'GET /informes/{id}', call: () => ({ path: `/informes/${informeR}` }), expect: SIGNED_IN },
    // R is the administrator's: the provider and the client see it and may not edit it.
    {
      op: 'PATCH /informes/{id}',
      call: () => ({ path: `/informes/${informeR}`, json: { informe_incidencias: 'Ninguna' } }),
      expect: [401, 403, 403, 200],
    },
    {
      op: 'DELETE /informes/{id}',
      call: async (role) => ({ path: `/informes/${role === 'anonimo' ? informeR : await nuevoInforme()}` }),
      expect: [401, 403, 200, 200],
    },
    {
      op: 'PATCH /informes/{id}/estado',
      call: async (role) => ({ path: `/informes/${role === 'anonimo' ? informeR : await nuevoInforme()}/estado`, json: { estado: 'en_progreso' } }),
      expect: [401, 403, 200, 200],
    },
    { op: 'GET /informes/{id}/archivos', call: () => ({ path: `/informes/${informeR}/archivos` }), expect: SIGNED_IN },
    { op: 'GET /informes/{id}/archivos.zip', call: () => ({ path: `/informes/${informeR}/archivos.zip` }), expect: SIGNED_IN },
    {
      op: 'POST /informes/{id}/aceptacion',
      call: async (role) => ({ path: `/informes/${role === 'anonimo' ? informeR : await completado()}/aceptacion` }),
      expect: [401, 200, 403, 403],
    },
    {
      op: 'POST /informes/{id}/problema',
      call: async (role) => ({
        path: `/informes/${role === 'anonimo' ? informeR : await completado()}/problema`,
        json: { comentario: 'Falta la foto del frente' },
      }),
      expect: [401, 200, 403, 403],
    },
    { op: 'GET /informes/prueba', call: () => ({ path: `/informes/prueba?search=${encodeURIComponent('Contrato R')}` }), expect: SIGNED_IN },
    { op: 'GET /informes/{id}/prueba', call: () => ({ path: `/informes/${informeR}/prueba` }), expect: SIGNED_IN },
    // The client may not change photos of R (not its author); the provider user adds to its own report.
    {
      op: 'POST /upload/{reportId}',
      call: async (role) => ({ path: `/upload/${informeDe(role)}`, body: await photoForm(++seq) }),
      expect: [401, 403, 201, 201],
    },
    {
      op: 'POST /subidas',
      call: async (role) => ({ path: '/subidas', headers: tusCreate(informeDe(role), await jpeg(++seq)) }),
      expect: [401, 403, 201, 201],
    },
    {
      op: 'PATCH /subidas/{id}',
      call: async (role) => {
        const tus = { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
        if (role === 'anonimo' || role === 'cliente') return { path: '/subidas/no-existe', headers: tus, body: Buffer.from('x') };
        const { id, bytes } = await tusUpload(tokenOf(role), informeDe(role));
        return { path: `/subidas/${id}`, headers: tus, body: bytes };
      },
      expect: [401, 404, 200, 200],
    },
    {
      op: 'DELETE /subidas/{id}',
      call: async (role) => {
        if (role === 'anonimo' || role === 'cliente') return { path: '/subidas/no-existe', headers: { 'tus-resumable': '1.0.0' } };
        return { path: `/subidas/${(await tusUpload(tokenOf(role), informeDe(role))).id}`, headers: { 'tus-resumable': '1.0.0' } };
      },
      expect: [401, 404, 204, 204],
    },
    // Signed links answer anyone who holds them, with or without a session.
    { op: 'GET /archivos/{id}', call: () => ({ path: foto.url.slice('/api/v1'.length) }), expect: [200, 200, 200, 200] },
    {
      op: 'DELETE /archivos/{id}',
      call: async (role) => ({
        path: `/archivos/${role === 'anonimo' || role === 'cliente' ? foto.id : (await upload(tokenOf(role), informeDe(role))).id}`,
      }),
      expect: [401, 403, 200, 200],
    },
    { op: 'GET /archivos/{id}/miniatura', call: () => ({ path: foto.miniatura_url.slice('/api/v1'.length) }), expect: [200, 200, 200, 200] },
    {
      op: 'POST /archivos/{id}/alertas/{alertaId}/revision',
      call: () => ({ path: `/archivos/${foto.id}/alertas/${foto.alertas[0].id}/revision`, json: { comentario: 'Revisada en el contrato' } }),
      expect: ADMIN_ONLY(200),
    },
    { op: 'GET /verificar/{sha256}', call: () => ({ path: `/verificar/${foto.sha256}` }), expect: [200, 200, 200, 200] },
    { op: 'GET /conversaciones', call: () => ({ path: '/conversaciones' }), expect: SIGNED_IN },
    { op: 'GET /conversaciones/contactos', call: () => ({ path: '/conversaciones/contactos' }), expect: SIGNED_IN },
    {
      op: 'POST /conversaciones/directas',
      call: async (role) => {
        if (role === 'anonimo') return { path: '/conversaciones/directas', json: { usuario_id: 1 } };
        const contactos = await ok<{ data: { id: number }[] }>('GET', '/conversaciones/contactos', tokenOf(role));
        return { path: '/conversaciones/directas', json: { usuario_id: contactos.data[0].id } };
      },
      expect: SIGNED_IN,
    },
    { op: 'GET /conversaciones/{id}', call: () => ({ path: `/conversaciones/${conversacionR}` }), expect: SIGNED_IN },
    { op: 'GET /conversaciones/{id}/mensajes', call: () => ({ path: `/conversaciones/${conversacionR}/mensajes` }), expect: SIGNED_IN },
    {
      op: 'POST /conversaciones/{id}/mensajes',
      call: (role) => ({ path: `/conversaciones/${conversacionR}/mensajes`, json: { texto: `Hola desde el contrato (${role})` } }),
      expect: [401, 201, 201, 201],
    },
    {
      op: 'POST /conversaciones/{id}/leido',
      call: () => ({ path: `/conversaciones/${conversacionR}/leido`, json: { hasta_id: 0 } }),
      expect: SIGNED_IN,
    },
    { op: 'GET /mensajes/no-leidos', call: () => ({ path: '/mensajes/no-leidos' }), expect: SIGNED_IN },
    {
      op: 'DELETE /mensajes/{id}',
      call: async (role) => {
        if (role === 'anonimo') return { path: '/mensajes/1' };
        const m = await ok<{ id: number }>('POST', `/conversaciones/${conversacionR}/mensajes`, tokenOf(role), { texto: 'Para borrar' });
        return { path: `/mensajes/${m.id}` };
      },
      expect: SIGNED_IN,
    },
    { op: 'GET /informes/{id}/conversacion', call: () => ({ path: `/informes/${informeR}/conversacion` }), expect: SIGNED_IN },
    { op: 'GET /eventos', call: () => ({ path: '/eventos', stream: true }), expect: SIGNED_IN },
  ];

  /** Wrong inputs, as the administrator unless told: each must be refused with this status, in the documented shape. */
  const INVALID: ReadonlyArray<{ op: string; call: () => Call | Promise<Call>; status: number; role?: Role }> = [
    { op: 'GET /informes/{id}', call: () => ({ path: '/informes/abc' }), status: 400 },
    { op: 'GET /informes/{id}', call: () => ({ path: '/informes/999999' }), status: 404 },
    { op: 'POST /servicios', call: () => ({ path: '/servicios', json: {} }), status: 400 },
    {
      op: 'POST /auth/login',
      call: () => ({ path: '/auth/login', body: Buffer.from('{"usuario":'), headers: { 'content-type': 'application/json' } }),
      status: 400,
    },
    {
      op: 'POST /auth/login',
      call: () => ({ path: '/auth/login', body: Buffer.from('<x/>'), headers: { 'content-type': 'application/xml' } }),
      status: 415,
    },
    { op: 'GET /usuarios/me', call: () => ({ path: '/usuarios/me', token: 'no-es-un-token' }), status: 401 },
    { op: 'DELETE /clientes/{id}', call: () => ({ path: `/clientes/${refs.ownCliente}` }), status: 409 },
    { op: 'PATCH /informes/{id}/estado', call: () => ({ path: `/informes/${informeR}/estado`, json: { estado: 'completado' } }), status: 409 },
    { op: 'GET /archivos/{id}', call: () => ({ path: `/archivos/${foto.id}?exp=1&sig=${'a'.repeat(43)}` }), status: 403 },
    { op: 'GET /verificar/{sha256}', call: () => ({ path: '/verificar/no-es-una-huella' }), status: 400 },
    { op: 'PATCH /subidas/{id}', call: () => ({ path: '/subidas/no-existe', body: Buffer.from('x') }), status: 412 },
    { op: 'GET /auditoria', call: () => ({ path: '/auditoria?fechaInicio=2026-02-01&fechaFin=2026-01-01' }), status: 400 },
  ];

  async function send(method: string, c: Call, token: string | undefined): Promise<Answer> {
    const headers: Record<string, string> = { ...c.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: Buffer | FormData | string | undefined = c.body;
    if (c.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(c.json);
    }
    const controller = new AbortController();
    const res = await fetch(`${t.baseUrl}/api/v1${c.path}`, { method, headers, body, signal: controller.signal });
    const contentType = res.headers.get('content-type') ?? '';
    let text: string;
    if (c.stream && res.ok) {
      const reader = res.body!.getReader();
      text = new TextDecoder().decode((await reader.read()).value);
      controller.abort();
    } else {
      text = await res.text();
    }
    return { status: res.status, contentType, text };
  }

  before(async () => {
    t = await startTestApp();
    api = client(t.baseUrl);
    doc = (await (await fetch(`${t.baseUrl}/api/v1/openapi.json`)).json()) as OpenApiDoc;
    problem = contractChecker(doc);
    [tokens.administrador, tokens.proveedor, tokens.cliente] = await Promise.all([api.loginAdmin(), api.loginProveedor(), api.loginCliente()]);
    const [p, c] = await Promise.all([
      ok<{ proveedor_id: number }>('GET', '/usuarios/me', tokens.proveedor),
      ok<{ cliente_id: number }>('GET', '/usuarios/me', tokens.cliente),
    ]);
    refs = await informeRefs(t.db, p.proveedor_id, c.cliente_id);
    informeR = (await ok<{ id: number }>('POST', '/informes', admin(), informeBody(refs, { cliente_id: refs.ownCliente, campana: 'Contrato R' }))).id;
    informeP = (await ok<{ id: number }>('POST', '/informes', tokens.proveedor, informeBody(refs, { campana: 'Contrato P' }))).id;
    foto = await upload(admin(), informeR);
    conversacionR = (await ok<{ id: number }>('GET', `/informes/${informeR}/conversacion`, admin())).id;
    [servicio, jefe, clienteC, usuarioU] = await Promise.all([nuevoServicio(), nuevoJefe(), nuevoCliente(), nuevoUsuario()]);
  });
  after(async () => t?.close());

  test('the cases cover every operation of the document, once', () => {
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.slice('/api/v1'.length)}`))
      .sort();
    const covered = CASES.map((c) => c.op).sort();
    assert.deepEqual(covered, documented, 'add a case for each new operation (api/test/contract.test.ts)');
  });

  test('every operation, as every role, answers what the document declares', async () => {
    const problems: string[] = [];
    for (const c of CASES) {
      const method = c.op.split(' ')[0];
      for (const [i, role] of ROLES.entries()) {
        const call = await c.call(role);
        const answer = await send(method, call, call.token ?? tokens[role]);
        const name = `${c.op} as ${role}`;
        if (answer.status !== c.expect[i]) problems.push(`${name}: ${answer.status}, expected ${c.expect[i]}: ${answer.text.slice(0, 200)}`);
        const wrong = problem(`${method} /api/v1${c.op.slice(method.length + 1)}`, answer);
        if (wrong) problems.push(`${name}: ${wrong}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('wrong inputs are refused with a documented status and error code', async () => {
    const problems: string[] = [];
    for (const c of INVALID) {
      const method = c.op.split(' ')[0];
      const call = await c.call();
      const answer = await send(method, call, call.token ?? tokens[c.role ?? 'administrador']);
      if (answer.status !== c.status) problems.push(`${c.op} ${call.path}: ${answer.status}, expected ${c.status}: ${answer.text.slice(0, 200)}`);
      const wrong = problem(`${method} /api/v1${c.op.slice(method.length + 1)}`, answer);
      if (wrong) problems.push(wrong);
    }
    assert.deepEqual(problems, []);
  });

  test('a status an operation does not declare still answers the one error shape', async () => {
    // POST /auth/logout takes no body: one in an unknown type is refused before the route, with a 415 it does not list.
    const answer = await send('POST', { path: '/auth/logout', body: Buffer.from('<x/>'), headers: { 'content-type': 'application/xml' } }, admin());
    assert.equal(answer.status, 415);
    assert.match(problem('POST /api/v1/auth/logout', answer) ?? '', /not documented/);
    assert.deepEqual(JSON.parse(answer.text), { error: 'tipo_no_soportado', message: 'Tipo de contenido no soportado' });
  });

  // Last in this file: it closes the database for good.
  test('with the database away, every operation answers within the document, most with its 503', async () => {
    const token = tokens.administrador;
    // The inputs first (some cases make their records through the API), then the database goes.
    const calls: Array<{ c: Case; call: Call }> = [];
    for (const c of CASES) calls.push({ c, call: await c.call('administrador') });
    await t.app.database.close();
    const problems: string[] = [];
    let unavailable = 0;
    for (const { c, call } of calls) {
      const method = c.op.split(' ')[0];
      const answer = await send(method, call, call.token ?? token);
      if (answer.status === 500) problems.push(`${c.op}: 500 ${answer.text.slice(0, 200)}`);
      if (answer.status === 503) {
        unavailable++;
        if (JSON.parse(answer.text).error !== 'base_de_datos_no_disponible') problems.push(`${c.op}: 503 ${answer.text.slice(0, 200)}`);
      }
      const wrong = problem(`${method} /api/v1${c.op.slice(method.length + 1)}`, answer);
      if (wrong) problems.push(wrong);
    }
    assert.deepEqual(problems, []);
    // What needs no database (a signed link's check, the API's own document…) may still answer; the rest says 503.
    assert.ok(unavailable >= calls.length * 0.8, `${unavailable} of ${calls.length} operations answered 503`);
  });
});
