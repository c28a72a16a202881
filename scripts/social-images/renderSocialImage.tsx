import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import satori, { type SatoriNode } from 'satori';
import { headingMaxHeight, SocialCard, socialCardSize, type SocialImageInput } from './SocialCard';
import { socialCardAssets } from './socialCardAssets';

const require = createRequire(import.meta.url);

let resvgReady: Promise<void> | undefined;

/** resvg's WebAssembly build needs no platform binary, so a fresh install can draw PNGs. */
function initResvg(): Promise<void> {
  resvgReady ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then(initWasm);
  return resvgReady;
}

/**
 * The card as SVG. Text becomes outlines unless `embedFont` is false, when satori writes
 * `<text>` elements instead; `onNode` receives every laid-out box of the card drawn.
 *
 * satori balances a clamped heading against its clamped height, so a heading that takes all
 * three lines would come out narrow and cut short. The heading is laid out balanced and unclamped
 * first; only one taller than three lines is drawn again, clamped with an ellipsis.
 */
export async function socialImageSvg(
  input: SocialImageInput,
  inspect: { embedFont?: boolean; onNode?: (node: SatoriNode) => void } = {},
): Promise<string> {
  const { fonts, logoSrc } = await socialCardAssets();
  const draw = (clampHeading: boolean, onNode: (node: SatoriNode) => void) =>
    satori(<SocialCard {...input} logoSrc={logoSrc} clampHeading={clampHeading} />, {
      ...socialCardSize,
      fonts,
      embedFont: inspect.embedFont ?? true,
      onNodeDetected: onNode,
      loadAdditionalAsset: async (_language, segment) => {
        throw new Error(
          `Inter has no glyph for "${segment}" on the social card "${input.heading}"`,
        );
      },
    });
  const balancedNodes: SatoriNode[] = [];
  const balanced = await draw(false, (node) => balancedNodes.push(node));
  const heading = balancedNodes.find((node) => node.props['data-part'] === 'heading');
  if (heading && heading.height <= headingMaxHeight(input.heading) + 1) {
    if (inspect.onNode) balancedNodes.forEach(inspect.onNode);
    return balanced;
  }
  return draw(true, (node) => inspect.onNode?.(node));
}

/** Draws one 1200×630 social card as a PNG. */
export async function renderSocialImage(input: SocialImageInput): Promise<Buffer> {
  const [svg] = await Promise.all([socialImageSvg(input), initResvg()]);
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' } });
  const png = resvg.render().asPng();
  return Buffer.from(png);
}
