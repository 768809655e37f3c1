// Direct calls to the API under test (what the browser should agree with).
import type { DashboardSummary, HealthResponse, LoginResponse } from '../../shared/src/contracts/index.ts';
import { baseUrl } from './server.ts';

export interface Credentials {
  usuario: string;
  password: string;
}

export async function apiFetch(pathname: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  // JSON unless told otherwise; a FormData body sets its own multipart boundary.
  if (init.body && !(init.body instanceof FormData) && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return fetch(`${await baseUrl()}/api/v1${pathname}`, { ...init, headers });
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function apiLogin(creds: Credentials): Promise<LoginResponse> {
  return json(await apiFetch('/auth/login', { method: 'POST', body: JSON.stringify(creds) }), `login ${creds.usuario}`);
}

export async function apiHealth(): Promise<HealthResponse> {
  return json(await apiFetch('/health'), 'health');
}

export async function apiDashboard(token: string): Promise<DashboardSummary> {
  return json(await apiFetch('/dashboard/resumen', { token }), 'dashboard');
}

export async function apiChangePassword(token: string, currentPassword: string, newPassword: string): Promise<Response> {
  return apiFetch('/auth/change-password', { method: 'PATCH', token, body: JSON.stringify({ currentPassword, newPassword }) });
}
