import { describe, expect, it } from 'vitest';
import { decodeEntities, stripTags } from '@shop/domain';
// `he` itself, under another name: the app's `he` is aliased to ./html-entities (vitest.config.mts)
import { decode as heDecode } from 'he-reference';
import { decode } from './html-entities';

const cases = [
  '',
  'plain text',
  'Fish &amp; Chips',
  'Tom&#8217;s &#8211; &#8220;best&#8221;',
  '&#x41;&#X42;&#x1F600;',
  '&#65&#66 without semicolons',
  '&#0; &#xD800; &#x110000; &#128;',
  '&copy 2024 &copy; legacy without semicolon',
  '&notit; &notin; &not',
  '&amp;amp; decoded once',
  '&unknown; &; & alone && &#; &#x;',
  'CBD &lt;script&gt;alert(1)&lt;/script&gt;',
  '</textarea><img src=x onerror=alert(1)> &amp;',
  'line\r\nbreaks\rkept &nbsp;',
  '&CounterClockwiseContourIntegral; &nbsp;&nbsp; &hellip;',
  'Caf&eacute; &Eacute;toile &euro;5 &pound;3',
  'mixed&AMP;case&Amp;',
];

describe('html-entities (the browser stand-in for he)', () => {
  it.each(cases)('decodes %j like he', (text) => {
    expect(decode(text)).toBe(heDecode(text));
  });

  it('is what @shop/domain uses in the web app', () => {
    expect(decodeEntities('Gummies &amp; Edibles')).toBe('Gummies & Edibles');
    expect(stripTags('<p>Tom&#8217;s</p><p>&lt;b&gt;</p>')).toBe('Tom’s <b>');
  });

  it('never creates elements from the input', () => {
    const before = document.body.innerHTML;
    expect(decode('<img src=x onerror="window.__pwned=1">&amp;')).toBe('<img src=x onerror="window.__pwned=1">&');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });
});
