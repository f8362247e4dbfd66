import { describe, expect, it } from "vitest";
import { checkSvgBounds, SVG_LIMITS } from "./svg-bounds";

const svg = (body: string, attrs = 'width="100" height="100"') => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attrs}>${body}</svg>`;
const verdict = (text: string) => checkSvgBounds(text);

describe("SVG logo bounds", () => {
  it("accepts ordinary logos: shapes, gradients, text, a few filters and uses, Inkscape metadata", () => {
    const ok = [
      svg('<rect width="100" height="50" fill="#0a0"/><circle cx="50" cy="50" r="20"/>'),
      svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient></defs><rect width="100" height="100" fill="url(#g)"/>'),
      svg('<defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="1" dy="1" stdDeviation="2"/></filter></defs><text x="10" y="50" filter="url(#s)">Shop</text>'),
      svg('<defs><path id="p" d="M0 0L10 10"/></defs><use href="#p"/><use xlink:href="#p" x="20"/>'),
      `<?xml version="1.0" encoding="UTF-8"?><!-- Generator: Adobe Illustrator --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata><style>.a{fill:#123}</style><g class="a"><rect width="1" height="1"/></g>')}`,
    ];
    for (const text of ok) expect(verdict(text), text).toEqual({ ok: true });
  });

  it("refuses every way of embedding other content or reaching outside the file", () => {
    const png = "data:image/png;base64,iVBORw0KGgo=";
    const refused = [
      svg(`<image href="${png}" width="10" height="10"/>`),
      svg(`<x:image xmlns:x="http://www.w3.org/2000/svg" href="${png}"/>`),
      svg(`<filter id="f"><feImage href="${png}"/></filter>`),
      svg("<foreignObject><div xmlns='http://www.w3.org/1999/xhtml'>hi</div></foreignObject>"),
      svg("<script>alert(1)</script>"),
      svg('<rect width="1" height="1" onclick="alert(1)"/>'),
      svg('<use href="other.svg#a"/>'),
      svg('<use xlink:href="http://127.0.0.1/x.svg#a"/>'),
      svg('<rect width="1" height="1" fill="url(http://127.0.0.1/p.svg#g)"/>'),
      svg('<rect width="1" height="1" style="fill:url(\'file:///etc/passwd\')"/>'),
      svg("<style>@import url(/x.css);</style>"),
      svg("<style><![CDATA[ rect { fill: url(https://example.com/a.svg#g) } ]]></style>"),
      svg('<rect style="fill:u\\72l(http://x)"/>'),
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    ];
    for (const text of refused) expect(verdict(text), text).toMatchObject({ ok: false, reason: "content" });
  });

  it("refuses what costs too much to render: size, elements, nesting, filters, heavy primitives", () => {
    let nested = '<rect width="1" height="1"/>';
    for (let i = 0; i < SVG_LIMITS.depth + 1; i++) nested = `<g>${nested}</g>`;
    let blurs = '<rect width="100" height="100"/>';
    for (let i = 0; i < 6; i++) blurs = `<g filter="url(#f)">${blurs}${blurs}</g>`;
    let bomb = '<rect id="r0" width="1" height="1"/>';
    for (let i = 1; i < 8; i++) bomb += `<g id="r${i}">${`<use href="#r${i - 1}"/>`.repeat(4)}</g>`;
    let filteredBomb = '<rect id="q0" width="1" height="1" filter="url(#f)"/>';
    for (let i = 1; i < 4; i++) filteredBomb += `<g id="q${i}">${`<use href="#q${i - 1}"/>`.repeat(3)}</g>`;
    const f = (inner: string, attrs = "") => `<filter id="f" ${attrs}>${inner}</filter>`;
    const refused = [
      svg(`<desc>${"x".repeat(SVG_LIMITS.bytes)}</desc>`),
      svg('<rect width="1" height="1"/>'.repeat(SVG_LIMITS.elements + 1)),
      svg(nested),
      svg(`${f('<feGaussianBlur stdDeviation="1"/>', 'x="-100" y="-100" width="10000" height="10000" filterUnits="userSpaceOnUse"')}${blurs}`),
      svg(`${f('<feGaussianBlur stdDeviation="1000"/>')}<rect width="1" height="1" filter="url(#f)"/>`),
      svg(`${f('<feGaussianBlur stdDeviation="1 5000"/>')}<rect width="1" height="1" filter="url(#f)"/>`),
      svg(`${f('<feDropShadow stdDeviation="NaN"/>')}`),
      svg(`${f('<feMorphology radius="200"/>')}<rect width="1" height="1" filter="url(#f)"/>`),
      svg(f('<feConvolveMatrix order="50" kernelMatrix="1"/>')),
      svg(f('<feDiffuseLighting><feDistantLight/></feDiffuseLighting>')),
      svg(f('<feTile/>')),
      svg(f('<feDisplacementMap scale="5"/>')),
      svg(f('<feTurbulence baseFrequency="0.9" numOctaves="50"/>')),
      svg(f('<feGaussianBlur stdDeviation="2"/>', 'x="-5000%" width="10000%"')),
      svg(Array.from({ length: SVG_LIMITS.filters + 1 }, (_, i) => `<filter id="f${i}"><feFlood/></filter>`).join("")),
      svg(f('<feFlood/>'.repeat(SVG_LIMITS.filterPrimitives + 1))),
      svg(`${f('<feFlood/>')}${'<rect width="1" height="1" filter="url(#f)"/>'.repeat(SVG_LIMITS.filterUses + 1)}`),
      svg(`${f('<feFlood/>')}${'<rect width="1" height="1" style="filter:url(#f)"/>'.repeat(SVG_LIMITS.filterUses + 1)}`),
      svg(`${f('<feFlood/>')}<style>* { filter: url(#f) }</style><rect width="1" height="1"/>`),
      svg(`<defs>${bomb}</defs><use href="#r7"/>`),
      svg(`${f('<feFlood/>')}<defs>${filteredBomb}</defs><use href="#q3"/>`),
    ];
    for (const text of refused) expect(verdict(text), text.slice(0, 300)).toMatchObject({ ok: false, reason: "complex" });
  });

  it("refuses what is not a well-formed SVG document", () => {
    for (const text of ["<svg", "<html><svg/></html>", "<svg/><svg/>", svg('<use id="a" href="#a"/>')]) {
      expect(verdict(text), text).toMatchObject({ ok: false, reason: "invalid" });
    }
  });
});
