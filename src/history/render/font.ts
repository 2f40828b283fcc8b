import { createRequire } from 'node:module';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * The one font charts are drawn in: DejaVu Sans from the `dejavu-fonts-ttf` npm package (Bitstream
 * Vera licence, DejaVu changes public domain). Registered by file under its own family name, so a
 * chart looks the same on a laptop and in the slim Docker image, which has no system fonts at all.
 */
export const CHART_FONT = 'HostcordChartSans';

const FILES = ['dejavu-fonts-ttf/ttf/DejaVuSans.ttf', 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'];

let registered = false;

/** Registers the font once per process; throws when a file is missing (an install problem, not a chart's). */
export function registerChartFont(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const file of FILES) {
    const path = require.resolve(file);
    if (!GlobalFonts.registerFromPath(path, CHART_FONT))
      throw new Error(`could not load the chart font ${path}`);
  }
  registered = true;
}
