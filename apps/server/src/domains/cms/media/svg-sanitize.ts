import sanitizeHtml from 'sanitize-html';

/** Shapes, paint and text: nothing that runs, loads or links (no script, foreignObject, use). */
const OPTIONS: sanitizeHtml.IOptions = {
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  allowedTags: [
    'svg',
    'g',
    'defs',
    'title',
    'desc',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
  ],
  allowedAttributes: {
    '*': [
      'id',
      'x',
      'y',
      'x1',
      'x2',
      'y1',
      'y2',
      'cx',
      'cy',
      'r',
      'rx',
      'ry',
      'd',
      'points',
      'width',
      'height',
      'viewBox',
      'preserveAspectRatio',
      'xmlns',
      'fill',
      'fill-opacity',
      'fill-rule',
      'clip-rule',
      'stroke',
      'stroke-width',
      'stroke-opacity',
      'stroke-linecap',
      'stroke-linejoin',
      'opacity',
      'transform',
      'offset',
      'stop-color',
      'stop-opacity',
      'gradientUnits',
      'gradientTransform',
      'clip-path',
      'mask',
      'font-family',
      'font-size',
      'font-weight',
      'text-anchor',
      'dominant-baseline',
    ],
  },
  allowedSchemes: [],
  allowProtocolRelative: false,
  // Paint references (`url(#g)`) only point inside the picture.
  exclusiveFilter: (frame) =>
    Object.values(frame.attribs).some((value) => /url\(\s*['"]?(?!#)/i.test(value)),
};

/** Bytes that begin (after an XML declaration, comments or whitespace) with an <svg> root. */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trimStart();
  return head.startsWith('<svg');
}

/** An uploaded SVG reduced to drawing only, or null when nothing of a picture remains. */
export function sanitizeSvg(source: string): string | null {
  const clean = sanitizeHtml(source, OPTIONS).trim();
  return clean.startsWith('<svg') ? clean : null;
}
