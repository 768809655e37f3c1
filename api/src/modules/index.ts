import type { ApiModule } from '../platform/module';
import { asignaciones } from './asignaciones';
import { auditoria } from './auditoria';
import { auth } from './auth';
import { avisos } from './avisos';
import { campanas } from './campanas';
import { catalogos } from './catalogos';
import { clientes } from './clientes';
import { dashboard } from './dashboard';
import { demo } from './demo';
import { fotos } from './fotos';
import { health } from './health';
import { informes } from './informes';
import { jefesEquipo } from './jefes-equipo';
import { mensajes } from './mensajes';
import { proveedores } from './proveedores';
import { problemaSitio } from './problema-sitio';
import { prueba } from './prueba';
import { respaldos } from './respaldos';
import { servicios } from './servicios';
import { sitios } from './sitios';
import { usuarios } from './usuarios';

/**
 * Every domain module of the API, in the order they are set up (a module after those it builds on: informes before
 * fotos, whose setup observes reports). To add one: modules/README.md, then ONE line here.
 */
export const MODULES: readonly ApiModule[] = [
  health,
  auth,
  usuarios,
  dashboard,
  auditoria,
  servicios,
  jefesEquipo,
  proveedores,
  clientes,
  catalogos,
  asignaciones,
  sitios,
  campanas,
  informes,
  fotos,
  prueba,
  mensajes,
  problemaSitio,
  avisos,
  respaldos,
  demo,
];
