import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  deriveSlug,
  parseSpecifications,
  rewriteContentLinks,
  splitCommaList,
  stripTags,
  stripWwwFromImageHost,
} from './text.js';

describe('deriveSlug', () => {
  it.each([
    ['CBD Oil 10%', 'cbd-oil-10'],
    ['  Hemp Gummies  ', 'hemp-gummies'],
    ['Vape -- Pen', 'vape-pen'],
    ['Lemon & Lime (30ml)', 'lemon-lime-30ml'],
    ['Already-a-slug', 'already-a-slug'],
    ['snake_case Name', 'snake_case-name'],
    ['multiple   spaces', 'multiple-spaces'],
    ['!!!', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (name, slug) => {
    expect(deriveSlug(name)).toBe(slug);
  });
});

describe('decodeEntities', () => {
  it.each([
    ['Hemp &amp; CBD', 'Hemp & CBD'],
    ['Full&#8211;Spectrum', 'Full–Spectrum'],
    ['&quot;Quoted&quot; &#039;x&#039;', '"Quoted" \'x\''],
    ['no entities', 'no entities'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('stripTags', () => {
  it.each([
    ['<p>Great <strong>product</strong>!</p>', 'Great product!'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Line<br/>break', 'Line break'],
    ['<p>Fish &amp; Chips&nbsp;&#8220;x&#8221;</p>\n\n  ', 'Fish & Chips “x”'],
    ['<script>alert(1)</script>safe<style>p{}</style>', 'safe'],
    ['<!-- comment -->text', 'text'],
    ['plain', 'plain'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (html, text) => {
    expect(stripTags(html)).toBe(text);
  });
});

describe('stripWwwFromImageHost', () => {
  it.each([
    ['https://www.shop.nl/wp-content/a.jpg', 'https://shop.nl/wp-content/a.jpg'],
    ['http://WWW.shop.nl/a.jpg', 'http://shop.nl/a.jpg'],
    ['https://www.shop.nl:8443/a.jpg', 'https://shop.nl:8443/a.jpg'],
    ['https://cdn.shop.nl/www.a.jpg', 'https://cdn.shop.nl/www.a.jpg'],
    ['https://shop.nl/path/www.x', 'https://shop.nl/path/www.x'],
    ['/relative/www.a.jpg', '/relative/www.a.jpg'],
    ['www.shop.nl/a.jpg', 'www.shop.nl/a.jpg'],
    ['not a url', 'not a url'],
    ['ftp://www.shop.nl/a', 'ftp://www.shop.nl/a'],
    ['', ''],
  ])('%j → %j', (url, expected) => {
    expect(stripWwwFromImageHost(url)).toBe(expected);
  });

  it('passes null and undefined through', () => {
    expect(stripWwwFromImageHost(null)).toBeNull();
    expect(stripWwwFromImageHost(undefined)).toBeUndefined();
  });
});

describe('splitCommaList', () => {
  it.each([
    ['Relaxation, Better sleep ,, Focus', ['Relaxation', 'Better sleep', 'Focus']],
    ['single', ['single']],
    ['  ', []],
    ['', []],
    [null, []],
    [undefined, []],
    [
      ['a, b', ' c ', '', null],
      ['a', 'b', 'c'],
    ],
  ] as const)('%j → %j', (input, output) => {
    expect(splitCommaList(input)).toEqual(output);
  });
});

describe('parseSpecifications', () => {
  it.each([
    [
      'Weight: 30g, Volume:10 ml',
      [
        { label: 'Weight', value: '30g' },
        { label: 'Volume', value: '10 ml' },
      ],
    ],
    ['Ratio: 1:1', [{ label: 'Ratio', value: '1:1' }]],
    ['Lab tested', [{ label: '', value: 'Lab tested' }]],
    ['Empty value:', [{ label: 'Empty value', value: '' }]],
    [':value only', [{ label: '', value: 'value only' }]],
    [' : , ,', []],
    ['', []],
    [null, []],
    [
      ['THC: <0.2%', 'Origin: NL'],
      [
        { label: 'THC', value: '<0.2%' },
        { label: 'Origin', value: 'NL' },
      ],
    ],
  ] as const)('%j', (input, output) => {
    expect(parseSpecifications(input)).toEqual(output);
  });
});

describe('rewriteContentLinks', () => {
  const content = 'cms.shop.nl';
  const site = 'https://shop.nl';
  it.each([
    ['<a href="https://cms.shop.nl/blog/post">x</a>', '<a href="https://shop.nl/blog/post">x</a>'],
    ['<a href="http://www.cms.shop.nl/about?x=1#y">x</a>', '<a href="https://shop.nl/about?x=1#y">x</a>'],
    ["<a href='https://cms.shop.nl'>home</a>", "<a href='https://shop.nl'>home</a>"],
    ['<a href=https://cms.shop.nl/a>x</a>', '<a href=https://shop.nl/a>x</a>'],
    ['<a HREF="//cms.shop.nl/a">x</a>', '<a HREF="https://shop.nl/a">x</a>'],
    ['<a href="https://cms.shop.nl:8080/a">x</a>', '<a href="https://shop.nl/a">x</a>'],
    ['<iframe src="https://cms.shop.nl/embed"></iframe>', '<iframe src="https://shop.nl/embed"></iframe>'],
    [
      '<img src="https://cms.shop.nl/wp-content/uploads/a.jpg">',
      '<img src="https://cms.shop.nl/wp-content/uploads/a.jpg">',
    ],
    ['<a href="https://other.nl/a">x</a>', '<a href="https://other.nl/a">x</a>'],
    ['<a href="https://cms.shop.nl.evil.com/a">x</a>', '<a href="https://cms.shop.nl.evil.com/a">x</a>'],
    ['<a href="https://xcms.shop.nl/a">x</a>', '<a href="https://xcms.shop.nl/a">x</a>'],
    ['Visit https://cms.shop.nl/a in text', 'Visit https://cms.shop.nl/a in text'],
    ['', ''],
  ])('%j', (html, expected) => {
    expect(rewriteContentLinks(html, content, site)).toBe(expected);
  });

  it('accepts the content host as a URL and keeps a port of the public site', () => {
    expect(
      rewriteContentLinks('<a href="https://cms.shop.nl/x">', 'https://cms.shop.nl/', 'http://localhost:3000/'),
    ).toBe('<a href="http://localhost:3000/x">');
  });

  it('leaves the HTML unchanged with an invalid host', () => {
    const html = '<a href="https://cms.shop.nl/x">';
    expect(rewriteContentLinks(html, '', site)).toBe(html);
    expect(rewriteContentLinks(html, content, '::::')).toBe(html);
  });
});
