/**
 * The reels' symbols as ready pictures for the turning columns. Each drawing of the page's sprite
 * (symbol-art.tsx), on its plate and inset as in its cell, becomes one standalone SVG picture per
 * symbol set, and ahead of the first spin one bitmap at the cell's size. A turning column is then
 * a stack of <img>s of a dozen decoded bitmaps, moved by transform: restocking it costs none of
 * the style, layout and paint of hundreds of <svg><use> cells, which on a slow phone held the main
 * thread well over 100 ms at each spin's start.
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
/** The symbol's inset in its cell, as `.cell`'s padding (9%) in slot.css. */
const INSET = 0.09;
const SIDE = 100 / (1 - 2 * INSET);
const VIEW_BOX = `${-(SIDE - 100) / 2} ${-(SIDE - 100) / 2} ${SIDE} ${SIDE}`;

export class SymbolPictures {
  /** Per symbol art: its SVG picture, usable at once at any size. */
  private readonly drawings = new Map<string, string>();
  /** Per symbol art: its bitmap at `bitmapSize` device pixels, once made and decoded (kept). */
  private bitmaps = new Map<string, HTMLImageElement>();
  private bitmapSize = 0;
  private making: { size: number; done: Promise<void> } | null = null;

  /** `sprite` is the page's <svg> of <symbol>s: #slot-plate and #slot-sym-<art> each. */
  constructor(sprite: SVGSVGElement) {
    const serializer = new XMLSerializer();
    const inside = (element: Element | null) =>
      element
        ? Array.from(element.children, (child) => serializer.serializeToString(child)).join('')
        : '';
    const shared = inside(sprite.querySelector(':scope > defs'));
    const plate = inside(sprite.querySelector('#slot-plate'));
    for (const symbol of sprite.querySelectorAll('symbol[id^="slot-sym-"]')) {
      const svg =
        `<svg xmlns="${SVG_NS}" viewBox="${VIEW_BOX}" width="100" height="100">` +
        `<defs>${shared}</defs>${plate}${inside(symbol)}</svg>`;
      const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      this.drawings.set(symbol.id.slice('slot-sym-'.length), url);
    }
  }

  /** The picture of one symbol art for a cell `size` device pixels wide. */
  url(art: string, size: number): string {
    return (size === this.bitmapSize && this.bitmaps.get(art)?.src) || this.drawings.get(art) || '';
  }

  /**
   * Rasterises every symbol at `size` device pixels and decodes the bitmaps, so a turning column
   * draws bitmap copies rather than SVG. Until they are ready `url` gives the SVG pictures.
   */
  prepare(size: number): Promise<void> {
    if (size === this.bitmapSize || size < 1) return Promise.resolve();
    if (this.making?.size !== size) this.making = { size, done: this.makeBitmaps(size) };
    return this.making.done;
  }

  private async makeBitmaps(size: number): Promise<void> {
    const bitmaps = new Map<string, HTMLImageElement>();
    for (const [art, drawing] of this.drawings) {
      const picture = await decode(drawing);
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      canvas.getContext('2d')?.drawImage(picture, 0, 0, size, size);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
      if (!blob) return;
      bitmaps.set(art, await decode(URL.createObjectURL(blob)));
    }
    for (const bitmap of this.bitmaps.values()) URL.revokeObjectURL(bitmap.src);
    this.bitmaps = bitmaps;
    this.bitmapSize = size;
  }
}

/** Loads and decodes a picture; one that fails is left to the <img> to show or not. */
async function decode(url: string): Promise<HTMLImageElement> {
  const picture = new Image();
  picture.src = url;
  await picture.decode().catch(() => undefined);
  return picture;
}
