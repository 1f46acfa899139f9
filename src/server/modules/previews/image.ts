import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { APP_NAME, PREVIEW_SIZE } from '#shared/constants.ts';
import { FONT_STACK, fontsFor } from './fonts';

// A link preview's picture: 1200×630 (the size Open Graph and Twitter's large card expect),
// drawn by satori (layout and text to SVG) and resvg (SVG to PNG), with no browser.

const PREVIEW_WIDTH = PREVIEW_SIZE.width;
const PREVIEW_HEIGHT = PREVIEW_SIZE.height;

export type PreviewText = {
  /** The headline (cut to three lines by the layout). */
  title: string;
  /** A line under it: the source and date, or the site's tagline. */
  byline: string;
  /** A small label over the headline ("Story", a category), or ''. */
  label: string;
};

type Node = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

const INK = '#1a1b1e';
/** The headline's smallest size, for the longest headlines. */
const SMALL = 50;
const PAD_X = 72;
const PAD_Y = 56;
const BORDER = 16;
const CONTENT_WIDTH = PREVIEW_WIDTH - 2 * PAD_X;
const BRAND = '#c92a2a';

function layout({ title, byline, label }: PreviewText): Node {
  const size = title.length > 110 ? SMALL : title.length > 60 ? 60 : 70;
  return el(
    'div',
    {
      // Satori sizes the content box: the padding and the border come on top.
      width: CONTENT_WIDTH,
      height: PREVIEW_HEIGHT - 2 * PAD_Y - BORDER,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PAD_Y}px ${PAD_X}px`,
      background: '#ffffff',
      borderTop: `${BORDER}px solid ${BRAND}`,
      fontFamily: FONT_STACK,
      color: INK,
    },
    [
      el('div', { display: 'flex', flexDirection: 'column', width: CONTENT_WIDTH }, [
        label ? el('div', { fontSize: 30, fontWeight: 700, color: BRAND, marginBottom: 20 }, label) : null,
        el(
          'div',
          {
            fontSize: size,
            fontWeight: 700,
            lineHeight: 1.3,
            // Three lines at most (four in the smallest size), the last one ending in an ellipsis when the headline runs on.
            display: 'block',
            lineClamp: size === SMALL ? 4 : 3,
          },
          title,
        ),
      ]),
      el(
        'div',
        {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          fontSize: 32,
          width: CONTENT_WIDTH,
        },
        [
          el('div', { color: '#495057', maxWidth: 820 }, byline),
          el('div', { fontWeight: 700, fontSize: 44, color: BRAND }, APP_NAME),
        ],
      ),
    ].filter(Boolean),
  );
}

/** The preview as PNG bytes. */
export async function renderPreview(text: PreviewText): Promise<Buffer> {
  const svg = await satori(layout(text) as Parameters<typeof satori>[0], {
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    fonts: await fontsFor(`${text.title} ${text.byline} ${text.label}`),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
}
