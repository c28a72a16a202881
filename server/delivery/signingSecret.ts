import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const DEVELOPMENT_SECRET_FILE = 'platform-signing-secret';

/**
 * The secret that signs the welcome link: PLATFORM_SIGNING_SECRET when set
 * (production refuses to start without it), otherwise a development secret generated once and
 * kept in DATA_DIR, readable by its owner only.
 */
export async function resolveSigningSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<{ secret: string; source: 'setting' | 'generated' | 'data-dir' }> {
  if (configured) return { secret: configured, source: 'setting' };
  const file = join(dataDir, DEVELOPMENT_SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing?.trim()) return { secret: existing.trim(), source: 'data-dir' };
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': two processes starting at once keep one secret, the first one written.
    await writeFile(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return { secret, source: 'generated' };
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
    return { secret: (await readFile(file, 'utf8')).trim(), source: 'data-dir' };
  }
}
