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
  /** Days ago when the campaign started. */
  inicioHaceDias: number;
  duracionDias: number;
  descripcion: string;
}

export const DEMO_CAMPANAS: DemoCampana[] = [
  { nombre: 'Refresca tu Verano 2025', cliente: 0, inicioHaceDias: 170, duracionDias: 60, descripcion: 'Lanzamiento de la línea de jugos' },
  { nombre: 'Sabana Cero Azúcar', cliente: 0, inicioHaceDias: 35, duracionDias: 70, descripcion: 'Presentación de la bebida sin azúcar' },
  { nombre: 'Nevado en tu Mesa', cliente: 1, inicioHaceDias: 120, duracionDias: 45, descripcion: 'Campaña de yogures familiares' },
  { nombre: 'Conéctate 5G', cliente: 2, inicioHaceDias: 40, duracionDias: 90, descripcion: 'Despliegue de cobertura 5G' },
  {
    nombre: 'Crédito Fácil Vallecaucano',
    cliente: 3,
    inicioHaceDias: 150,
    duracionDias: 60,
    descripcion: 'Promoción de créditos de libre inversión',
  },
  { nombre: 'Vida Plena Salud al Día', cliente: 4, inicioHaceDias: 25, duracionDias: 60, descripcion: 'Jornadas de salud en droguerías' },
  { nombre: 'Temporada Escolar El Progreso', cliente: 5, inicioHaceDias: 95, duracionDias: 40, descripcion: 'Regreso a clases con descuentos' },
  { nombre: 'Vuela por Colombia', cliente: 6, inicioHaceDias: 20, duracionDias: 75, descripcion: 'Nuevas rutas nacionales' },
  { nombre: 'Tu Casa en Altos del Río', cliente: 7, inicioHaceDias: 130, duracionDias: 80, descripcion: 'Preventa de apartamentos' },
  { nombre: 'Sol para Todos', cliente: 8, inicioHaceDias: 60, duracionDias: 90, descripcion: 'Paneles solares para hogares' },
  { nombre: 'Cosecha de Origen', cliente: 9, inicioHaceDias: 10, duracionDias: 60, descripcion: 'Lanzamiento del café de origen especial' },
];

/** Places where reports happen: [DANE municipality code, place]. */
export const DEMO_LUGARES: Array<[codigo: string, lugar: string]> = [
  ['11001', 'Avenida Calle 26 con Carrera 68'],
  ['11001', 'Centro Comercial Andino, Carrera 11 # 82-71'],
  ['11001', 'Autopista Norte con Calle 170'],
  ['25754', 'Autopista Sur, entrada a Soacha'],
  ['25899', 'Plaza principal de Zipaquirá'],
  ['05001', 'Avenida Las Palmas, kilómetro 3'],
  ['05001', 'Estación Poblado del metro'],
  ['05266', 'Centro Comercial Viva Envigado'],
  ['05088', 'Parque de Bello'],
  ['76001', 'Avenida Roosevelt con Calle 39'],
  ['76001', 'Centro Comercial Chipichape'],
  ['76520', 'Recta Cali-Palmira, kilómetro 12'],
  ['08001', 'Vía 40 con Calle 77'],
  ['08001', 'Centro Comercial Buenavista'],
  ['08758', 'Autopista al Aeropuerto, Soledad'],
  ['13001', 'Avenida Santander, sector Bocagrande'],
  ['68001', 'Carrera 27 con Calle 45'],
  ['68276', 'Centro Comercial Cañaveral'],
  ['66001', 'Avenida Circunvalar con Calle 14'],
  ['17001', 'Avenida Santander, Cable Plaza'],
  ['54001', 'Avenida Libertadores'],
  ['47001', 'Rodadero, Carrera 1'],
  ['73001', 'Calle 60 con Avenida Ambalá'],
  ['50001', 'Vía Puerto López, glorieta Catama'],
  ['52001', 'Avenida Panamericana con Calle 18'],
  ['63001', 'Avenida Bolívar, Centro Comercial Unicentro'],
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
