/** The home page's landing copy in Spanish (shape and rules: ./landing-copy.ts). */
import type { LandingCopy } from './landing-copy.ts';

export const LANDING_ES: LandingCopy = {
  showcase: ['Karma es un buscador web que no guarda historial de búsquedas ni te rastrea.'],
  steps: [
    { title: 'Busca como siempre', text: 'Karma encuentra páginas web, imágenes, noticias y vídeos.' },
    {
      title: 'Los enlaces patrocinados generan ingresos',
      text: 'Algunos resultados son enlaces patrocinados. Cuando haces clic en uno, el anunciante paga.',
    },
    {
      title: 'Los ingresos van a las organizaciones',
      text: [
        'Financian a las organizaciones asociadas que eliges en los ',
        { text: 'ajustes', href: '/settings' },
        '. Tu contador muestra cuántas búsquedas has hecho.',
      ],
    },
  ],
  partners: [[{ text: 'Conoce a las organizaciones asociadas', href: '/partners' }]],
  learnAct: [
    'Por qué importa la biodiversidad, y gestos sencillos por la fauna cerca de ti: flores autóctonas para los polinizadores, un rincón salvaje en el jardín, tus observaciones en iNaturalist.',
    [{ text: 'Leer Aprende y Actúa', href: '/learn-act' }],
  ],
  searchDifferently: [
    'Web, imágenes, noticias y vídeos, con un resumen enciclopédico cuando lo hay.',
    '¿No lo encuentras? Prueba la misma búsqueda en otro buscador con un clic.',
    ['Búsqueda segura, región e idioma en los ', { text: 'ajustes', href: '/settings' }, ', sin cuenta.'],
    'Páginas ligeras que funcionan con conexiones lentas, incluso sin JavaScript.',
  ],
  privacy: [
    'Sin historial de búsquedas y sin perfil tuyo.',
    'Tus búsquedas no se escriben en los registros.',
    'El proveedor de resultados nunca recibe tu dirección IP, tus cookies ni los datos de tu navegador.',
    [{ text: 'Todo lo que guarda Karma, y por qué', href: '/privacy' }],
  ],
  tryMe: {
    lead: 'Prueba Karma con una de estas búsquedas:',
    examples: ['zorro rojo', 'refugio para erizos', 'flores silvestres autóctonas', 'canto de los pájaros'],
  },
  install: ['Busca con Karma desde la barra de direcciones y conviértelo en tu buscador predeterminado.'],
};
