import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText, withHeadingAnchors } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps the markup of a description', () => {
    expect(sanitizeRichText('<p>Fresh <strong>bread</strong> daily.</p><ul><li>Bakery</li></ul>')).toBe(
      '<p>Fresh <strong>bread</strong> daily.</p><ul><li>Bakery</li></ul>',
    );
  });
  it('keeps tables of legal texts, with header scope', () => {
    expect(sanitizeRichText('<table><thead><tr><th scope="col" style="x">Cookie</th></tr></thead><tbody><tr><td colspan="2">token</td></tr></tbody></table>')).toBe(
      '<table><thead><tr><th scope="col">Cookie</th></tr></thead><tbody><tr><td colspan="2">token</td></tr></tbody></table>',
    );
  });
  it('removes scripts, handlers, styles and frames with what they hold', () => {
    const out = sanitizeRichText('<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><iframe src="https://x"></iframe><style>p{}</style>');
    expect(out).toBe('<p>Hi</p>');
  });
  it('drops javascript: and data: links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
  });
  it('opens external links safely and leaves site links as written', () => {
    expect(sanitizeRichText('<a href="https://shop.example" rel="opener" target="_self">shop</a>')).toBe(
      '<a href="https://shop.example" target="_blank" rel="noopener noreferrer">shop</a>',
    );
    expect(sanitizeRichText('<a href="/en/opening-hours">hours</a>')).toBe('<a href="/en/opening-hours">hours</a>');
  });
  it('counts a link to the site\'s own host as internal, another host as external', () => {
    const own = { ownHosts: ['www.aupark.sk', 'aupark.localhost'] };
    expect(sanitizeRichText('<a href="https://www.aupark.sk/sk/kino">kino</a>', own)).toBe('<a href="https://www.aupark.sk/sk/kino">kino</a>');
    expect(sanitizeRichText('<a href="https://WWW.AUPARK.SK.evil.example/">x</a>', own)).toBe(
      '<a href="https://WWW.AUPARK.SK.evil.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it('keeps only target _blank, and then with noopener noreferrer; other targets and rels are dropped', () => {
    expect(sanitizeRichText('<a href="/en/faq" target="_blank">faq</a>')).toBe('<a href="/en/faq" target="_blank" rel="noopener noreferrer">faq</a>');
    expect(sanitizeRichText('<a href="/en/faq" target="_top" rel="opener">faq</a>')).toBe('<a href="/en/faq">faq</a>');
  });
  it('keeps mailto and tel links in the same tab', () => {
    expect(sanitizeRichText('<a href="mailto:info@aupark.test">mail</a> <a href="tel:+421212345">call</a>')).toBe(
      '<a href="mailto:info@aupark.test">mail</a> <a href="tel:+421212345">call</a>',
    );
  });
  it('makes editor headings fit under the page title', () => {
    expect(sanitizeRichText('<h1>Title</h1><h5>Small</h5>')).toBe('<h2>Title</h2><h4>Small</h4>');
  });
  it('answers null for nothing to show', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText('')).toBeNull();
    expect(sanitizeRichText('<p> </p><script>x</script>')).toBeNull();
  });
});

// Known XSS vectors (OWASP XSS Filter Evasion Cheat Sheet, PortSwigger's XSS cheat sheet, DOMPurify's
// and html5sec.org's mutation cases). Each output is parsed again the way a browser would (happy-dom)
// and must hold nothing that runs: no element outside the allow-list, no attribute outside it, no
// event handler, no URL that is not http(s), mailto, tel or a path.
const vectors: [name: string, html: string][] = [
  ['plain script', '<script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['script upper case', '<SCRIPT>alert(1)</SCRIPT>'],
  ['script split by a nested script', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror without quotes or spaces', '<img/src="x"/onerror=alert(1)>'],
  ['img with javascript src', '<IMG SRC="javascript:alert(1);">'],
  ['img with data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['javascript link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript link, mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['javascript link, decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript link, hex entities without semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A alert(1)">x</a>'],
  ['javascript link, padded decimal entities', '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>'],
  ['javascript link, embedded tab', '<a href="jav\tascript:alert(1)">x</a>'],
  ['javascript link, encoded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript link, encoded newline', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['javascript link, newline and carriage return', '<a href="java\nscript:\ralert(1)">x</a>'],
  ['javascript link, leading spaces and control character', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['javascript link, named colon entity', '<a href="javascript&colon;alert(1)">x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: link, mixed case with spaces', '<a href=" DaTa:text/html,<script>alert(1)</script>">x</a>'],
  ['protocol-relative link', '<a href="//evil.example/steal">x</a>'],
  ['event handler on an allowed tag', '<p onmouseover="alert(1)">hover</p>'],
  ['event handler after a slash', '<a/onclick="alert(1)" href="/en">x</a>'],
  ['style attribute with expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style attribute with url()', '<span style="background:url(javascript:alert(1))">x</span>'],
  ['style element with import', '<style>@import "https://evil.example/x.css";</style>'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['form with action', '<form action="javascript:alert(1)"><input type="submit"></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">x</text></a></svg>'],
  ['svg xlink:href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['math with href', '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>'],
  ['mathml mutation (mglyph style)', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['title-attribute breakout', '<a title="</a><img src=x onerror=alert(1)>" href="/en">x</a>'],
  ['comment breakout', '<!--><img src=x onerror=alert(1)>-->'],
  ['conditional comment', '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->'],
  ['CDATA section', '<![CDATA[<script>alert(1)</script>]]>'],
  ['textarea breakout', '<textarea></textarea><img src=x onerror=alert(1)></textarea>'],
  ['template content', '<template><img src=x onerror=alert(1)></template>'],
  ['video poster and onerror', '<video poster="javascript:alert(1)" onerror="alert(1)"><source src=x></video>'],
  ['body onload', '<body onload="alert(1)">'],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>x</summary></details>'],
  ['malformed tag soup', '<<script>alert(1);//<</script>'],
  ['unclosed attribute quote', '<a href="/en" title="x onclick=alert(1)>x</a>'],
  ['id clobbering the page state', '<p id="bff-state" class="x">clobber</p>'],
  ['xmp raw text', '<xmp><img src=x onerror=alert(1)></xmp>'],
];

const inertTags = new Set(['P', 'BR', 'HR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'SMALL', 'SUB', 'SUP', 'SPAN', 'BLOCKQUOTE', 'UL', 'OL', 'LI', 'A', 'H2', 'H3', 'H4', 'TABLE', 'CAPTION', 'THEAD', 'TBODY', 'TFOOT', 'TR', 'TH', 'TD']);
const inertAttributes = new Set(['href', 'title', 'target', 'rel', 'scope', 'colspan', 'rowspan']);

/** What is wrong with the output, read as a browser reads it: an empty list when nothing can run. */
function problems(html: string): string[] {
  const found: string[] = [];
  // The raw text first (quoted attribute values aside: `<` in them is escaped, their words are only
  // words): none of these may appear even as a tag a parser would ignore.
  const tags = html.replace(/"[^"]*"/g, '""');
  if (/<\s*\/?\s*(script|style|iframe|object|embed|form|svg|math|img|meta|base|link|template|input|button)\b/i.test(tags)) found.push('dangerous tag in text');
  if (/<[^>]*[\s/](on[a-z]+|style|srcdoc|src|id|class)\s*=/i.test(tags)) found.push('forbidden attribute in a tag');
  const window = new Window();
  const body = window.document.body;
  body.innerHTML = html;
  for (const element of body.querySelectorAll('*')) {
    if (!inertTags.has(element.tagName)) found.push(`element ${element.tagName}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (!inertAttributes.has(name)) found.push(`attribute ${name} on ${element.tagName}`);
      if (name === 'href') {
        // Browsers ignore whitespace and control characters inside a scheme: so does the check.
        const compact = [...(attribute.value ?? '')].filter((c) => c.charCodeAt(0) > 0x20).join('').toLowerCase();
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
        if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme)) found.push(`href scheme ${scheme}`);
        if (compact.startsWith('//')) found.push('protocol-relative href');
      }
      if (name === 'target' && attribute.value !== '_blank') found.push(`target ${attribute.value}`);
    }
    if (element.getAttribute('target') === '_blank' && element.getAttribute('rel') !== 'noopener noreferrer') found.push('new tab without noopener');
  }
  void window.happyDOM.close();
  return found;
}

describe('known XSS vectors', () => {
  it('has at least 30 vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(30);
  });
  it.each(vectors)('%s: nothing executable remains', (_name, html) => {
    const out = sanitizeRichText(html) ?? '';
    expect(problems(out)).toEqual([]);
  });
  it('the checker itself finds what it must (so the table above can fail)', () => {
    expect(problems('<img src=x onerror=alert(1)>')).toContain('element IMG');
    expect(problems('<a href="java&#x09;script:alert(1)">x</a>')).toContain('href scheme javascript');
    expect(problems('<a href="/x" target="_blank">x</a>')).toContain('new tab without noopener');
    expect(problems('<p id="x">x</p>')).toContain('attribute id on P');
    expect(problems('<p title="a" onclick="b">x</p>')).toContain('forbidden attribute in a tag');
    expect(problems('<svg></svg>')).toContain('dangerous tag in text');
  });
  it('keeps the words of a link whose address it drops', () => {
    expect(sanitizeRichText('<a href="&#106;avascript:alert(1)">Gift cards</a>')).toBe('<a>Gift cards</a>');
  });
});

describe('withHeadingAnchors', () => {
  it('gives each second-level heading a prefixed, unique anchor and lists them', () => {
    const { html, headings } = withHeadingAnchors('<h2>1. Who we are</h2><p>x</p><h2>Kontakt</h2><h3>Sub</h3><h2>Kontakt</h2>');
    expect(html).toBe('<h2 id="section-1-who-we-are">1. Who we are</h2><p>x</p><h2 id="section-kontakt">Kontakt</h2><h3>Sub</h3><h2 id="section-kontakt-2">Kontakt</h2>');
    expect(headings).toEqual([
      { id: 'section-1-who-we-are', text: '1. Who we are' },
      { id: 'section-kontakt', text: 'Kontakt' },
      { id: 'section-kontakt-2', text: 'Kontakt' },
    ]);
  });
  it('builds anchors from the words only, diacritics folded, markup ignored', () => {
    const { headings } = withHeadingAnchors(sanitizeRichText('<h2 id="bff-state"><strong>Čo sú</strong> cookies</h2>') ?? '');
    expect(headings).toEqual([{ id: 'section-co-su-cookies', text: 'Čo sú cookies' }]);
  });
});

describe('plainText', () => {
  it('gives the words of rich text, entities decoded, spaces collapsed', () => {
    expect(plainText('<p>Fish &amp; chips</p>\n<p>at&nbsp;<b>noon</b></p>')).toBe('Fish & chips at noon');
  });
  it('decodes an escaped entity once only', () => {
    expect(plainText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });
  it('parts the words of two blocks or a line break', () => {
    expect(plainText('<p>Choose.</p><p>Redeem.</p><ul><li>One</li><li>Two</li></ul>Three<br>Four')).toBe('Choose. Redeem. One Two Three Four');
  });
  it('leaves out what a script says', () => {
    expect(plainText('<p>a</p><script>b</script>')).toBe('a');
  });
});
