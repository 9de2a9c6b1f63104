/**
 * Stored XSS (issue 9): rich text sent through addPlace / updPlace (menus, descriptions with HTML,
 * photo attributions) is read back through `place` with only the editor's allow-list left.
 */
import { describeApi } from '../server/helpers/app';
import { ADD, READ, UPD, createRefs, minimal, type Refs } from '../server/helpers/placeEditor';

/** Hostile input → exactly what is stored. */
const VECTORS: [string, string, string][] = [
  ['script element', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
  ['script in mixed case', '<p>a<ScRiPt>alert(1)</sCrIpT>b</p>', '<p>ab</p>'],
  ['event handler on an image', '<img src="https://x.example.com/a.png" onerror="alert(1)">', '<img src="https://x.example.com/a.png" />'],
  ['event handler on a paragraph', '<p onclick="alert(1)" onmouseover="alert(2)">t</p>', '<p>t</p>'],
  ['unquoted handler, unclosed tag', '<img src=x onerror=alert(1)//', ''],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['javascript: in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['javascript: entity-encoded (decimal)', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['javascript: entity-encoded (hex, colon too)', '<a href="&#x6A;&#x61;vascript&#58;alert(1)">x</a>', '<a>x</a>'],
  ['javascript: split by a tab', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  ['javascript: after a space', '<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['data: link', '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>', '<a>x</a>'],
  ['data: image', '<p><img src="data:image/png;base64,AAAA">i</p>', '<p>i</p>'],
  ['svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg>ok', 'ok'],
  ['svg script', '<svg><script>alert(1)</script></svg>ok', 'ok'],
  ['math with xlink', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
  [
    'style url() and expression()',
    '<p style="color: red; background-image: url(javascript:alert(1)); width: expression(alert(1))">t</p>',
    '<p style="color:red">t</p>',
  ],
  ['colour holding expression()', '<p style="color: expression(alert(1))">t</p>', '<p>t</p>'],
  ['style comment trick', '<p style="color:red;/**/background:url(https://evil.example.com/x)">t</p>', '<p style="color:red">t</p>'],
  ['style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
  ['iframe from another host', '<iframe src="https://evil.example.com/"></iframe><p>x</p>', '<p>x</p>'],
  ['protocol-relative iframe', '<iframe src="//www.youtube.com/embed/abc"></iframe>', ''],
  [
    'iframe srcdoc',
    '<iframe srcdoc="<script>alert(1)</script>" src="https://player.vimeo.com/video/1"></iframe>',
    '<iframe src="https://player.vimeo.com/video/1"></iframe>',
  ],
  ['form', '<form action="https://evil.example.com"><input name="p"><button>go</button></form>', 'go'],
  [
    'meta refresh and base',
    '<meta http-equiv="refresh" content="0;url=https://evil.example.com"><base href="https://evil.example.com/"><p>x</p>',
    '<p>x</p>',
  ],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>x</p>', '<p>x</p>'],
  [
    'link target without opener',
    '<a href="https://ok.example.com" target="_blank">ok</a>',
    '<a href="https://ok.example.com" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
  ],
  ['comment hiding a script', '<!--<script>alert(1)</script>--><p>x</p>', '<p>x</p>'],
];

/**
 * What the editor's toolbar produces survives as is (tests/contract/richTextToolbar.contract.test.ts
 * makes each piece with the panel's editor), and what docs/api.md promises besides: sub/sup, Vimeo.
 */
const KEPT = [
  '<h1>Uno</h1><h2>Dos</h2><h3>Tres</h3><h4>Cuatro</h4><h5>Cinco</h5><h6>Seis</h6>',
  '<h2>Carta</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>',
  '<blockquote><p>Cita</p></blockquote><pre><code>código</code></pre><hr /><p>a<br />b</p>',
  '<p>H<sub>2</sub>O y m<sup>2</sup></p>',
  '<p style="text-align:left">i</p><p style="text-align:right">d</p><h3 style="text-align:justify">j</h3>',
  '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" allowfullscreen="true"></iframe>',
  '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/abc" width="640" height="480" allowfullscreen="true"></iframe></div>',
  '<ul><li>uno</li></ul><ol start="2"><li>dos</li></ol>',
  '<p style="text-align:center"><span style="color:#ff0000">rojo</span> <mark style="background-color:rgb(255, 255, 0)">m</mark></p>',
  '<p><a href="https://www.example.com/carta">carta</a> <img src="https://img.example.com/p.jpg" alt="plato" /></p>',
  '<div data-youtube-video><iframe src="https://www.youtube.com/embed/abc" width="640" height="480" allowfullscreen="true"></iframe></div>',
  '<table><tbody><tr><th colspan="2">Plato</th></tr><tr><td>Pulpo</td><td>12 €</td></tr></tbody></table>',
];

describeApi('stored XSS in rich text', (api) => {
  let refs: Refs;
  const call = (query: string, variables: Record<string, unknown>) => api().call(query, variables, api().token);
  const textOf = (list: { lang: string; text: string }[], lang: string) => list.find((t) => t.lang === lang)?.text ?? '';

  beforeAll(async () => {
    refs = await createRefs(api());
  });

  it.each(VECTORS)('menu: %s', async (_name, hostile, stored) => {
    const { data, errors } = await call(ADD, { p: minimal(refs, { menuES: hostile, descriptionEN: hostile }) });
    expect(errors).toBeUndefined();
    const place = (await call(READ, { id: data!.addPlace })).data!.place;
    expect(textOf(place.menu, 'es')).toBe(stored);
    // A description with HTML goes through the same allow-list.
    expect(textOf(place.description, 'en')).toBe(stored);
  });

  it('every vector at once, in the four languages, on edit: nothing executable is stored', async () => {
    const id = (await call(ADD, { p: minimal(refs) })).data!.addPlace;
    const all = VECTORS.map(([, hostile]) => hostile).join('\n');
    const texts = Object.fromEntries(
      ['ES', 'EN', 'GL', 'PT'].flatMap((l) => [
        [`menu${l}`, all],
        [`description${l}`, all],
      ]),
    );
    const { errors } = await call(UPD, { id, p: minimal(refs, texts) });
    expect(errors).toBeUndefined();
    const place = (await call(READ, { id })).data!.place;
    const stored = [...place.menu, ...place.description].map((t: { text: string }) => t.text);
    expect(stored).toHaveLength(8);
    for (const text of stored) {
      expect(text).not.toMatch(/<script|<svg|<math|<style|<form|<meta|<base|<object|<embed|<input/i);
      expect(text).not.toMatch(/\son[a-z]+\s*=/i);
      expect(text).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(|srcdoc|evil\.example\.com/i);
    }
  });

  it('keeps what the toolbar produces: formatting, headers, lists, colours, alignment, links, images, YouTube/Vimeo, tables', async () => {
    for (const html of KEPT) {
      const id = (await call(ADD, { p: minimal(refs, { menuGL: html }) })).data!.addPlace;
      expect(textOf((await call(READ, { id })).data!.place.menu, 'gl')).toBe(html);
    }
  });

  it('a description without HTML is stored as typed (quotes, <, & and line breaks kept)', async () => {
    const plain = 'Dijo "hola" & 2 < 3\nSegunda línea';
    const id = (await call(ADD, { p: minimal(refs, { descriptionES: plain }) })).data!.addPlace;
    expect(textOf((await call(READ, { id })).data!.place.description, 'es')).toBe(plain);
  });

  it('photo attributions keep inline text and links only', async () => {
    const inline =
      '<a href="https://commons.example.org/u/ana" target="_blank">Ana</a>, <b>CC BY</b> <i>m</i><sup>2</sup><sub>x</sub><img src="https://x.example.com/a.png"><table><tr><td>t</td></tr></table>';
    const added = (await call(ADD, { p: minimal(refs, { photos: [{ url: 'https://img.example.com/i.jpg', attrib: inline }] }) })).data!
      .addPlace;
    expect((await call(READ, { id: added })).data!.place.photos[0].attrib).toBe(
      '<a href="https://commons.example.org/u/ana" target="_blank" rel="noopener noreferrer nofollow">Ana</a>, <b>CC BY</b> <i>m</i><sup>2</sup><sub>x</sub>t',
    );
    const photos = [
      { url: 'https://img.example.com/a.jpg', attrib: '<a href="javascript:alert(1)" onclick="x">Autor</a><script>alert(1)</script>' },
    ];
    const id = (await call(ADD, { p: minimal(refs, { photos }) })).data!.addPlace;
    expect((await call(READ, { id })).data!.place.photos[0].attrib).toBe('<a>Autor</a>');
  });

  it('links the panel opens refuse other schemes; photo and video URLs must be http(s)', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['website', { website: 'javascript:alert(1)' }],
      ['facebook', { facebook: 'JaVaScRiPt:alert(1)' }],
      ['gmaps_url', { gmaps_url: 'data:text/html,x' }],
      ['buy_img', { buy_img: 'vbscript:x' }],
      ['photos', { photos: [{ url: 'javascript:alert(1)' }] }],
      ['photos', { photos: [{ url: 'data:image/png;base64,AAAA' }] }],
      ['videos', { videos: [{ url: 'javascript:alert(1)', name: 'v' }] }],
    ];
    const before = (await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n;
    for (const [field, extra] of cases) {
      const { data, errors } = await call(ADD, { p: minimal(refs, extra) });
      expect(data).toBeNull();
      expect(errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect((await api().db.query<{ n: number }>('SELECT count(*) AS n FROM places'))[0].n).toBe(before);
  });
});
