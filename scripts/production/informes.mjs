// A report to work on in the production check, made through the proxy as an administrator would make it.
import assert from 'node:assert/strict';

/** A service, a provider, a client assigned to it and a report of theirs, created through the proxy; its id. */
export async function nuevoInforme(api, token, campana) {
  const created = async (path, json) => {
    const res = await api.post(path, { token, json });
    assert.equal(res.status, 201, `${path}: ${res.text}`);
    return res.body;
  };
  const servicio = await created('/api/v1/servicios', { nombre: `Vallas ${campana}`, precio: 1000 });
  const proveedor = await created('/api/v1/proveedores', { nombre: `Proveedor ${campana}` });
  const cliente = await created('/api/v1/clientes', { razon_social: `Cliente ${campana}` });
  await created('/api/v1/asignaciones', { proveedor_id: proveedor.id, cliente_id: cliente.id });
  const opciones = (await api.get('/api/v1/informes/opciones', { token })).body;
  const provincia = opciones.provincias.find((p) => p.nombre === 'Antioquia');
  const localidad = (await api.get(`/api/v1/catalogos/localidades/${provincia.id}`, { token })).body[0];
  const informe = await created('/api/v1/informes', {
    servicio_id: servicio.id,
    cliente_id: cliente.id,
    proveedor_id: proveedor.id,
    provincia_id: provincia.id,
    localidad_id: localidad.id,
    campana,
    // Yesterday in UTC is never after today in Bogotá (the product's clock).
    fecha: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  });
  return informe.id;
}
