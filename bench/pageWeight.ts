/**
 * JavaScript and CSS each route loads without interaction, gzip -9, measured in Chromium by the
 * same function the page-weight budget of `npm test` uses (scripts/check-page-weight.ts).
 */
import { measureBuild } from '../scripts/check-page-weight';

export interface PageWeightRow {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
}

export async function measurePageWeight(distDir: string): Promise<PageWeightRow[]> {
  const weights = await measureBuild(distDir);
  return weights.map((weight) => ({
    route: weight.route,
    jsGzipBytes: weight.jsGzipBytes,
    cssGzipBytes: weight.cssGzipBytes,
    jsFiles: weight.jsFiles.length,
  }));
}
