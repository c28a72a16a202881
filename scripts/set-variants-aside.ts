/**
 * A build step after `astro build`: the pages' variants (shared/pageVariants.ts), which the build
 * writes under dist/_variants/, move beside the build folder (dist-variants/), where our server
 * finds them and no static host serves them. A static host serves every page's default.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { siteBuildSettings } from '../config/siteBuild';
import { VARIANT_ROUTE_PREFIX, variantsFolderOf } from '../shared/pageVariants';

const distDir = resolve(siteBuildSettings().distDir);
const written = join(distDir, VARIANT_ROUTE_PREFIX);
const aside = variantsFolderOf(distDir);
rmSync(aside, { recursive: true, force: true });
if (existsSync(written)) renameSync(written, aside);
