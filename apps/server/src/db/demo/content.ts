import type { IconName } from './images.ts';

/**
 * The Spanish text of the demo data set. Every company and person is fictional; places are names of the bundled
 * location data (`lib/locations/data.ts`), checked by the seed before anything is written.
 */

export interface NamedItem {
  name: string;
  description: string;
  /** Present: the record is inactive, and this is the reason its deactivation recorded. */
  inactive?: string;
}

export const SECTORS: readonly NamedItem[] = [
  { name: 'Energía', description: 'Generación, transmisión y comercialización de electricidad, gas y combustibles.' },
  { name: 'Manufactura', description: 'Transformación industrial de materias primas en bienes intermedios y productos terminados.' },
  { name: 'Servicios financieros', description: 'Banca, seguros, arrendamiento, inversión y otros servicios de intermediación financiera.' },
  { name: 'Agroindustria', description: 'Producción agrícola y pecuaria, y procesamiento de alimentos y bebidas.' },
  { name: 'Tecnologías de la información', description: 'Desarrollo de software, servicios en la nube, telecomunicaciones y consultoría digital.' },
  { name: 'Construcción', description: 'Edificación, obra de infraestructura, materiales de construcción y desarrollo inmobiliario.' },
  { name: 'Comercio minorista', description: 'Venta al detalle de bienes de consumo en tiendas físicas y en línea.' },
  { name: 'Transporte y logística', description: 'Traslado de personas y mercancías, almacenamiento, distribución y servicios aduanales.' },
  {
    name: 'Minería',
    description: 'Extracción y beneficio de minerales metálicos y no metálicos.',
    inactive: 'Las empresas mineras se reportan dentro de Manufactura a partir de este ciclo.',
  },
];

/** Ámbitos de implementación: where a company's actions take place. */
export const BUSINESS_TYPES: readonly NamedItem[] = [
  { name: 'Operaciones propias', description: 'Acciones dentro de las instalaciones y los procesos de la propia empresa.' },
  { name: 'Cadena de suministro', description: 'Acciones con proveedores, distribuidores y socios comerciales.' },
  { name: 'Comunidad local', description: 'Programas dirigidos a las comunidades donde la empresa tiene operaciones.' },
  { name: 'Colaboradores', description: 'Iniciativas para las personas que trabajan en la organización y sus familias.' },
  { name: 'Clientes y consumidores', description: 'Productos, servicios e información responsable para clientes y consumidores.' },
  { name: 'Alianzas multiactor', description: 'Proyectos conjuntos con gobierno, academia, organismos internacionales y sociedad civil.' },
  {
    name: 'Alcance nacional',
    description: 'Ámbito general para acciones de alcance nacional.',
    inactive: 'Se sustituye por ámbitos más específicos que permiten medir mejor el impacto.',
  },
];

export const AREAS: readonly NamedItem[] = [
  { name: 'Recursos Humanos', description: 'Atracción, desarrollo, bienestar y condiciones laborales de las personas colaboradoras.' },
  { name: 'Finanzas', description: 'Planeación financiera, inversión responsable y reporte de información no financiera.' },
  { name: 'Operaciones', description: 'Procesos productivos, mantenimiento, calidad y eficiencia de las instalaciones.' },
  { name: 'Compras', description: 'Selección, evaluación y desarrollo de proveedores con criterios de sostenibilidad.' },
  { name: 'Sustentabilidad', description: 'Estrategia ASG, indicadores, metas ambientales y relación con grupos de interés.' },
  { name: 'Comunicación', description: 'Comunicación interna y externa, reportes de sostenibilidad y campañas de sensibilización.' },
  {
    name: 'Asuntos Jurídicos',
    description: 'Cumplimiento normativo, contratos y gobierno corporativo.',
    inactive: 'Sus iniciativas se asignan ahora al área de Finanzas.',
  },
];

export const TIME_INITIATIVES: readonly NamedItem[] = [
  { name: 'Corto plazo', description: 'Iniciativas que se implementan en menos de un año.' },
  { name: 'Mediano plazo', description: 'Iniciativas que se implementan en un periodo de uno a tres años.' },
  { name: 'Largo plazo', description: 'Iniciativas con un horizonte de implementación mayor a tres años.' },
  {
    name: 'Sin definir',
    description: 'Iniciativas sin plazo de implementación establecido.',
    inactive: 'Toda iniciativa debe indicar un plazo de implementación.',
  },
];

export const JOIN_TYPES: readonly NamedItem[] = [
  { name: 'Empresa', description: 'Empresas privadas de cualquier tamaño que se adhieren a los Diez Principios.' },
  { name: 'Organización de la sociedad civil', description: 'Fundaciones, asociaciones civiles y organizaciones no gubernamentales.' },
  { name: 'Institución académica', description: 'Universidades, centros de investigación e instituciones de educación superior.' },
  { name: 'Asociación empresarial', description: 'Cámaras, confederaciones y asociaciones de empresas.' },
  {
    name: 'Organismo público',
    description: 'Dependencias y entidades de los tres órdenes de gobierno.',
    inactive: 'Los organismos públicos participan ahora mediante convenios de colaboración.',
  },
];

/** Sub-types of adhesion: the size of the company. */
export const JOIN_SUB_TYPES: readonly NamedItem[] = [
  { name: 'Micro', description: 'De 1 a 10 personas colaboradoras.' },
  { name: 'Pequeña', description: 'De 11 a 50 personas colaboradoras.' },
  { name: 'Mediana', description: 'De 51 a 250 personas colaboradoras.' },
  { name: 'Grande', description: 'Más de 250 personas colaboradoras.' },
  {
    name: 'Sin clasificar',
    description: 'Organizaciones que no informaron su número de colaboradores.',
    inactive: 'El tamaño es obligatorio en el registro de adhesión.',
  },
];

export interface ClimbItem extends NamedItem {
  nomenclature: string;
}

/** Stages of the CLIMB route a solution card is classified by. */
export const CLIMBS: readonly ClimbItem[] = [
  { nomenclature: 'C', name: 'Compromiso', description: 'La alta dirección asume un compromiso público con la iniciativa.' },
  { nomenclature: 'L', name: 'Liderazgo', description: 'Un área responsable encabeza la iniciativa y asigna recursos.' },
  { nomenclature: 'I', name: 'Implementación', description: 'La iniciativa está en marcha en al menos una operación de la empresa.' },
  { nomenclature: 'M', name: 'Medición', description: 'La empresa mide resultados con indicadores y metas verificables.' },
  { nomenclature: 'B', name: 'Beneficio compartido', description: 'Los resultados se comparten con la comunidad y la cadena de valor.' },
  {
    nomenclature: 'RP',
    name: 'Reporte público',
    description: 'La empresa publica los resultados en su informe anual.',
    inactive: 'Se integra a la etapa de Medición.',
  },
];

export interface GtaItem {
  title: string;
  subtitle: string;
  goal: string;
  actionLines: string;
  nomenclature: string;
  author: string;
  position: string;
  color: string;
  /** The ODS the group works for. */
  number: number;
  icon: IconName;
  /** The word on the colour logo. */
  short: string;
  /** Work axes: objective, and the reason when inactive. */
  axes: readonly { objective: string; inactive?: string }[];
}

export const GTAS: readonly GtaItem[] = [
  {
    title: 'GTA Agua',
    subtitle: 'Gestión responsable del agua en la empresa y su entorno',
    goal: 'Impulsar que las empresas participantes reduzcan su huella hídrica, traten y reúsen sus aguas residuales y contribuyan a la seguridad hídrica de las cuencas donde operan.',
    actionLines:
      'Medición de la huella hídrica; metas de reducción del consumo; tratamiento y reúso de aguas residuales; participación en consejos de cuenca; acceso a agua potable y saneamiento en comunidades vecinas.',
    nomenclature: 'GTA-AG',
    author: 'Mtra. Laura Sánchez Ortiz',
    position: 'Coordinadora del GTA Agua',
    color: '#26BDE2',
    number: 6,
    icon: 'drop',
    short: 'Agua',
    axes: [
      { objective: 'Uso eficiente del agua en operaciones' },
      { objective: 'Tratamiento y reúso de aguas residuales' },
      { objective: 'Gestión sostenible de cuencas' },
    ],
  },
  {
    title: 'GTA Energía',
    subtitle: 'Transición energética y eficiencia',
    goal: 'Acelerar la transición hacia energías limpias y el uso eficiente de la energía en las operaciones y cadenas de valor de las empresas participantes.',
    actionLines:
      'Diagnósticos energéticos; sustitución de equipos ineficientes; contratos de suministro de energía renovable; generación distribuida solar; reporte de emisiones de alcance 1 y 2.',
    nomenclature: 'GTA-EN',
    author: 'Ing. Ricardo Morales Treviño',
    position: 'Coordinador del GTA Energía',
    color: '#FCC30B',
    number: 7,
    icon: 'bolt',
    short: 'Energía',
    axes: [
      { objective: 'Eficiencia energética en procesos' },
      { objective: 'Abasto de energía renovable' },
      { objective: 'Medición y reducción de emisiones' },
      { objective: 'Movilidad eléctrica de flotillas', inactive: 'Se integra al eje de eficiencia energética en procesos.' },
    ],
  },
  {
    title: 'GTA Anticorrupción',
    subtitle: 'Integridad y transparencia empresarial',
    goal: 'Fortalecer la cultura de integridad en las empresas mediante programas de cumplimiento, transparencia y acción colectiva contra la corrupción.',
    actionLines:
      'Códigos de ética y conducta; canales de denuncia confidenciales; debida diligencia de terceros; capacitación en integridad; iniciativas de acción colectiva por sector.',
    nomenclature: 'GTA-AC',
    author: 'Lic. Fernando Castillo Reyes',
    position: 'Coordinador del GTA Anticorrupción',
    color: '#00689D',
    number: 16,
    icon: 'shield',
    short: 'Integridad',
    axes: [
      { objective: 'Programas de integridad y cumplimiento' },
      { objective: 'Transparencia en compras y licitaciones' },
    ],
  },
  {
    title: 'GTA Derechos Humanos',
    subtitle: 'Debida diligencia en derechos humanos',
    goal: 'Acompañar a las empresas en la identificación, prevención y reparación de impactos en los derechos humanos a lo largo de sus operaciones y cadenas de suministro.',
    actionLines:
      'Políticas de derechos humanos; evaluación de riesgos e impactos; mecanismos de queja; inclusión laboral de personas con discapacidad; igualdad y no discriminación.',
    nomenclature: 'GTA-DH',
    author: 'Dra. Gabriela Ruiz Montes',
    position: 'Coordinadora del GTA Derechos Humanos',
    color: '#DD1367',
    number: 10,
    icon: 'person',
    short: 'Derechos',
    axes: [
      { objective: 'Debida diligencia en derechos humanos' },
      { objective: 'Inclusión y no discriminación' },
      { objective: 'Mecanismos de queja y reparación' },
    ],
  },
  {
    title: 'GTA Trabajo decente',
    subtitle: 'Empleo digno y desarrollo de talento',
    goal: 'Promover condiciones de trabajo dignas, seguras e incluyentes, con salarios justos y oportunidades de desarrollo para las personas colaboradoras y de la cadena de valor.',
    actionLines:
      'Salario digno; seguridad y salud en el trabajo; corresponsabilidad en los cuidados; erradicación del trabajo infantil; formación y empleabilidad de personas jóvenes.',
    nomenclature: 'GTA-TD',
    author: 'Mtro. Alejandro Vega Navarro',
    position: 'Coordinador del GTA Trabajo decente',
    color: '#A21942',
    number: 8,
    icon: 'briefcase',
    short: 'Trabajo',
    axes: [
      { objective: 'Salario digno y prestaciones' },
      { objective: 'Seguridad y salud en el trabajo' },
      { objective: 'Empleabilidad de personas jóvenes' },
      { objective: 'Corresponsabilidad en los cuidados' },
    ],
  },
  {
    title: 'GTA Ciudades sostenibles',
    subtitle: 'Movilidad, edificación y espacios públicos',
    goal: 'Sumar a las empresas a la construcción de ciudades incluyentes, seguras y resilientes, con movilidad sostenible y una gestión adecuada de los residuos.',
    actionLines:
      'Planes de movilidad empresarial; edificación sustentable; gestión integral de residuos; recuperación de espacios públicos; resiliencia ante riesgos climáticos.',
    nomenclature: 'GTA-CS',
    author: 'Arq. Mariana López Herrera',
    position: 'Coordinadora del GTA Ciudades sostenibles',
    color: '#FD9D24',
    number: 11,
    icon: 'city',
    short: 'Ciudades',
    axes: [{ objective: 'Movilidad sostenible del personal' }, { objective: 'Gestión integral de residuos' }],
  },
];

/** The four areas of the Ten Principles of the UN Global Compact. */
export const PACT_AXES: readonly { name: string; description: string; color: string; icon: IconName }[] = [
  { name: 'Derechos Humanos', description: 'Apoyar y respetar los derechos humanos', color: '#1E88C8', icon: 'person' },
  { name: 'Normas Laborales', description: 'Trabajo digno y libertad de asociación', color: '#E8870E', icon: 'helmet' },
  { name: 'Medio Ambiente', description: 'Enfoque preventivo ante los retos ambientales', color: '#43A047', icon: 'leaf' },
  { name: 'Anticorrupción', description: 'Combatir la corrupción en todas sus formas', color: '#8E1B3F', icon: 'shield' },
];

/** Filter values per filter type (`FILTER_TYPES`); the reason marks an inactive one. */
export const FILTERS: Readonly<Record<string, readonly { value: string; inactive?: string }[]>> = {
  companySize: [{ value: 'Micro' }, { value: 'Pequeña' }, { value: 'Mediana' }, { value: 'Grande' }],
  region: [
    { value: 'Norte' },
    { value: 'Noreste', inactive: 'Se agrupa en la región Norte.' },
    { value: 'Occidente' },
    { value: 'Bajío' },
    { value: 'Centro' },
    { value: 'Sur-Sureste' },
  ],
  sector: [
    { value: 'Energía' },
    { value: 'Manufactura' },
    { value: 'Servicios financieros' },
    { value: 'Agroindustria' },
    { value: 'Tecnologías de la información' },
    { value: 'Construcción' },
  ],
  theme: [
    { value: 'Agua' },
    { value: 'Energía limpia' },
    { value: 'Derechos humanos' },
    { value: 'Anticorrupción' },
    { value: 'Igualdad de género' },
    { value: 'Acción climática' },
  ],
  audience: [
    { value: 'Empresas' },
    { value: 'Academia' },
    { value: 'Sociedad civil' },
    { value: 'Gobierno' },
    { value: 'Público general', inactive: 'El sitio público se dirige a organizaciones.' },
  ],
};

export interface CompanyItem {
  name: string;
  description: string;
  sector: string;
  businessType: string;
  state: string;
  city: string;
  inactive?: string;
}

export const COMPANIES: readonly CompanyItem[] = [
  {
    name: 'Energía Solar del Norte',
    description: 'Desarrolla y opera parques solares y sistemas de generación distribuida para clientes industriales del noroeste.',
    sector: 'Energía',
    businessType: 'Operaciones propias',
    state: 'Sonora',
    city: 'Hermosillo',
  },
  {
    name: 'Vientos de Oaxaca Energía',
    description: 'Opera parques eólicos y mantiene programas de consulta y beneficio compartido con las comunidades vecinas.',
    sector: 'Energía',
    businessType: 'Comunidad local',
    state: 'Oaxaca',
    city: 'Oaxaca de Juárez',
  },
  {
    name: 'Gas y Energía Potosina',
    description: 'Distribuye gas natural a hogares y comercios y ofrece diagnósticos de eficiencia energética.',
    sector: 'Energía',
    businessType: 'Clientes y consumidores',
    state: 'San Luis Potosí',
    city: 'San Luis Potosí',
    inactive: 'La empresa solicitó su baja de la red durante su proceso de fusión.',
  },
  {
    name: 'Manufacturas Regiomontanas',
    description: 'Fabrica componentes metálicos para la industria automotriz y de electrodomésticos con acero reciclado.',
    sector: 'Manufactura',
    businessType: 'Operaciones propias',
    state: 'Nuevo León',
    city: 'Monterrey',
  },
  {
    name: 'Autopartes del Bajío',
    description: 'Proveedor de arneses y sistemas eléctricos que impulsa el desarrollo de proveedores locales.',
    sector: 'Manufactura',
    businessType: 'Cadena de suministro',
    state: 'Guanajuato',
    city: 'Silao',
  },
  {
    name: 'Textiles Tehuacán',
    description: 'Confección de prendas de mezclilla con programas de salario digno y tratamiento de agua de lavado.',
    sector: 'Manufactura',
    businessType: 'Colaboradores',
    state: 'Puebla',
    city: 'Tehuacán',
    inactive: 'No renovó su compromiso anual de adhesión.',
  },
  {
    name: 'Envases Sustentables de Occidente',
    description: 'Produce envases de cartón y plástico reciclado y opera centros de acopio con recicladores locales.',
    sector: 'Manufactura',
    businessType: 'Cadena de suministro',
    state: 'Jalisco',
    city: 'Tlaquepaque',
  },
  {
    name: 'Banca Comunitaria Mexicana',
    description: 'Institución de banca social que ofrece ahorro, crédito productivo y educación financiera.',
    sector: 'Servicios financieros',
    businessType: 'Comunidad local',
    state: 'Ciudad de México',
    city: 'Cuauhtémoc',
  },
  {
    name: 'Seguros Horizonte Azul',
    description: 'Aseguradora con productos de microseguros y coberturas paramétricas ante fenómenos climáticos.',
    sector: 'Servicios financieros',
    businessType: 'Clientes y consumidores',
    state: 'Ciudad de México',
    city: 'Miguel Hidalgo',
  },
  {
    name: 'Financiera Rural del Sureste',
    description: 'Otorga financiamiento a pequeños productores y cooperativas en alianza con gobiernos estatales.',
    sector: 'Servicios financieros',
    businessType: 'Alianzas multiactor',
    state: 'Yucatán',
    city: 'Mérida',
  },
  {
    name: 'Agrícola Valle de Mexicali',
    description: 'Produce hortalizas de exportación con riego tecnificado y certificación de buenas prácticas agrícolas.',
    sector: 'Agroindustria',
    businessType: 'Operaciones propias',
    state: 'Baja California',
    city: 'Mexicali',
  },
  {
    name: 'Café de Altura Chiapaneco',
    description: 'Comercializa café de pequeños productores con precios justos y asistencia técnica agroecológica.',
    sector: 'Agroindustria',
    businessType: 'Cadena de suministro',
    state: 'Chiapas',
    city: 'San Cristóbal de las Casas',
  },
  {
    name: 'Huertas Purépechas',
    description: 'Empacadora de aguacate que promueve la producción libre de deforestación y el cuidado de bosques.',
    sector: 'Agroindustria',
    businessType: 'Comunidad local',
    state: 'Michoacán de Ocampo',
    city: 'Uruapan',
  },
  {
    name: 'Lácteos del Desierto',
    description: 'Procesa leche y derivados con biodigestores que aprovechan los residuos de sus establos.',
    sector: 'Agroindustria',
    businessType: 'Clientes y consumidores',
    state: 'Coahuila de Zaragoza',
    city: 'Torreón',
  },
  {
    name: 'Nube Tapatía Software',
    description: 'Desarrolla software a la medida y forma talento joven en programación en alianza con universidades.',
    sector: 'Tecnologías de la información',
    businessType: 'Colaboradores',
    state: 'Jalisco',
    city: 'Zapopan',
  },
  {
    name: 'DataSur Consultores',
    description: 'Consultoría en datos e indicadores ASG para empresas medianas y organismos públicos.',
    sector: 'Tecnologías de la información',
    businessType: 'Alianzas multiactor',
    state: 'Querétaro',
    city: 'Santiago de Querétaro',
  },
  {
    name: 'Conecta Telecomunicaciones',
    description: 'Proveedor de internet que lleva conectividad a escuelas y clínicas de zonas rurales.',
    sector: 'Tecnologías de la información',
    businessType: 'Clientes y consumidores',
    state: 'Ciudad de México',
    city: 'Álvaro Obregón',
  },
  {
    name: 'Constructora Río Bravo',
    description: 'Obra civil e industrial con políticas de seguridad y salud en el trabajo para su personal y contratistas.',
    sector: 'Construcción',
    businessType: 'Operaciones propias',
    state: 'Tamaulipas',
    city: 'Reynosa',
  },
  {
    name: 'Edificaciones Verdes Queretanas',
    description: 'Desarrolladora de vivienda con certificación de eficiencia energética y materiales de bajo impacto.',
    sector: 'Construcción',
    businessType: 'Cadena de suministro',
    state: 'Querétaro',
    city: 'San Juan del Río',
  },
  {
    name: 'Cementos y Agregados del Golfo',
    description: 'Produce agregados y concreto premezclado y restaura los bancos de material con especies nativas.',
    sector: 'Construcción',
    businessType: 'Comunidad local',
    state: 'Veracruz de Ignacio de la Llave',
    city: 'Veracruz',
  },
  {
    name: 'Tiendas La Esquina Mexiquense',
    description: 'Cadena de tiendas de conveniencia que reduce el desperdicio de alimentos mediante bancos de alimentos.',
    sector: 'Comercio minorista',
    businessType: 'Clientes y consumidores',
    state: 'Estado de México',
    city: 'Toluca',
  },
  {
    name: 'Mercado Verde en Línea',
    description: 'Tienda en línea de productos locales y orgánicos con empaques retornables.',
    sector: 'Comercio minorista',
    businessType: 'Cadena de suministro',
    state: 'Ciudad de México',
    city: 'Coyoacán',
  },
  {
    name: 'Farmacias del Pacífico',
    description: 'Red de farmacias con programas de igualdad salarial y desarrollo de carrera para su personal.',
    sector: 'Comercio minorista',
    businessType: 'Colaboradores',
    state: 'Sinaloa',
    city: 'Culiacán',
  },
  {
    name: 'Transportes Peninsulares',
    description: 'Transporte turístico y de personal con renovación de flota a unidades de bajas emisiones.',
    sector: 'Transporte y logística',
    businessType: 'Operaciones propias',
    state: 'Quintana Roo',
    city: 'Cancún',
  },
  {
    name: 'Logística Integral del Centro',
    description: 'Operador logístico que comparte rutas y centros de distribución con otras empresas para reducir emisiones.',
    sector: 'Transporte y logística',
    businessType: 'Alianzas multiactor',
    state: 'Aguascalientes',
    city: 'Aguascalientes',
  },
];

/** Places of the public-site users, with the long-distance area code their phone numbers use. */
export const USER_PLACES: readonly { state: string; city: string; lada: string }[] = [
  { state: 'Ciudad de México', city: 'Coyoacán', lada: '55' },
  { state: 'Ciudad de México', city: 'Miguel Hidalgo', lada: '55' },
  { state: 'Ciudad de México', city: 'Tlalpan', lada: '55' },
  { state: 'Ciudad de México', city: 'Iztapalapa', lada: '55' },
  { state: 'Jalisco', city: 'Guadalajara', lada: '33' },
  { state: 'Jalisco', city: 'Zapopan', lada: '33' },
  { state: 'Nuevo León', city: 'Monterrey', lada: '81' },
  { state: 'Nuevo León', city: 'San Nicolás de los Garza', lada: '81' },
  { state: 'Puebla', city: 'Puebla', lada: '222' },
  { state: 'Querétaro', city: 'Santiago de Querétaro', lada: '442' },
  { state: 'Yucatán', city: 'Mérida', lada: '999' },
  { state: 'Guanajuato', city: 'León', lada: '477' },
  { state: 'Baja California', city: 'Tijuana', lada: '664' },
  { state: 'Estado de México', city: 'Naucalpan de Juárez', lada: '55' },
  { state: 'Estado de México', city: 'Metepec', lada: '722' },
  { state: 'Veracruz de Ignacio de la Llave', city: 'Coatzacoalcos', lada: '921' },
  { state: 'Chihuahua', city: 'Juárez', lada: '656' },
  { state: 'Sinaloa', city: 'Mazatlán', lada: '669' },
  { state: 'Morelos', city: 'Cuernavaca', lada: '777' },
  { state: 'Hidalgo', city: 'Pachuca de Soto', lada: '771' },
];

export const FIRST_NAMES: readonly string[] = [
  'María Fernanda',
  'José Luis',
  'Guadalupe',
  'Juan Carlos',
  'Ana Sofía',
  'Luis Ángel',
  'Ximena',
  'Diego',
  'Valeria',
  'Miguel Ángel',
  'Daniela',
  'Alejandro',
  'Sofía',
  'Jorge',
  'Mariana',
  'Ricardo',
  'Paola',
  'Eduardo',
  'Andrea',
  'Francisco',
  'Karla',
  'Roberto',
  'Itzel',
  'Emiliano',
  'Brenda',
  'Óscar',
  'Citlali',
  'Raúl',
  'Fernanda',
  'Héctor',
];

export const SURNAMES: readonly string[] = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Rodríguez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Jiménez',
  'Reyes',
  'Díaz',
  'Torres',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Castillo',
  'Chávez',
  'Domínguez',
  'Núñez',
  'Ibarra',
];

export const USER_DEACTIVATION_REASONS: readonly string[] = [
  'Cuenta duplicada: la persona usuaria se registró de nuevo con su correo institucional.',
  'Solicitud de la persona usuaria de dar de baja su cuenta.',
];

/** What public-site users write on cards. */
export const COMMENTS: readonly string[] = [
  'Muy buena práctica, la vamos a proponer en nuestra empresa.',
  '¿Hay algún caso de éxito documentado en una empresa mediana?',
  'Nos gustaría conocer el costo aproximado de implementación.',
  'La implementamos el año pasado y redujimos costos de manera notable.',
  'Excelente iniciativa, sería útil contar con una guía paso a paso.',
  '¿Qué indicadores recomiendan para medir el avance?',
  'Faltaría mencionar la participación de los proveedores.',
  'Interesante, aunque en zonas rurales es más difícil de aplicar.',
  'Compartí la tarjeta con el comité de sustentabilidad.',
  '¿Existe financiamiento público para este tipo de proyectos?',
  'Sería bueno agregar ejemplos de pequeñas empresas.',
  'La información es clara y fácil de seguir.',
  'Nos gustaría colaborar con otras empresas del sector en esto.',
  'Recomiendo complementar con capacitación al personal.',
  'Muy útil para nuestro reporte de sostenibilidad.',
  'Gracias por compartir, justo lo que buscábamos.',
];

/** Comments the back-office hid, with the reason recorded. */
export const COMMENT_DEACTIVATION_REASONS: readonly string[] = [
  'Comentario con publicidad de un producto ajeno a la iniciativa.',
  'Contiene datos personales de un tercero.',
  'Lenguaje ofensivo hacia otra persona usuaria.',
];

/** Messages of the public site's contact form. */
export const CONTACTS: readonly { name: string; email: string; message: string }[] = [
  { name: 'Laura Méndez Ortiz', email: 'laura.mendez@example.com', message: '¿Cómo puede mi empresa sumarse a un grupo de trabajo GTA?' },
  { name: 'Jorge Ramírez Luna', email: 'jorge.ramirez@example.org', message: 'No recibí el correo de confirmación al registrarme en el sitio.' },
  { name: 'Patricia Salinas', email: 'patricia.salinas@example.net', message: 'Quisiera información sobre los requisitos para publicar una buena práctica.' },
  { name: 'Ricardo Torres Vega', email: 'ricardo.torres@example.com', message: 'La guía del GTA Agua no se descarga desde mi navegador.' },
  { name: 'Mariana Castillo', email: 'mariana.castillo@example.org', message: 'Somos una pyme del sector agroindustrial, ¿podemos participar en las votaciones?' },
  { name: 'Fernando Aguilar Ríos', email: 'fernando.aguilar@example.com', message: 'Me interesa colaborar como voluntario en la iniciativa de restauración de cuencas.' },
  { name: 'Sofía Herrera Campos', email: 'sofia.herrera@example.net', message: '¿Tienen un calendario de las próximas sesiones de los grupos de trabajo?' },
  { name: 'Alejandro Núñez', email: 'alejandro.nunez@example.com', message: 'Quisiera actualizar el nombre de mi empresa en mi perfil.' },
  { name: 'Gabriela Flores Paredes', email: 'gabriela.flores@example.org', message: 'Solicito que eliminen mi cuenta y mis datos personales.' },
  { name: 'Daniel Ortega Silva', email: 'daniel.ortega@example.com', message: '¿Es posible descargar las tarjetas de solución en PDF?' },
  { name: 'Verónica Juárez', email: 'veronica.juarez@example.net', message: 'Felicidades por la plataforma, es muy útil para nuestro reporte anual.' },
  { name: 'Héctor Domínguez Cruz', email: 'hector.dominguez@example.org', message: 'El mapa de buenas prácticas no carga en mi teléfono.' },
  { name: 'Claudia Ibarra', email: 'claudia.ibarra@example.com', message: '¿Qué empresas forman parte del Comité editorial?' },
  { name: 'Óscar Villalobos', email: 'oscar.villalobos@example.net', message: 'Quisiera proponer un nuevo tema para un grupo de trabajo sobre economía circular.' },
  { name: 'Andrea Pacheco Mora', email: 'andrea.pacheco@example.com', message: 'Necesito una constancia de participación en el GTA Energía.' },
];
