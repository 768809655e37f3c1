import type { TipoSitio } from 'shared/contracts';
import type { SexoPersona } from '../../platform/db/schema';

/**
 * Demo data set (SEED_DEMO): a small, realistic Colombian advertising operation.
 * Companies and people are fictional; cities and DANE codes are real (api/data).
 * Places are referenced by DANE municipality code (localidades.codigo_dane).
 */

export interface DemoServicio {
  nombre: string;
  descripcion: string;
  precio: number;
  categoria: string;
  activo: boolean;
}

export const DEMO_SERVICIOS: DemoServicio[] = [
  {
    nombre: 'Valla tradicional 8x4 m',
    descripcion: 'Arriendo mensual de valla de 8x4 m en vía principal, incluye impresión en lona y montaje.',
    precio: 4_800_000,
    categoria: 'Vallas',
    activo: true,
  },
  {
    nombre: 'Valla tubular doble cara',
    descripcion: 'Estructura tubular de doble cara en corredor vial, tarifa mensual por cara.',
    precio: 6_200_000,
    categoria: 'Vallas',
    activo: true,
  },
  {
    nombre: 'Valla móvil en camión',
    descripcion: 'Camión con valla iluminada, recorrido de 8 horas por ruta acordada.',
    precio: 1_350_000,
    categoria: 'Vallas',
    activo: true,
  },
  {
    nombre: 'Mupi iluminado en paradero',
    descripcion: 'Mobiliario urbano con caja de luz, catorcena, incluye cambio de arte.',
    precio: 950_000,
    categoria: 'Vallas',
    activo: true,
  },
  {
    nombre: 'Pantalla LED gran formato',
    descripcion: 'Pauta de 10 segundos en pantalla LED de 40 m², 300 salidas diarias durante un mes.',
    precio: 7_500_000,
    categoria: 'Pantallas LED',
    activo: true,
  },
  {
    nombre: 'Circuito de pantallas en centros comerciales',
    descripcion: 'Circuito digital de 25 pantallas indoor, spot de 15 segundos, mensual.',
    precio: 5_400_000,
    categoria: 'Pantallas LED',
    activo: true,
  },
  {
    nombre: 'Pantalla LED móvil',
    descripcion: 'Camión con pantalla LED para eventos y recorridos, jornada de 6 horas.',
    precio: 2_100_000,
    categoria: 'Pantallas LED',
    activo: true,
  },
  {
    nombre: 'Pantalla digital en aeropuerto',
    descripcion: 'Pauta en pantallas de sala de espera nacional, paquete mensual.',
    precio: 9_800_000,
    categoria: 'Pantallas LED',
    activo: false,
  },
  {
    nombre: 'Muestreo en punto de venta',
    descripcion: 'Impulsadora con stand y entrega de muestras, jornada de 8 horas.',
    precio: 180_000,
    categoria: 'BTL',
    activo: true,
  },
  {
    nombre: 'Stand promocional modular',
    descripcion: 'Diseño, producción y montaje de stand modular de 3x3 m.',
    precio: 3_900_000,
    categoria: 'BTL',
    activo: true,
  },
  {
    nombre: 'Exhibición adicional en góndola',
    descripcion: 'Negociación e implementación de exhibición adicional por punto de venta, mensual.',
    precio: 420_000,
    categoria: 'BTL',
    activo: true,
  },
  {
    nombre: 'Material POP por punto',
    descripcion: 'Instalación de material POP (cenefas, habladores, stoppers) por punto de venta.',
    precio: 85_000,
    categoria: 'BTL',
    activo: true,
  },
  {
    nombre: 'Volantes full color (millar)',
    descripcion: 'Impresión de volantes 1/4 carta en propalcote 115 g, por millar.',
    precio: 95_000,
    categoria: 'Impresos',
    activo: true,
  },
  {
    nombre: 'Pendones en lona',
    descripcion: 'Pendón de 1x2 m impreso en lona banner con tubos y cuerda.',
    precio: 75_000,
    categoria: 'Impresos',
    activo: true,
  },
  {
    nombre: 'Afiches formato pliego',
    descripcion: 'Impresión de afiches en pliego, papel bond 90 g, por centenar.',
    precio: 260_000,
    categoria: 'Impresos',
    activo: true,
  },
  {
    nombre: 'Vinilo adhesivo para vitrinas',
    descripcion: 'Vinilo impreso e instalado en vitrina, precio por metro cuadrado.',
    precio: 68_000,
    categoria: 'Impresos',
    activo: true,
  },
  {
    nombre: 'Activación en centro comercial',
    descripcion: 'Activación de marca con animador, sonido y dinámica de premios, jornada completa.',
    precio: 4_200_000,
    categoria: 'Activaciones',
    activo: true,
  },
  {
    nombre: 'Activación universitaria',
    descripcion: 'Activación en campus con equipo de 4 personas y kit de marca.',
    precio: 2_750_000,
    categoria: 'Activaciones',
    activo: true,
  },
  {
    nombre: 'Degustación en supermercado',
    descripcion: 'Degustación con impulsadora, equipo de cocina y menaje, jornada de 8 horas.',
    precio: 240_000,
    categoria: 'Activaciones',
    activo: true,
  },
  {
    nombre: 'Caravana promocional',
    descripcion: 'Caravana de 3 vehículos decorados con perifoneo por municipio.',
    precio: 3_100_000,
    categoria: 'Activaciones',
    activo: false,
  },
  {
    nombre: 'Transporte de material publicitario',
    descripcion: 'Transporte de material entre ciudades principales, por viaje en furgón de 2 t.',
    precio: 850_000,
    categoria: 'Transporte',
    activo: true,
  },
  {
    nombre: 'Publicidad en buses urbanos',
    descripcion: 'Forrado de bus de servicio público, mensual por unidad.',
    precio: 1_900_000,
    categoria: 'Transporte',
    activo: true,
  },
  {
    nombre: 'Publicidad en taxis',
    descripcion: 'Aviso en techo de taxi, paquete de 50 unidades por mes.',
    precio: 3_500_000,
    categoria: 'Transporte',
    activo: true,
  },
  {
    nombre: 'Perifoneo en moto',
    descripcion: 'Perifoneo con moto y equipo de sonido, jornada de 6 horas.',
    precio: 160_000,
    categoria: 'Transporte',
    activo: true,
  },
  {
    nombre: 'Registro fotográfico de campaña',
    descripcion: 'Visita de verificación con registro fotográfico geolocalizado e informe.',
    precio: 120_000,
    categoria: 'Verificación',
    activo: true,
  },
];

export interface DemoProveedor {
  nombre: string;
  telefono: string;
  direccion: string;
  /** DANE municipality code of the city; its department is the provincia. */
  ciudad: string;
  director: string;
  correo: string;
  sexo: SexoPersona;
  jefes: Array<[nombres: string, apellidos: string]>;
}

export const DEMO_PROVEEDORES: DemoProveedor[] = [
  {
    nombre: 'Publicidad Exterior Andina S.A.S.',
    telefono: '+57 601 745 2310',
    direccion: 'Calle 80 # 69-70, Bodega 12',
    ciudad: '11001',
    director: 'Carlos Andrés Rincón',
    correo: 'operaciones@exteriorandina.com.co',
    sexo: 'Masculino',
    jefes: [
      ['Julián', 'Cárdenas Pineda'],
      ['Marcela', 'Ospina Ruiz'],
    ],
  },
  {
    nombre: 'Medios y Vallas de Antioquia S.A.S.',
    telefono: '+57 604 448 9021',
    direccion: 'Carrera 48 # 10-45, Oficina 502',
    ciudad: '05001',
    director: 'Luz Adriana Restrepo',
    correo: 'contacto@mediosvallasantioquia.co',
    sexo: 'Femenino',
    jefes: [
      ['Santiago', 'Mejía Vélez'],
      ['Daniela', 'Zapata Arango'],
    ],
  },
  {
    nombre: 'LED Visión del Pacífico S.A.S.',
    telefono: '+57 602 386 1177',
    direccion: 'Avenida 6N # 23-51',
    ciudad: '76001',
    director: 'Jorge Eliécer Valencia',
    correo: 'comercial@ledvisionpacifico.co',
    sexo: 'Masculino',
    jefes: [
      ['Andrés Felipe', 'Caicedo'],
      ['Yuliana', 'Mosquera Rentería'],
    ],
  },
  {
    nombre: 'Activaciones BTL del Caribe S.A.S.',
    telefono: '+57 605 369 4480',
    direccion: 'Carrera 53 # 76-239',
    ciudad: '08001',
    director: 'María Fernanda Donado',
    correo: 'eventos@btlcaribe.com.co',
    sexo: 'Femenino',
    jefes: [
      ['Kevin', 'Barrios De la Hoz'],
      ['Tatiana', 'Charris Pérez'],
    ],
  },
  {
    nombre: 'Impresos Gráficos Santander Ltda.',
    telefono: '+57 607 634 2290',
    direccion: 'Calle 36 # 22-15',
    ciudad: '68001',
    director: 'Héctor Fabián Rueda',
    correo: 'produccion@graficossantander.co',
    sexo: 'Masculino',
    jefes: [
      ['Sergio', 'Díaz Quintero'],
      ['Paola', 'Gómez Ardila'],
    ],
  },
  {
    nombre: 'Medios Urbanos del Eje S.A.S.',
    telefono: '+57 606 335 7812',
    direccion: 'Avenida 30 de Agosto # 41-28',
    ciudad: '66001',
    director: 'Natalia Giraldo Osorio',
    correo: 'info@mediosurbanoseje.co',
    sexo: 'Femenino',
    jefes: [['Cristian', 'Londoño Marín']],
  },
  {
    nombre: 'Logística Promocional Costa Norte S.A.S.',
    telefono: '+57 605 660 3345',
    direccion: 'Avenida Pedro de Heredia # 31-19',
    ciudad: '13001',
    director: 'Rafael Enrique Olivo',
    correo: 'logistica@promocostanorte.co',
    sexo: 'Masculino',
    jefes: [
      ['Luis Miguel', 'Cassiani Torres'],
      ['Shirley', 'Julio Castro'],
    ],
  },
  {
    nombre: 'Transporte Publicitario del Llano S.A.S.',
    telefono: '+57 608 662 0987',
    direccion: 'Calle 38 # 30A-52',
    ciudad: '50001',
    director: 'Diana Carolina Rojas',
    correo: 'servicios@tpllano.co',
    sexo: 'Femenino',
    jefes: [['Óscar', 'Baquero Rey']],
  },
];

export interface DemoCliente {
  razon_social: string;
  /** NIT base (9 digits); the check digit is computed with the DIAN algorithm. */
  nit: string;
  direccion: string;
  ciudad: string;
  telefono: string;
  nombres_representante: string;
  apellidos_representante: string;
  correo: string;
  sexo: SexoPersona;
}

export const DEMO_CLIENTES: DemoCliente[] = [
  {
    razon_social: 'Bebidas La Sabana S.A.S.',
    nit: '900123456',
    direccion: 'Autopista Norte # 175-30',
    ciudad: '11001',
    telefono: '+57 601 592 3300',
    nombres_representante: 'Andrea',
    apellidos_representante: 'Castaño Herrera',
    correo: 'mercadeo@bebidaslasabana.com.co',
    sexo: 'Femenino',
  },
  {
    razon_social: 'Lácteos El Nevado S.A.',
    nit: '890904512',
    direccion: 'Carrera 43A # 1 Sur-100',
    ciudad: '05001',
    telefono: '+57 604 360 1200',
    nombres_representante: 'Ricardo',
    apellidos_representante: 'Uribe Montoya',
    correo: 'marca@lacteoselnevado.co',
    sexo: 'Masculino',
  },
  {
    razon_social: 'Telecomunicaciones Horizonte S.A. E.S.P.',
    nit: '830045678',
    direccion: 'Calle 100 # 7-33, Torre 2',
    ciudad: '11001',
    telefono: '+57 601 744 8800',
    nombres_representante: 'Valentina',
    apellidos_representante: 'Pardo Salazar',
    correo: 'publicidad@horizontetelecom.co',
    sexo: 'Femenino',
  },
  {
    razon_social: 'Banco Cooperativo del Valle S.A.',
    nit: '805012345',
    direccion: 'Calle 10 # 4-47',
    ciudad: '76001',
    telefono: '+57 602 898 4000',
    nombres_representante: 'Guillermo',
    apellidos_representante: 'Lozano Becerra',
    correo: 'comunicaciones@bancovalle.com.co',
    sexo: 'Masculino',
  },
  {
    razon_social: 'Droguerías Vida Plena S.A.S.',
    nit: '901234567',
    direccion: 'Carrera 54 # 72-80',
    ciudad: '08001',
    telefono: '+57 605 385 6100',
    nombres_representante: 'Carolina',
    apellidos_representante: 'Visbal Ramírez',
    correo: 'mercadeo@vidaplena.com.co',
    sexo: 'Femenino',
  },
  {
    razon_social: 'Almacenes El Progreso S.A.',
    nit: '860512349',
    direccion: 'Avenida Boyacá # 80-94',
    ciudad: '11001',
    telefono: '+57 601 434 2500',
    nombres_representante: 'Felipe',
    apellidos_representante: 'Camargo Duarte',
    correo: 'publicidad@elprogreso.com.co',
    sexo: 'Masculino',
  },
  {
    razon_social: 'Aerolínea Cóndor de los Andes S.A.S.',
    nit: '901456789',
    direccion: 'Avenida El Dorado # 103-08',
    ciudad: '11001',
    telefono: '+57 601 413 9000',
    nombres_representante: 'Mónica',
    apellidos_representante: 'Sarmiento Vargas',
    correo: 'marca@condorandes.co',
    sexo: 'Femenino',
  },
  {
    razon_social: 'Constructora Altos del Río S.A.S.',
    nit: '900876543',
    direccion: 'Carrera 27 # 36-14',
    ciudad: '68001',
    telefono: '+57 607 697 1500',
    nombres_representante: 'Álvaro',
    apellidos_representante: 'Serrano Prada',
    correo: 'ventas@altosdelrio.com.co',
    sexo: 'Masculino',
  },
  {
    razon_social: 'Energía Solar del Caribe S.A. E.S.P.',
    nit: '900345612',
    direccion: 'Calle 77 # 59-35, Piso 9',
    ciudad: '08001',
    telefono: '+57 605 330 7700',
    nombres_representante: 'Laura',
    apellidos_representante: 'Fuentes Padilla',
    correo: 'comunicaciones@solarcaribe.co',
    sexo: 'Femenino',
  },
  {
    razon_social: 'Café Montaña Azul S.A.S.',
    nit: '901789012',
    direccion: 'Carrera 23 # 64B-33',
    ciudad: '17001',
    telefono: '+57 606 887 4400',
    nombres_representante: 'Juan Pablo',
    apellidos_representante: 'Henao Gutiérrez',
    correo: 'mercadeo@cafemontanaazul.co',
    sexo: 'Masculino',
  },
];

/** Provider index → client indexes it works for (asignaciones). */
export const DEMO_ASIGNACIONES: Array<[proveedor: number, cliente: number]> = [
  [0, 0],
  [0, 2],
  [0, 5],
  [0, 6],
  [1, 1],
  [1, 2],
  [2, 3],
  [2, 0],
  [3, 4],
  [3, 8],
  [4, 7],
  [5, 9],
  [5, 1],
  [6, 8],
  [6, 4],
  [7, 5],
];

export interface DemoCampana {
  nombre: string;
  /** Index in DEMO_CLIENTES. */
  cliente: number;
  /** Days ago when the campaign started (negative: it starts in that many days, planned). */
  inicioHaceDias: number;
  duracionDias: number;
  descripcion: string;
  /** What each line requires (docs/decisions/sitios-campanas.md): installation by start + N days, … */
  reglas: { instalacion_dias: number; verificacion_cada_dias: number | null; retiro_dias: number | null };
  /** Its lines: [site code (DEMO_SITIOS), provider index (assigned to the client), service index (DEMO_SERVICIOS)]. */
  lineas: Array<[sitio: string, proveedor: number, servicio: number]>;
  /** Cancelled by the administrator this many days after its start, with this reason. */
  cancelada?: { diasTrasInicio: number; motivo: string };
}

/** Services by what a line of each kind of site sells (indexes in DEMO_SERVICIOS). */
const VALLA = 0;
const TUBULAR = 1;
const MUPI = 3;
const LED = 4;
const CIRCUITO = 5;
const MUESTREO = 8;
const GONDOLA = 10;
const POP = 11;
const DEGUSTACION = 18;

export const DEMO_CAMPANAS: DemoCampana[] = [
  {
    nombre: 'Refresca tu Verano 2025',
    cliente: 0,
    inicioHaceDias: 170,
    duracionDias: 60,
    descripcion: 'Lanzamiento de la línea de jugos',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: 30, retiro_dias: 5 },
    lineas: [
      ['BOG-001', 0, VALLA],
      ['BOG-003', 0, TUBULAR],
      ['BOG-005', 0, CIRCUITO],
      ['BOG-014', 0, POP],
      ['CAL-002', 2, LED],
    ],
  },
  {
    nombre: 'Sabana Cero Azúcar',
    cliente: 0,
    inicioHaceDias: 35,
    duracionDias: 70,
    descripcion: 'Presentación de la bebida sin azúcar',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: 15, retiro_dias: 5 },
    lineas: [
      ['BOG-002', 0, CIRCUITO],
      ['BOG-004', 0, MUPI],
      ['BOG-007', 0, VALLA],
      ['BOG-008', 0, MUPI],
      ['BOG-018', 0, TUBULAR],
      ['CAL-003', 2, CIRCUITO],
      ['CAL-006', 2, MUESTREO],
    ],
  },
  {
    nombre: 'Nevado en tu Mesa',
    cliente: 1,
    inicioHaceDias: 120,
    duracionDias: 45,
    descripcion: 'Campaña de yogures familiares',
    reglas: { instalacion_dias: 4, verificacion_cada_dias: null, retiro_dias: 4 },
    lineas: [
      ['MED-003', 1, CIRCUITO],
      ['MED-005', 1, VALLA],
      ['MED-009', 1, DEGUSTACION],
      ['MED-010', 1, GONDOLA],
      ['MED-012', 5, CIRCUITO],
    ],
  },
  {
    nombre: 'Conéctate 5G',
    cliente: 2,
    inicioHaceDias: 40,
    duracionDias: 90,
    descripcion: 'Despliegue de cobertura 5G',
    reglas: { instalacion_dias: 7, verificacion_cada_dias: 30, retiro_dias: 7 },
    lineas: [
      ['BOG-010', 0, LED],
      ['BOG-012', 0, VALLA],
      ['BOG-017', 0, LED],
      ['MED-001', 1, TUBULAR],
      ['MED-002', 1, MUPI],
      ['MED-008', 1, VALLA],
    ],
  },
  {
    nombre: 'Crédito Fácil Vallecaucano',
    cliente: 3,
    inicioHaceDias: 150,
    duracionDias: 60,
    descripcion: 'Promoción de créditos de libre inversión',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: 30, retiro_dias: null },
    lineas: [
      ['CAL-001', 2, VALLA],
      ['CAL-004', 2, MUPI],
      ['CAL-005', 2, TUBULAR],
      ['CAL-008', 2, VALLA],
      ['CAL-009', 2, CIRCUITO],
    ],
  },
  {
    nombre: 'Vida Plena Salud al Día',
    cliente: 4,
    inicioHaceDias: 25,
    duracionDias: 60,
    descripcion: 'Jornadas de salud en droguerías',
    reglas: { instalacion_dias: 3, verificacion_cada_dias: 14, retiro_dias: null },
    lineas: [
      ['BAQ-003', 3, MUESTREO],
      ['BAQ-004', 3, MUPI],
      ['BAQ-007', 3, MUESTREO],
      ['BAQ-008', 6, POP],
    ],
  },
  {
    nombre: 'Temporada Escolar El Progreso',
    cliente: 5,
    inicioHaceDias: 95,
    duracionDias: 40,
    descripcion: 'Regreso a clases con descuentos',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: null, retiro_dias: 5 },
    lineas: [
      ['BOG-015', 0, VALLA],
      ['BOG-016', 0, CIRCUITO],
      ['BOG-020', 7, POP],
    ],
    cancelada: { diasTrasInicio: 12, motivo: 'Cambio de estrategia del cliente: el presupuesto pasó a medios digitales.' },
  },
  {
    nombre: 'Vuela por Colombia',
    cliente: 6,
    inicioHaceDias: 20,
    duracionDias: 75,
    descripcion: 'Nuevas rutas nacionales',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: 15, retiro_dias: 5 },
    lineas: [
      ['BOG-006', 0, CIRCUITO],
      ['BOG-019', 0, MUPI],
      ['BOG-022', 0, VALLA],
      ['MED-004', 0, CIRCUITO],
    ],
  },
  {
    nombre: 'Tu Casa en Altos del Río',
    cliente: 7,
    inicioHaceDias: 130,
    duracionDias: 80,
    descripcion: 'Preventa de apartamentos',
    reglas: { instalacion_dias: 7, verificacion_cada_dias: null, retiro_dias: 7 },
    lineas: [
      ['BOG-011', 4, MUPI],
      ['BOG-013', 4, CIRCUITO],
      ['MED-006', 4, MUPI],
    ],
  },
  {
    nombre: 'Sol para Todos',
    cliente: 8,
    inicioHaceDias: 60,
    duracionDias: 90,
    descripcion: 'Paneles solares para hogares',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: 30, retiro_dias: 5 },
    lineas: [
      ['BAQ-001', 3, VALLA],
      ['BAQ-005', 6, TUBULAR],
      ['BAQ-006', 3, MUPI],
      ['BAQ-009', 6, LED],
      ['BAQ-010', 3, MUPI],
      ['BAQ-011', 6, VALLA],
    ],
  },
  {
    nombre: 'Cosecha de Origen',
    cliente: 9,
    inicioHaceDias: 10,
    duracionDias: 60,
    descripcion: 'Lanzamiento del café de origen especial',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: 15, retiro_dias: null },
    lineas: [
      ['BOG-009', 5, MUPI],
      ['MED-007', 5, MUPI],
      ['MED-011', 5, VALLA],
      ['MED-013', 5, MUPI],
    ],
  },
  {
    nombre: 'Sabana Frutos Rojos',
    cliente: 0,
    inicioHaceDias: -21,
    duracionDias: 45,
    descripcion: 'Lanzamiento del sabor frutos rojos',
    reglas: { instalacion_dias: 5, verificacion_cada_dias: 15, retiro_dias: 5 },
    lineas: [
      ['BOG-001', 0, VALLA],
      ['BOG-002', 0, CIRCUITO],
      ['BOG-003', 0, TUBULAR],
      ['CAL-010', 2, VALLA],
    ],
  },
];

export interface DemoSitio {
  codigo: string;
  nombre: string;
  tipo: TipoSitio;
  direccion: string;
  /** DANE municipality code. */
  municipio: string;
  latitud: number;
  longitud: number;
  /** Index in DEMO_PROVEEDORES of the provider that maintains it. */
  proveedor?: number;
  /** Geofence in metres (SITIO_RADIO_M when absent). */
  radio_m?: number;
  activo?: false;
  notas?: string;
}

const BOG = '11001';
const MED = '05001';
const CAL = '76001';
const BAQ = '08001';

/** Where the demo campaigns stand: real avenues, malls and stations of four cities (coordinates rounded to ~10 m). */
export const DEMO_SITIOS: DemoSitio[] = [
  { codigo: 'BOG-001', nombre: 'Valla Av. El Dorado con Carrera 68', tipo: 'valla', direccion: 'Av. Calle 26 # 68-35', municipio: BOG, latitud: 4.6569, longitud: -74.0958, proveedor: 0 },
  { codigo: 'BOG-002', nombre: 'Pantallas C.C. Andino', tipo: 'pantalla_digital', direccion: 'Carrera 11 # 82-71', municipio: BOG, latitud: 4.6668, longitud: -74.0528, radio_m: 100 },
  { codigo: 'BOG-003', nombre: 'Valla Autopista Norte con Calle 170', tipo: 'valla', direccion: 'Autopista Norte # 170-20', municipio: BOG, latitud: 4.7555, longitud: -74.0455, proveedor: 0 },
  { codigo: 'BOG-004', nombre: 'Mupi Estación Calle 72', tipo: 'mupi', direccion: 'Av. Caracas con Calle 72', municipio: BOG, latitud: 4.6563, longitud: -74.0632, proveedor: 0 },
  { codigo: 'BOG-005', nombre: 'Pantallas C.C. Santafé', tipo: 'pantalla_digital', direccion: 'Calle 185 # 45-03', municipio: BOG, latitud: 4.7622, longitud: -74.0436, radio_m: 120 },
  { codigo: 'BOG-006', nombre: 'Pantallas C.C. Unicentro', tipo: 'pantalla_digital', direccion: 'Av. Carrera 15 # 124-30', municipio: BOG, latitud: 4.7022, longitud: -74.0415, radio_m: 120 },
  { codigo: 'BOG-007', nombre: 'Valla Av. Boyacá con Calle 80', tipo: 'valla', direccion: 'Av. Boyacá # 80-10', municipio: BOG, latitud: 4.6985, longitud: -74.0905, proveedor: 0 },
  { codigo: 'BOG-008', nombre: 'Mupi Parque de la 93', tipo: 'mupi', direccion: 'Calle 93A con Carrera 13', municipio: BOG, latitud: 4.6765, longitud: -74.0485, proveedor: 0 },
  { codigo: 'BOG-009', nombre: 'Mupi Carrera Séptima con Calle 19', tipo: 'mupi', direccion: 'Carrera 7 # 19-20', municipio: BOG, latitud: 4.6045, longitud: -74.072, proveedor: 0 },
  { codigo: 'BOG-010', nombre: 'Pantalla LED C.C. Gran Estación', tipo: 'pantalla_digital', direccion: 'Av. Calle 26 # 62-47', municipio: BOG, latitud: 4.6477, longitud: -74.102, radio_m: 120 },
  { codigo: 'BOG-011', nombre: 'Mupi Portal de Suba', tipo: 'mupi', direccion: 'Av. Ciudad de Cali con Calle 145', municipio: BOG, latitud: 4.746, longitud: -74.0953, proveedor: 0 },
  { codigo: 'BOG-012', nombre: 'Valla Av. NQS con Calle 45', tipo: 'valla', direccion: 'Av. Carrera 30 # 45-12', municipio: BOG, latitud: 4.6354, longitud: -74.0795, proveedor: 0 },
  { codigo: 'BOG-013', nombre: 'Pantallas C.C. Titán Plaza', tipo: 'pantalla_digital', direccion: 'Av. Boyacá # 80-94', municipio: BOG, latitud: 4.6946, longitud: -74.0863, radio_m: 120 },
  { codigo: 'BOG-014', nombre: 'Carulla Zona Rosa', tipo: 'punto_de_venta', direccion: 'Calle 85 # 13-05', municipio: BOG, latitud: 4.6696, longitud: -74.0535, radio_m: 80 },
  { codigo: 'BOG-015', nombre: 'Valla Av. Américas con Carrera 50', tipo: 'valla', direccion: 'Av. Américas # 50-15', municipio: BOG, latitud: 4.6213, longitud: -74.106, proveedor: 0 },
  { codigo: 'BOG-016', nombre: 'Pantallas C.C. Plaza de las Américas', tipo: 'pantalla_digital', direccion: 'Carrera 71D # 6-94 Sur', municipio: BOG, latitud: 4.6187, longitud: -74.135, radio_m: 120 },
  { codigo: 'BOG-017', nombre: 'Pantalla LED Aeropuerto El Dorado', tipo: 'pantalla_digital', direccion: 'Av. El Dorado # 103-09', municipio: BOG, latitud: 4.7016, longitud: -74.1469, radio_m: 200, notas: 'Acceso con acompañamiento de la administración del aeropuerto.' },
  { codigo: 'BOG-018', nombre: 'Valla Calle 100 con Autopista Norte', tipo: 'valla', direccion: 'Autopista Norte # 100-20', municipio: BOG, latitud: 4.687, longitud: -74.0565, proveedor: 0 },
  { codigo: 'BOG-019', nombre: 'Mupi Usaquén, Carrera 6 con Calle 119', tipo: 'mupi', direccion: 'Carrera 6 # 119-10', municipio: BOG, latitud: 4.695, longitud: -74.031, proveedor: 0 },
  { codigo: 'BOG-020', nombre: 'Éxito C.C. Centro Mayor', tipo: 'punto_de_venta', direccion: 'Autopista Sur # 38A-35 Sur', municipio: BOG, latitud: 4.592, longitud: -74.124, radio_m: 100 },
  { codigo: 'BOG-021', nombre: 'Valla Av. Primero de Mayo con Carrera 68', tipo: 'valla', direccion: 'Av. Primero de Mayo # 68-40 Sur', municipio: BOG, latitud: 4.6035, longitud: -74.1325, proveedor: 0, activo: false, notas: 'Estructura desmontada por obras del metro.' },
  { codigo: 'BOG-022', nombre: 'Valla Av. Calle 80 con Carrera 100', tipo: 'valla', direccion: 'Av. Calle 80 # 100-52', municipio: BOG, latitud: 4.7105, longitud: -74.1135, proveedor: 0 },
  { codigo: 'MED-001', nombre: 'Valla Avenida Las Palmas, km 3', tipo: 'valla', direccion: 'Av. Las Palmas km 3', municipio: MED, latitud: 6.225, longitud: -75.559, proveedor: 1 },
  { codigo: 'MED-002', nombre: 'Mupi Estación Poblado', tipo: 'mupi', direccion: 'Carrera 48 con Calle 10', municipio: MED, latitud: 6.2126, longitud: -75.5778, proveedor: 1 },
  { codigo: 'MED-003', nombre: 'Pantallas C.C. Santafé Medellín', tipo: 'pantalla_digital', direccion: 'Carrera 43A # 7 Sur-170', municipio: MED, latitud: 6.1965, longitud: -75.574, radio_m: 120 },
  { codigo: 'MED-004', nombre: 'Pantallas C.C. El Tesoro', tipo: 'pantalla_digital', direccion: 'Carrera 25A # 1A Sur-45', municipio: MED, latitud: 6.1975, longitud: -75.558, radio_m: 120 },
  { codigo: 'MED-005', nombre: 'Valla Avenida Regional con Calle 30', tipo: 'valla', direccion: 'Av. Regional # 30-15', municipio: MED, latitud: 6.2295, longitud: -75.5815, proveedor: 1 },
  { codigo: 'MED-006', nombre: 'Mupi Parque Lleras', tipo: 'mupi', direccion: 'Calle 10 con Carrera 37', municipio: MED, latitud: 6.2087, longitud: -75.5676, proveedor: 1 },
  { codigo: 'MED-007', nombre: 'Mupi Estación San Antonio', tipo: 'mupi', direccion: 'Carrera 46 con Calle 46', municipio: MED, latitud: 6.2474, longitud: -75.5694, proveedor: 1 },
  { codigo: 'MED-008', nombre: 'Valla Avenida Oriental con Calle 50', tipo: 'valla', direccion: 'Av. Oriental # 50-20', municipio: MED, latitud: 6.248, longitud: -75.564, proveedor: 1 },
  { codigo: 'MED-009', nombre: 'Supermercado C.C. Oviedo', tipo: 'punto_de_venta', direccion: 'Carrera 43A # 6 Sur-15', municipio: MED, latitud: 6.199, longitud: -75.5745, radio_m: 80 },
  { codigo: 'MED-010', nombre: 'Éxito Colombia', tipo: 'punto_de_venta', direccion: 'Carrera 66 # 49-01', municipio: MED, latitud: 6.2562, longitud: -75.5886, radio_m: 100 },
  { codigo: 'MED-011', nombre: 'Valla Autopista Sur con Calle 10', tipo: 'valla', direccion: 'Autopista Sur # 10-50', municipio: MED, latitud: 6.213, longitud: -75.581, proveedor: 1 },
  { codigo: 'MED-012', nombre: 'Pantallas C.C. Unicentro Medellín', tipo: 'pantalla_digital', direccion: 'Carrera 66B # 34A-76', municipio: MED, latitud: 6.2405, longitud: -75.5875, radio_m: 120 },
  { codigo: 'MED-013', nombre: 'Mupi Estación Industriales', tipo: 'mupi', direccion: 'Carrera 48 con Calle 29', municipio: MED, latitud: 6.2296, longitud: -75.5801, proveedor: 1 },
  { codigo: 'MED-014', nombre: 'Mupi Plaza Botero', tipo: 'mupi', direccion: 'Carrera 52 con Calle 52', municipio: MED, latitud: 6.252, longitud: -75.5685, proveedor: 1, activo: false, notas: 'Retirado por la remodelación de la plaza.' },
  { codigo: 'CAL-001', nombre: 'Valla Avenida Roosevelt con Carrera 39', tipo: 'valla', direccion: 'Calle 25 # 39-10', municipio: CAL, latitud: 3.4215, longitud: -76.5405, proveedor: 2 },
  { codigo: 'CAL-002', nombre: 'Pantalla LED C.C. Chipichape', tipo: 'pantalla_digital', direccion: 'Calle 38N # 6N-35', municipio: CAL, latitud: 3.4765, longitud: -76.528, radio_m: 120 },
  { codigo: 'CAL-003', nombre: 'Pantallas C.C. Unicentro Cali', tipo: 'pantalla_digital', direccion: 'Carrera 100 # 5-169', municipio: CAL, latitud: 3.3737, longitud: -76.5394, radio_m: 120 },
  { codigo: 'CAL-004', nombre: 'Mupi Avenida Sexta con Calle 15N', tipo: 'mupi', direccion: 'Av. 6N # 15N-20', municipio: CAL, latitud: 3.459, longitud: -76.53, proveedor: 2 },
  { codigo: 'CAL-005', nombre: 'Valla Autopista Suroriental con Carrera 56', tipo: 'valla', direccion: 'Autopista Suroriental # 56-30', municipio: CAL, latitud: 3.399, longitud: -76.52, proveedor: 2 },
  { codigo: 'CAL-006', nombre: 'Supermercado C.C. Palmetto Plaza', tipo: 'punto_de_venta', direccion: 'Calle 9 # 48-81', municipio: CAL, latitud: 3.4125, longitud: -76.542, radio_m: 80 },
  { codigo: 'CAL-007', nombre: 'Mupi Estación Universidades', tipo: 'mupi', direccion: 'Calle 13 con Carrera 100', municipio: CAL, latitud: 3.3723, longitud: -76.532, proveedor: 2 },
  { codigo: 'CAL-008', nombre: 'Valla Calle 5 con Carrera 66', tipo: 'valla', direccion: 'Calle 5 # 66-12', municipio: CAL, latitud: 3.4165, longitud: -76.544, proveedor: 2 },
  { codigo: 'CAL-009', nombre: 'Pantallas C.C. Jardín Plaza', tipo: 'pantalla_digital', direccion: 'Carrera 98 # 16-50', municipio: CAL, latitud: 3.369, longitud: -76.5275, radio_m: 120 },
  { codigo: 'CAL-010', nombre: 'Valla Avenida Pasoancho con Carrera 80', tipo: 'valla', direccion: 'Calle 13 # 80-20', municipio: CAL, latitud: 3.3905, longitud: -76.544, proveedor: 2 },
  { codigo: 'CAL-011', nombre: 'Almacén La 14 de Calima', tipo: 'punto_de_venta', direccion: 'Calle 70 # 1-245', municipio: CAL, latitud: 3.482, longitud: -76.503, radio_m: 100 },
  { codigo: 'CAL-012', nombre: 'Mupi Bulevar del Río', tipo: 'mupi', direccion: 'Av. Colombia con Calle 12', municipio: CAL, latitud: 3.452, longitud: -76.5335, proveedor: 2 },
  { codigo: 'BAQ-001', nombre: 'Valla Vía 40 con Calle 77', tipo: 'valla', direccion: 'Vía 40 # 77-120', municipio: BAQ, latitud: 11.0145, longitud: -74.797, proveedor: 3 },
  { codigo: 'BAQ-002', nombre: 'Pantallas C.C. Buenavista', tipo: 'pantalla_digital', direccion: 'Calle 98 # 52-115', municipio: BAQ, latitud: 11.0135, longitud: -74.8285, radio_m: 120 },
  { codigo: 'BAQ-003', nombre: 'Droguería C.C. Viva Barranquilla', tipo: 'punto_de_venta', direccion: 'Carrera 51B # 87-50', municipio: BAQ, latitud: 11.008, longitud: -74.8165, radio_m: 80 },
  { codigo: 'BAQ-004', nombre: 'Mupi Carrera 53 con Calle 76', tipo: 'mupi', direccion: 'Carrera 53 # 76-10', municipio: BAQ, latitud: 11.001, longitud: -74.808, proveedor: 3 },
  { codigo: 'BAQ-005', nombre: 'Valla Avenida Circunvalar con Calle 30', tipo: 'valla', direccion: 'Av. Circunvalar # 30-40', municipio: BAQ, latitud: 10.945, longitud: -74.838, proveedor: 3 },
  { codigo: 'BAQ-006', nombre: 'Mupi Estación Joaquín Barrios', tipo: 'mupi', direccion: 'Calle 45 con Carrera 38', municipio: BAQ, latitud: 10.985, longitud: -74.792, proveedor: 3 },
  { codigo: 'BAQ-007', nombre: 'Droguería C.C. Portal del Prado', tipo: 'punto_de_venta', direccion: 'Calle 53 # 46-192', municipio: BAQ, latitud: 10.9905, longitud: -74.792, radio_m: 80 },
  { codigo: 'BAQ-008', nombre: 'Olímpica Calle 72', tipo: 'punto_de_venta', direccion: 'Calle 72 # 48-20', municipio: BAQ, latitud: 10.9985, longitud: -74.805, radio_m: 80 },
  { codigo: 'BAQ-009', nombre: 'Pantalla LED Gran Malecón', tipo: 'pantalla_digital', direccion: 'Av. del Río, Gran Malecón', municipio: BAQ, latitud: 11.004, longitud: -74.78, radio_m: 150 },
  { codigo: 'BAQ-010', nombre: 'Mupi Calle 84 con Carrera 46', tipo: 'mupi', direccion: 'Calle 84 # 46-30', municipio: BAQ, latitud: 11.008, longitud: -74.813, proveedor: 3 },
  { codigo: 'BAQ-011', nombre: 'Valla Avenida Murillo con Carrera 38', tipo: 'valla', direccion: 'Calle 45 # 38-15', municipio: BAQ, latitud: 10.969, longitud: -74.794, proveedor: 3 },
  { codigo: 'BAQ-012', nombre: 'Valla Avenida Cordialidad con Calle 45', tipo: 'valla', direccion: 'Av. Cordialidad # 45-10', municipio: BAQ, latitud: 10.935, longitud: -74.82, proveedor: 3, activo: false, notas: 'Sin permiso de la alcaldía este año.' },
];

export const DEMO_INCIDENCIAS: string[] = [
  'La lona presentaba un rasgado en la esquina inferior; se reemplazó en la misma visita.',
  'El punto de venta no tenía espacio asignado; se reubicó la exhibición con autorización del administrador.',
  'Lluvia fuerte durante la jornada, la activación se extendió una hora.',
  'La iluminación de la valla no encendía; se reportó al área técnica.',
  'El permiso de la alcaldía llegó con un día de retraso.',
  'Faltaron 200 volantes en la entrega; se completaron al día siguiente.',
];

/** Why a demo report was cancelled (the comment of its status change). */
export const DEMO_MOTIVOS_CANCELACION: string[] = [
  'El cliente retiró la pauta en este punto.',
  'La alcaldía no otorgó el permiso de instalación.',
  'El espacio fue asignado a otro anunciante antes de la instalación.',
  'Cambio de estrategia del cliente: el presupuesto pasó a medios digitales.',
];

/** Comments of some forward status changes of demo reports (the others have none). */
export const DEMO_COMENTARIOS_AVANCE: string[] = [
  'Equipo en sitio desde las 7:00.',
  'Instalación verificada con registro fotográfico.',
  'Material recibido completo.',
];
