/**
 * The event page scraper (server/modules/events/scrape.ts), a pure function: realistic pages
 * (JSON-LD in @graph, in an array, Open Graph only, bare markup), relative and resized images, the
 * affiliate suffix, and hostile pages whose description must come back harmless.
 */
import { loadConfig, ConfigError } from '../../server/config';
import { appendAffiliateSuffix } from '../../server/modules/events/affiliate';
import { dropSizeSuffix, scrapeEventPage } from '../../server/modules/events/scrape';

const PAGE_URL = 'https://www.salaejemplo.es/eventos/concierto-otono/';

const jsonLd = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data, null, 2).replace(/<\//g, '<\\/')}</script>`;

/** A WordPress page with Yoast's @graph and an events plugin's Event in it. */
const WORDPRESS = `<!DOCTYPE html>
<html lang="es"><head>
<meta charset="UTF-8">
<title>Concierto de otoño &#8211; Sala Ejemplo</title>
<meta name="description" content="La descripción de la meta">
<meta property="og:title" content="Concierto de otoño (OG)">
<meta property="og:image" content="https://www.salaejemplo.es/wp-content/uploads/2025/10/og-1200x630.jpg">
${jsonLd({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'Organization', '@id': 'https://www.salaejemplo.es/#org', name: 'Sala Ejemplo' },
    { '@type': 'WebPage', '@id': PAGE_URL, name: 'Concierto de otoño – Sala Ejemplo' },
    {
      '@type': 'MusicEvent',
      name: 'Concierto de otoño &#8211; Cuarteto Vigo',
      description: '<p>Un <strong>cuarteto</strong> de cuerda.</p><p>Obras de Falla y Albéniz.</p>',
      image: ['https://www.salaejemplo.es/wp-content/uploads/2025/10/cuarteto-1024x683.jpg'],
      startDate: '2025-10-24T20:30:00+02:00',
      endDate: '2025-10-24T22:00:00+02:00',
      location: { '@type': 'Place', name: 'Sala Ejemplo' },
      offers: { '@type': 'Offer', url: 'https://entradas.example.com/e/cuarteto?lang=es', price: '15' },
    },
  ],
})}
</head><body><h1>Concierto de otoño</h1><p>Texto de la página</p></body></html>`;

describe('scrapeEventPage: JSON-LD', () => {
  it('reads the Event inside @graph first (name, cover without size suffix, description, offer URL, dates)', () => {
    expect(scrapeEventPage(WORDPRESS, PAGE_URL, 'utm_source=directorio')).toEqual({
      name: 'Concierto de otoño – Cuarteto Vigo',
      image: 'https://www.salaejemplo.es/wp-content/uploads/2025/10/cuarteto.jpg',
      description: '<p>Un <strong>cuarteto</strong> de cuerda.</p><p>Obras de Falla y Albéniz.</p>',
      buy_url: 'https://entradas.example.com/e/cuarteto?lang=es&utm_source=directorio',
      start_date: '2025-10-24T20:30:00+02:00',
      end_date: '2025-10-24T22:00:00+02:00',
    });
  });

  it('reads an Event subtype from a top-level array, with the schema.org prefix, image and offers as lists', () => {
    const page = `<head>${jsonLd([
      { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] },
      {
        '@context': 'https://schema.org',
        '@type': 'http://schema.org/TheaterEvent',
        name: 'La casa de Bernarda Alba',
        description: 'Drama en tres actos.\nDe Federico García Lorca.\n\nDuración: 90 minutos.',
        image: [{ '@type': 'ImageObject', url: '/media/bernarda-800x600.webp' }, 'https://otra.example.com/b.jpg'],
        url: 'https://teatro.example.com/bernarda',
        startDate: '2025-11-02',
        offers: [
          { '@type': 'Offer', price: 20 },
          { '@type': 'Offer', url: 'https://teatro.example.com/entradas/bernarda' },
        ],
      },
    ])}</head>`;
    expect(scrapeEventPage(page, 'https://teatro.example.com/programa/bernarda', '')).toEqual({
      name: 'La casa de Bernarda Alba',
      image: 'https://teatro.example.com/media/bernarda.webp',
      description: '<p>Drama en tres actos.<br />De Federico García Lorca.</p><p>Duración: 90 minutos.</p>',
      buy_url: 'https://teatro.example.com/entradas/bernarda',
      start_date: '2025-11-02',
    });
  });

  it('finds an Event nested in another node, and types like Festival', () => {
    const page = jsonLd({ '@type': 'WebPage', mainEntity: { '@type': ['Thing', 'Festival'], name: 'Festival do Mar' } });
    expect(scrapeEventPage(page, 'https://festival.example.com/', '').name).toBe('Festival do Mar');
  });

  it('reads a block with raw line breaks in its strings and an HTML comment around it', () => {
    const page = `<script type="application/ld+json"><!--
{"@type": "Event", "name": "Feria", "description": "Línea uno
Línea dos"}
--></script>`;
    expect(scrapeEventPage(page, 'https://feria.example.com/', '')).toMatchObject({
      name: 'Feria',
      description: '<p>Línea uno<br />Línea dos</p>',
    });
  });

  it('falls back to Open Graph when the JSON-LD is broken or has no Event', () => {
    const page = `<script type="application/ld+json">{"@type": "Event", "name": </script>
      ${jsonLd({ '@type': 'Organization', name: 'No es un evento' })}
      <meta property="og:title" content="Título OG">`;
    expect(scrapeEventPage(page, 'https://x.example.com/', '').name).toBe('Título OG');
  });

  it('reads at most 20 JSON-LD blocks', () => {
    const filler = jsonLd({ '@type': 'Organization', name: 'x' }).repeat(20);
    const page = `${filler}${jsonLd({ '@type': 'Event', name: 'Bloque 21' })}<title>Título</title>`;
    expect(scrapeEventPage(page, 'https://x.example.com/', '').name).toBe('Título');
    const within = `${jsonLd({ '@type': 'Organization', name: 'x' }).repeat(19)}${jsonLd({ '@type': 'Event', name: 'Bloque 20' })}`;
    expect(scrapeEventPage(within, 'https://x.example.com/', '').name).toBe('Bloque 20');
  });

  it('keeps only ISO dates', () => {
    const page = jsonLd({ '@type': 'Event', name: 'x', startDate: 'el sábado por la tarde', endDate: '2025-13-45' });
    const scraped = scrapeEventPage(page, 'https://x.example.com/', '');
    expect(scraped).not.toHaveProperty('start_date');
    expect(scraped).not.toHaveProperty('end_date');
  });
});

describe('scrapeEventPage: Open Graph and markup', () => {
  it('reads an Open Graph page (og:url is the ticket URL)', () => {
    const page = `<html><head>
      <title>Ruta guiada | Turismo</title>
      <meta property="og:title" content="Ruta guiada por la Ciudad Vieja">
      <meta property="og:image" content="https://turismo.example.com/img/ruta-150x150.png?v=3">
      <meta property="og:description" content="Dos horas a pie &amp; con guía.">
      <meta property="og:url" content="https://turismo.example.com/rutas/ciudad-vieja">
      </head><body><h1>Ruta</h1></body></html>`;
    expect(scrapeEventPage(page, 'https://turismo.example.com/rutas/ciudad-vieja?ref=home', 'aff=7')).toEqual({
      name: 'Ruta guiada por la Ciudad Vieja',
      image: 'https://turismo.example.com/img/ruta.png?v=3',
      description: '<p>Dos horas a pie &amp; con guía.</p>',
      buy_url: 'https://turismo.example.com/rutas/ciudad-vieja?aff=7',
    });
  });

  it('reads bare markup: the first <h1>, then <title>; meta description; the page URL', () => {
    const page = `<html><head><title>  Mercado   medieval  </title><meta name="description" content="Puestos, música y teatro."></head>
      <body><h1>Mercado <em>medieval</em> 2025<script>document.title = 'x'</script></h1><h1>Otro</h1></body></html>`;
    expect(scrapeEventPage(page, 'https://concello.example.gal/mercado', 'utm_source=directorio')).toEqual({
      name: 'Mercado medieval 2025',
      image: '',
      description: '<p>Puestos, música y teatro.</p>',
      buy_url: 'https://concello.example.gal/mercado?utm_source=directorio',
    });
    expect(scrapeEventPage('<title>  Mercado   medieval  </title>', 'https://x.example.com/', '').name).toBe('Mercado medieval');
    expect(scrapeEventPage('', 'https://x.example.com/', '')).toEqual({
      name: '',
      image: '',
      description: '',
      buy_url: 'https://x.example.com/',
    });
  });

  it('resolves a relative image against the page, or its <base href>', () => {
    const page = '<meta property="og:image" content="../fotos/cartel-640x480.jpg">';
    expect(scrapeEventPage(page, 'https://x.example.com/eventos/feria/', '').image).toBe('https://x.example.com/eventos/fotos/cartel.jpg');
    const based = `<base href="https://cdn.example.com/site/">${page}`;
    expect(scrapeEventPage(based, 'https://x.example.com/eventos/feria/', '').image).toBe('https://cdn.example.com/fotos/cartel.jpg');
    expect(scrapeEventPage('<meta property="og:image" content="//img.example.com/a.jpg">', 'https://x.example.com/', '').image).toBe(
      'https://img.example.com/a.jpg',
    );
  });

  it('caps the name at 200 characters', () => {
    const name = 'Á'.repeat(250);
    expect(scrapeEventPage(`<h1>${name}</h1>`, 'https://x.example.com/', '').name).toBe('Á'.repeat(200));
  });
});

describe('the size suffix of an image', () => {
  it.each([
    ['https://x.example.com/wp-content/uploads/foto-300x200.jpg', 'https://x.example.com/wp-content/uploads/foto.jpg'],
    ['https://x.example.com/foto-1024x768.JPEG?ver=2', 'https://x.example.com/foto.JPEG?ver=2'],
    ['https://x.example.com/foto-300.jpg', 'https://x.example.com/foto-300.jpg'],
    ['https://x.example.com/logo@2x.png', 'https://x.example.com/logo@2x.png'],
    ['https://x.example.com/300x200/foto.jpg', 'https://x.example.com/300x200/foto.jpg'],
    ['https://x.example.com/foto-300x200', 'https://x.example.com/foto-300x200'],
  ])('%s → %s', (url, expected) => {
    expect(dropSizeSuffix(url)).toBe(expected);
  });
});

describe('the affiliate suffix', () => {
  it.each([
    ['https://x.example.com/e', 'utm_source=dir', 'https://x.example.com/e?utm_source=dir'],
    ['https://x.example.com/e?id=3', 'utm_source=dir', 'https://x.example.com/e?id=3&utm_source=dir'],
    ['https://x.example.com/e?', 'utm_source=dir', 'https://x.example.com/e?utm_source=dir'],
    ['https://x.example.com/e?id=3&', 'utm_source=dir', 'https://x.example.com/e?id=3&utm_source=dir'],
    ['https://x.example.com/e#comprar', 'utm_source=dir', 'https://x.example.com/e?utm_source=dir#comprar'],
    ['https://x.example.com/e?id=3#comprar', '&aff=1&b=2', 'https://x.example.com/e?id=3&aff=1&b=2#comprar'],
    ['https://x.example.com/e', '?aff=1', 'https://x.example.com/e?aff=1'],
    ['https://x.example.com/e?aff=1', 'aff=1', 'https://x.example.com/e?aff=1'],
    ['https://x.example.com/e?id=3', '', 'https://x.example.com/e?id=3'],
  ])('%s + %s → %s', (url, suffix, expected) => {
    expect(appendAffiliateSuffix(url, suffix)).toBe(expected);
  });

  it('comes from EVENT_AFFILIATE_SUFFIX: empty by default, a leading ? or & dropped, no spaces or #', () => {
    expect(loadConfig({}, '/srv/app').eventAffiliateSuffix).toBe('');
    expect(loadConfig({ EVENT_AFFILIATE_SUFFIX: '?utm_source=directorio&utm_medium=eventos' }, '/srv/app').eventAffiliateSuffix).toBe(
      'utm_source=directorio&utm_medium=eventos',
    );
    for (const bad of ['utm source=x', 'a=1#x', 'a="><script>', "a='x'"]) {
      expect(() => loadConfig({ EVENT_AFFILIATE_SUFFIX: bad }, '/srv/app')).toThrow(ConfigError);
      expect(() => loadConfig({ EVENT_AFFILIATE_SUFFIX: bad }, '/srv/app')).toThrow(/^Configuración no válida: EVENT_AFFILIATE_SUFFIX/);
    }
  });
});

describe('hostile pages', () => {
  it('a JSON-LD description with script, handlers and javascript: links comes back harmless', () => {
    const page = jsonLd({
      '@type': 'Event',
      name: '<img src=x onerror=alert(1)>Fiesta<script>alert(2)</script>',
      description:
        '<p onclick="alert(1)">Hola<script>alert(2)</script></p><img src="/cartel.jpg" onerror="alert(3)">' +
        '<a href="javascript:alert(4)">entradas</a><a href="/info" target="_blank">info</a>' +
        '<iframe src="https://evil.example.com/"></iframe><style>body{display:none}</style>' +
        '<svg onload="alert(5)"></svg><form action="https://evil.example.com"><input name="p"></form>',
    });
    const scraped = scrapeEventPage(page, 'https://fiesta.example.com/', '');
    expect(scraped.name).toBe('Fiesta');
    expect(scraped.description).toBe(
      '<p>Hola</p><img src="https://fiesta.example.com/cartel.jpg" /><a>entradas</a>' +
        '<a href="https://fiesta.example.com/info" target="_blank" rel="noopener noreferrer nofollow">info</a>',
    );
  });

  it('a meta description holding markup stays text', () => {
    const page = `<meta property="og:description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;<img src=x onerror=alert(2)>">`;
    expect(scrapeEventPage(page, 'https://x.example.com/', '').description).toBe(
      '<p>"&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p>',
    );
  });

  it('ignores javascript:, data: and credential URLs for the cover and the ticket URL', () => {
    const page = `${jsonLd({
      '@type': 'Event',
      name: 'x',
      image: 'javascript:alert(1)',
      url: 'data:text/html,<script>alert(1)</script>',
      offers: { url: 'javascript:alert(2)' },
    })}<meta property="og:image" content="data:image/png;base64,AAAA"><meta property="og:url" content="https://u:p@x.example.com/">
    <meta name="twitter:image" content="https://x.example.com/t.jpg">`;
    expect(scrapeEventPage(page, 'https://x.example.com/e', 'a=1')).toMatchObject({
      image: 'https://x.example.com/t.jpg',
      buy_url: 'https://x.example.com/e?a=1',
    });
  });

  it('stays bounded on a 2 MB page of nesting, tags and JSON-LD', () => {
    const deepJson = `${'{"a":'.repeat(5000)}{"@type":"Event","name":"hondo"}${'}'.repeat(5000)}`;
    const page =
      `<script type="application/ld+json">${deepJson}</script>` +
      '<meta property="og:title" content="Primero">'.repeat(10_000) +
      `<h1>${'x'.repeat(500_000)}</h1>` +
      // Unclosed elements: past 256 open at once the rest is not read (htmlparser2 slows down with depth).
      '<div>'.repeat(200_000) +
      '<meta property="og:image" content="https://x.example.com/tarde.jpg">';
    expect(page.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const scraped = scrapeEventPage(page, 'https://x.example.com/', '');
    // Tens of milliseconds; minutes without the bound on open elements.
    expect(performance.now() - started).toBeLessThan(5000);
    expect(scraped).toMatchObject({ name: 'Primero', image: '' });
  });

  it('reads a page nested 255 deep to the end', () => {
    const page = `${'<div>'.repeat(255)}<meta property="og:image" content="https://x.example.com/hondo.jpg">`;
    expect(scrapeEventPage(page, 'https://x.example.com/', '').image).toBe('https://x.example.com/hondo.jpg');
  });
});
