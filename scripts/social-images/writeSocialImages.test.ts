import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialImageFile, socialImagePages } from '../../src/seo/socialImages';
import { pngSize } from './pngSize';
import { socialCardSize } from './SocialCard';
import {
  siteSocialImageFile,
  writeSocialImages,
  type WrittenSocialImage,
} from './writeSocialImages';

describe('writeSocialImages', () => {
  let outDir = '';
  let written: WrittenSocialImage[] = [];

  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'social-images-'));
    written = await writeSocialImages(outDir);
    // Every card is drawn in WebAssembly: seconds of CPU, more on a busy machine.
  }, 60_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('writes a 1200×630 PNG for every page and the site-wide card, nothing else', async () => {
    const expected = [...socialImagePages.map(socialImageFile), siteSocialImageFile];
    expect(written.map((image) => image.file).sort()).toEqual(expected.sort());
    const onDisk = await readdir(outDir, { recursive: true });
    expect(onDisk.filter((file) => file.endsWith('.png')).sort()).toEqual(expected.sort());
    for (const file of expected) {
      expect(pngSize(await readFile(join(outDir, file))), file).toEqual(socialCardSize);
    }
  });

  it('gives every page a card of its own', async () => {
    const images = await Promise.all(written.map(({ file }) => readFile(join(outDir, file))));
    const distinct = new Set(images.map((png) => png.toString('base64')));
    expect(distinct.size).toBe(images.length);
  });
});
