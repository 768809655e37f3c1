import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ContractContext } from './contract-suite';
import { informeBody } from './informes';

/**
 * Records and files the contract cases of several modules make (helpers/contract-suite.ts). A record only one module's
 * cases need is made in that module's test file.
 */

/** A JPEG of its own colour: another `seed`, another photo (another SHA-256). */
export const jpeg = (seed: number): Promise<Buffer> =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } } })
    .jpeg()
    .toBuffer();

/** The multipart body of POST /upload/{reportId}: one photo, `archivo`. */
export async function photoForm(seed: number): Promise<FormData> {
  const form = new FormData();
  form.append('archivo', new Blob([await jpeg(seed)], { type: 'image/jpeg' }), `foto-${seed}.jpg`);
  return form;
}

/** tus creation headers (POST /subidas) for a photo of `informeId`. */
export function tusHeaders(informeId: number, bytes: Buffer): Record<string, string> {
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return {
    'tus-resumable': '1.0.0',
    'upload-length': String(bytes.length),
    'upload-metadata': `informe_id ${b64(String(informeId))},sha256 ${b64(sha256)},filename ${b64('foto.jpg')}`,
  };
}

/** A report of the demo provider for the demo client, made by the administrator: every role sees it. */
export const nuevoInforme = async (ctx: ContractContext, campana = `Contrato ${ctx.n()}`): Promise<number> =>
  (await ctx.ok<{ id: number }>('POST', '/informes', ctx.admin(), informeBody(ctx.refs, { cliente_id: ctx.refs.ownCliente, campana }))).id;

export const nuevoProveedor = async (ctx: ContractContext): Promise<number> =>
  (await ctx.ok<{ id: number }>('POST', '/proveedores', ctx.admin(), { nombre: `Proveedor ${ctx.n()}` })).id;

export const nuevoCliente = async (ctx: ContractContext): Promise<number> =>
  (await ctx.ok<{ id: number }>('POST', '/clientes', ctx.admin(), { razon_social: `Cliente ${ctx.n()}` })).id;
