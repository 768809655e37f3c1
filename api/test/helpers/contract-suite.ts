import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ArchivoInforme } from 'shared/contracts';
import { contractChecker, type Answer, type OpenApiDoc } from './contract';
import { jpeg, photoForm, tusHeaders } from './contract-fixtures';
import { client } from './http';
import { informeRefs, type InformeRefs } from './informes';
import { startTestApp, type TestApp } from './test-app';

/**
 * The contract of a module's operations (issue 27, issue 35; docs/decisions/openapi-contract.md, "The contract test"):
 * `contractSuite(name, cases)` in the module's own test file calls each of its operations as every role — no session,
 * cliente, proveedor, administrador — with real inputs, and checks each answer against GET /api/v1/openapi.json (a
 * documented status, a documented media type, a JSON body valid against the documented schema, error bodies included,
 * with ajv: helpers/contract.ts). The expected status of each role is asserted too, so a route that refuses everyone
 * cannot pass. Then its wrong inputs, and last it closes its database and calls every case again: each answers the
 * documented 503 `base_de_datos_no_disponible`.
 *
 * A case names its operation by operationId, as a string literal (`op: 'createService'`): api/test/contract.test.ts
 * reads the test files' sources for them and fails for an operation of the document without exactly one case. A wrong
 * input names it with `of:` (it is not the operation's case).
 *
 * The suite starts an app of its own (its own database, the three demo roles signed in), so closing its database
 * touches nothing else in the file.
 */

export type Role = 'anonimo' | 'cliente' | 'proveedor' | 'administrador';
const ROLES: readonly Role[] = ['anonimo', 'cliente', 'proveedor', 'administrador'];
type SignedInRole = Exclude<Role, 'anonimo'>;

/** One request, without the method (the operation's) and with the path after /api/v1. */
export interface Call {
  path: string;
  json?: unknown;
  body?: Buffer | FormData;
  headers?: Record<string, string>;
  /** Another session token than the role's (a fresh one for logout, a forged one). */
  token?: string;
  /** A stream (GET /eventos): read the first chunk, then close. */
  stream?: true;
}

export interface ContractCase {
  /** The operationId, as the document names it. */
  op: string;
  /** The request each role sends; it may first make the records it needs (as another role, through `ctx.ok`). */
  call: (role: Role) => Call | Promise<Call>;
  /** Expected status per role: no session, cliente, proveedor, administrador. */
  expect: readonly [number, number, number, number];
}

/** A wrong input, sent as the administrator unless `role` says otherwise: refused with `status`, in the documented shape. */
export interface WrongInput {
  /** The operationId. */
  of: string;
  call: () => Call | Promise<Call>;
  status: number;
  role?: Role;
}

export interface ContractCases {
  cases: readonly ContractCase[];
  invalid?: readonly WrongInput[];
}

/** What the cases are made with: the suite's app, its signed-in roles and the records they build on. */
export interface ContractContext {
  t: TestApp;
  api: ReturnType<typeof client>;
  /** Demo records (helpers/informes.ts): the demo provider user's provider, the demo client user's client… */
  refs: InformeRefs;
  tokens: Readonly<Record<SignedInRole, string>>;
  admin: () => string;
  /** The role's token; the administrator's for no session (records a case makes before calling without one). */
  tokenOf: (role: Role) => string;
  /** A unique suffix for names (`Servicio ${n()}`). */
  n: () => string;
  /** A new number each call (a new photo's seed). */
  next: () => number;
  /** A request expected to succeed (2xx): its body. `path` without /api/v1. */
  ok: <T>(method: string, path: string, token: string, json?: unknown) => Promise<T>;
  /** A JPEG never sent before in this app (another SHA-256). */
  jpeg: () => Promise<Buffer>;
  /** POST /upload/{reportId}'s multipart body with a new photo. */
  photoForm: () => Promise<FormData>;
  /** A new photo of `informeId`, uploaded as `token` (201). */
  upload: (token: string, informeId: number) => Promise<ArchivoInforme>;
  /** tus creation headers for `bytes` as a photo of `informeId`. */
  tusHeaders: (informeId: number, bytes: Buffer) => Record<string, string>;
  /** A tus upload of a new photo of `informeId` created as `token`, not yet sent: its id and bytes. */
  tusUpload: (token: string, informeId: number) => Promise<{ id: string; bytes: Buffer }>;
}

/** Every signed-in role may: 401 without a session. */
export const SIGNED_IN = [401, 200, 200, 200] as const;
/** Only the administrator may: `ok` for it, 403 for the others. */
export const ADMIN_ONLY = (ok: number) => [401, 403, 403, ok] as const;

interface Operation {
  method: string;
  /** As the document names it, /api/v1 included: what the checker looks up. */
  path: string;
}

async function send(baseUrl: string, method: string, c: Call, token: string | undefined): Promise<Answer> {
  const headers: Record<string, string> = { ...c.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  let body: Buffer | FormData | string | undefined = c.body;
  if (c.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(c.json);
  }
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1${c.path}`, { method, headers, body, signal: controller.signal });
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

/** The app a contract suite works on: signed in as the three demo roles, and the document. */
async function startContractApp(env: Record<string, string> = {}) {
  const t = await startTestApp(env);
  const api = client(t.baseUrl);
  const [doc, administrador, proveedor, cliente] = await Promise.all([
    fetch(`${t.baseUrl}/api/v1/openapi.json`).then(async (res) => (await res.json()) as OpenApiDoc),
    api.loginAdmin(),
    api.loginProveedor(),
    api.loginCliente(),
  ]);
  const tokens = { administrador, proveedor, cliente };
  return { t, api, doc, tokens, problem: contractChecker(doc), send: (method: string, c: Call, token?: string) => send(t.baseUrl, method, c, token) };
}

async function contractContext(t: TestApp, api: ReturnType<typeof client>, tokens: Record<SignedInRole, string>): Promise<ContractContext> {
  let seq = 0;
  const next = () => ++seq;
  const ok = async <T>(method: string, path: string, token: string, json?: unknown): Promise<T> => {
    const res = await api.request<T>(method, `/api/v1${path}`, { token, json });
    assert.ok(res.status < 300, `${method} ${path} → ${res.status} ${res.text}`);
    return res.body;
  };
  const [p, c] = await Promise.all([
    ok<{ proveedor_id: number }>('GET', '/usuarios/me', tokens.proveedor),
    ok<{ cliente_id: number }>('GET', '/usuarios/me', tokens.cliente),
  ]);
  const admin = () => tokens.administrador;
  return {
    t,
    api,
    refs: await informeRefs(t.db, p.proveedor_id, c.cliente_id),
    tokens,
    admin,
    tokenOf: (role) => (role === 'anonimo' ? admin() : tokens[role]),
    n: () => `${Date.now().toString(36)}${next()}`,
    next,
    ok,
    jpeg: () => jpeg(next()),
    photoForm: () => photoForm(next()),
    async upload(token, informeId) {
      const res = await fetch(`${t.baseUrl}/api/v1/upload/${informeId}`, {
        method: 'POST',
        body: await photoForm(next()),
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(res.status, 201, await res.clone().text());
      return (await res.json()) as ArchivoInforme;
    },
    tusHeaders,
    async tusUpload(token, informeId) {
      const bytes = await jpeg(next());
      const res = await fetch(`${t.baseUrl}/api/v1/subidas`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...tusHeaders(informeId, bytes) },
      });
      assert.equal(res.status, 201, await res.text());
      return { id: res.headers.get('location')!.split('/').pop()!, bytes };
    },
  };
}

export interface ContractSuiteOptions {
  /** Configuration of the suite's app (testConfig's environment). */
  env?: Record<string, string>;
}

/**
 * Registers the contract of `cases` (a module's operations) as one describe with its own app. `cases` may be a
 * function of the context: it runs once the app is up, and makes the records the cases share.
 */
export function contractSuite(
  name: string,
  cases: ContractCases | ((ctx: ContractContext) => ContractCases | Promise<ContractCases>),
  options: ContractSuiteOptions = {},
): void {
  describe(`API contract: ${name}, as every role, keeps the OpenAPI document`, () => {
    let app: Awaited<ReturnType<typeof startContractApp>>;
    let given: ContractCases;
    const operations = new Map<string, Operation>();
    /** The operation of an operationId the document has; undefined for an unknown one (the first test names it). */
    const operationOf = (operationId: string) => operations.get(operationId);
    const known = <C extends { op?: string; of?: string }>(list: readonly C[]) => list.filter((c) => operationOf((c.op ?? c.of)!));

    before(async () => {
      app = await startContractApp(options.env);
      for (const [path, ops] of Object.entries(app.doc.paths)) {
        for (const [method, op] of Object.entries(ops)) operations.set(op.operationId!, { method: method.toUpperCase(), path });
      }
      given = typeof cases === 'function' ? await cases(await contractContext(app.t, app.api, app.tokens)) : cases;
    });
    after(async () => app?.t.close());

    test('each case names an operation of the document, and only one case each', () => {
      const problems: string[] = [];
      const seen = new Set<string>();
      for (const { op } of given.cases) {
        if (!operationOf(op)) problems.push(`case ${op}: no operation of the document has this operationId`);
        if (seen.has(op)) problems.push(`case ${op}: twice`);
        seen.add(op);
      }
      for (const { of } of given.invalid ?? []) if (!operationOf(of)) problems.push(`wrong input of ${of}: no operation has this operationId`);
      assert.deepEqual(problems, []);
    });

    test('every case, as every role, answers what the document declares', async () => {
      const problems: string[] = [];
      for (const c of known(given.cases)) {
        const { method, path } = operationOf(c.op)!;
        for (const [i, role] of ROLES.entries()) {
          const call = await c.call(role);
          const answer = await app.send(method, call, call.token ?? (role === 'anonimo' ? undefined : app.tokens[role]));
          const name = `${c.op} (${method} ${call.path}) as ${role}`;
          if (answer.status !== c.expect[i]) problems.push(`${name}: ${answer.status}, expected ${c.expect[i]}: ${answer.text.slice(0, 200)}`);
          const wrong = app.problem(`${method} ${path}`, answer);
          if (wrong) problems.push(`${name}: ${wrong}`);
        }
      }
      assert.deepEqual(problems, []);
    });

    test('wrong inputs are refused with a documented status and error code', async (tc) => {
      if (!given.invalid?.length) return tc.skip('no wrong-input cases');
      const problems: string[] = [];
      for (const c of known(given.invalid)) {
        const { method, path } = operationOf(c.of)!;
        const call = await c.call();
        const role = c.role ?? 'administrador';
        const answer = await app.send(method, call, call.token ?? (role === 'anonimo' ? undefined : app.tokens[role]));
        if (answer.status !== c.status) problems.push(`${c.of} ${call.path}: ${answer.status}, expected ${c.status}: ${answer.text.slice(0, 200)}`);
        const wrong = app.problem(`${method} ${path}`, answer);
        if (wrong) problems.push(wrong);
      }
      assert.deepEqual(problems, []);
    });

    // Last in the suite: it closes the suite's database for good.
    test('with the database away, every case answers the documented 503', async () => {
      // The inputs first (some cases make their records through the API), then the database goes.
      const calls: Array<{ c: ContractCase; call: Call }> = [];
      for (const c of known(given.cases)) calls.push({ c, call: await c.call('administrador') });
      await app.t.app.database.close();
      const problems: string[] = [];
      for (const { c, call } of calls) {
        const { method, path } = operationOf(c.op)!;
        const answer = await app.send(method, call, call.token ?? app.tokens.administrador);
        const code = answer.status === 503 ? (JSON.parse(answer.text) as { error?: string }).error : undefined;
        if (code !== 'base_de_datos_no_disponible') problems.push(`${c.op}: ${answer.status} ${answer.text.slice(0, 200)}`);
        const wrong = app.problem(`${method} ${path}`, answer);
        if (wrong) problems.push(wrong);
      }
      assert.deepEqual(problems, []);
    });
  });
}
