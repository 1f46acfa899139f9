import { describe, expect, it } from 'vitest';
import { CrawlError } from './crawl-error';
import { expandDeclaredEntities, MAX_EXPANSION } from './doctype';

const doc = (subset: string, body: string) => `<?xml version="1.0"?>\n<!DOCTYPE rss [\n${subset}\n]>${body}`;

describe('entities declared in the internal DTD subset', () => {
  it('replaces references in text and attributes, and drops the DOCTYPE', () => {
    const out = expandDeclaredEntities(
      doc('<!ENTITY s "https://x.example">', '<rss><link href="&s;/a">&s;/b</link></rss>'),
    );
    expect(out).toBe('<?xml version="1.0"?>\n<rss><link href="https://x.example/a">https://x.example/b</link></rss>');
  });
  it('leaves CDATA sections, comments and undeclared names as written', () => {
    const body = '<rss><!-- &s; --><t><![CDATA[&s;]]></t><u>&nbsp;&other;</u></rss>';
    expect(expandDeclaredEntities(doc('<!ENTITY s "x">', body))).toBe(`<?xml version="1.0"?>\n${body}`);
  });
  it('expands nested references and character references, escaping what they produce', () => {
    const subset = '<!ENTITY a "A &amp; B"><!ENTITY b "&a; &#60;&#x3E; &#34;q&#34;">';
    expect(expandDeclaredEntities(doc(subset, '<t x="&b;">&b;</t>'))).toContain(
      '<t x="A &amp; B &lt;&gt; &quot;q&quot;">A &amp; B &lt;&gt; &quot;q&quot;</t>',
    );
  });
  it('binds the first declaration of a name and never redefines the predefined entities', () => {
    expect(
      expandDeclaredEntities(doc('<!ENTITY n "one"><!ENTITY n "two"><!ENTITY amp "!">', '<t>&n;&amp;</t>')),
    ).toContain('<t>one&amp;</t>');
  });
  it('never reads external or parameter entities', () => {
    const subset =
      '<!ENTITY ext SYSTEM "file:///etc/passwd"><!ENTITY % pe "x"><!ENTITY pub PUBLIC "-//X//EN" "https://x.example/e.ent">';
    expect(expandDeclaredEntities(doc(subset, '<t>&ext;&pub;%pe;</t>'))).toContain('<t>&ext;&pub;%pe;</t>');
  });
  it('leaves a document without an internal subset, or with one it cannot read, untouched', () => {
    const plain = '<?xml version="1.0"?><rss><t>&x;</t></rss>';
    expect(expandDeclaredEntities(plain)).toBe(plain);
    const external =
      '<!DOCTYPE rss PUBLIC "-//Netscape Communications//DTD RSS 0.91//EN" "http://x/rss-0.91.dtd"><rss/>';
    expect(expandDeclaredEntities(external)).toBe(external);
    const broken = doc('<!ENTITY unterminated "x', '<rss>&unterminated;</rss>');
    expect(expandDeclaredEntities(broken)).toBe(broken);
  });
});

describe('bounds on expansion', () => {
  const refused = (xml: string) => {
    try {
      expandDeclaredEntities(xml);
    } catch (err) {
      return err instanceof CrawlError && err.reason === 'not-a-feed' ? err.message : String(err);
    }
    return null;
  };
  it('refuses an entity that refers to itself, directly or not', () => {
    expect(refused(doc('<!ENTITY a "&a;">', '<t>&a;</t>'))).toMatch(/refers to itself/);
    expect(refused(doc('<!ENTITY a "&b;"><!ENTITY b "&a;">', '<t>&a;</t>'))).toMatch(/refers to itself/);
  });
  it('refuses exponential nesting (billion laughs) without building it', () => {
    let subset = '<!ENTITY l0 "lol">';
    for (let i = 1; i <= 12; i++) subset += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`;
    expect(refused(doc(subset, '<t>&l12;</t>'))).toMatch(/exceeds/);
  });
  it('refuses many references to a large entity (quadratic blow-up), allows them under the limit', () => {
    const big = 'x'.repeat(MAX_EXPANSION / 10);
    expect(refused(doc(`<!ENTITY big "${big}">`, `<t>${'&big;'.repeat(11)}</t>`))).toMatch(/exceeds/);
    expect(refused(doc(`<!ENTITY big "${big}">`, `<t>${'&big;'.repeat(9)}</t>`))).toBeNull();
  });
  it('does not mind a bomb that is declared and never used', () => {
    let subset = '<!ENTITY l0 "lol">';
    for (let i = 1; i <= 12; i++) subset += `<!ENTITY l${i} "${`&l${i - 1};`.repeat(10)}">`;
    expect(expandDeclaredEntities(doc(subset, '<t>fine</t>'))).toBe('<?xml version="1.0"?>\n<t>fine</t>');
  });
});
