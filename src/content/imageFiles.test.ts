import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const imagesDir = join(import.meta.dirname, '..', '..', 'public', 'images');
const svgFiles = readdirSync(imagesDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.svg'),
);

describe('the SVG images', () => {
  it('are found', () => {
    expect(svgFiles.length).toBeGreaterThan(5);
  });

  // An SVG drawn as an image cannot use the page's web font: its text would fall back to whatever
  // the visitor's system has, and looking that up cost the main thread milliseconds per image.
  it.each(svgFiles)('%s draws its words as outlines, not <text>', (file) => {
    expect(readFileSync(join(imagesDir, file), 'utf8')).not.toMatch(/<text[\s>]/);
  });
});
