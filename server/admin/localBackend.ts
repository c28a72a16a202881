import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, realpath, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { editorFolders, editorPaths } from '../../shared/contracts/editorPaths';
import { readCopy } from '../../shared/copy/readCopy';
import { errorBody } from '../http/errors';

const teamMessages = readCopy('teamMessages', 'en');

/**
 * Development only: the editor saves into the working copy through this route, which speaks the
 * protocol of Decap CMS's `proxy` backend (the actions of its own server, decap-server, that an
 * editor without uploads uses), on the site's own origin. It is ours rather than decap-server
 * because that server answers any page that reaches it (any Host and Origin), reads and writes
 * anywhere in its folder (package.json, .git/hooks, .env) and answers bad JSON with a stack trace.
 * This one answers the writer's own browser only: a loopback Host name, the site's own Origin, a
 * loopback socket with no proxy in between; it reads and writes under the copy's folder only,
 * links followed, and every refusal is JSON without a stack trace.
 */
export interface LocalBackendOptions {
  workingCopy: string;
  /** The site's own origins (SITE_URL's, and its loopback twin): the editor's page is on one. */
  siteOrigins: readonly string[];
  headers: Record<string, string | undefined>;
}

const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

function fromTheWritersBrowser(request: FastifyRequest, siteOrigins: readonly string[]): boolean {
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  const socket = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return (
    loopbackNames.has(host) &&
    siteOrigins.includes(request.headers.origin ?? '') &&
    (socket === '::1' || /^127\.\d+\.\d+\.\d+$/.test(socket)) &&
    forwardingHeaders.every((name) => request.headers[name] === undefined)
  );
}

class Refusal extends Error {
  constructor(readonly statusCode: number) {
    super(`Refused with ${statusCode}`);
  }
}

const path = z.string().min(1).max(500);
const entryFile = z.object({ path, raw: z.string(), newPath: path.optional() });
const request = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['info', 'getDeployPreview', 'getMedia']) }),
  z.object({
    action: z.literal('entriesByFolder'),
    params: z.object({ folder: path, extension: z.string().max(20), depth: z.number().max(5) }),
  }),
  z.object({
    action: z.literal('entriesByFiles'),
    params: z.object({
      files: z.array(z.object({ path, label: z.string().optional() })).max(2000),
    }),
  }),
  z.object({ action: z.literal('getEntry'), params: z.object({ path }) }),
  z.object({
    action: z.literal('persistEntry'),
    params: z.object({
      entry: entryFile.optional(),
      dataFiles: z.array(entryFile).max(50).optional(),
    }),
  }),
  z.object({ action: z.literal('deleteFile'), params: z.object({ path }) }),
  z.object({
    action: z.literal('deleteFiles'),
    params: z.object({ paths: z.array(path).max(50) }),
  }),
]);

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export async function registerLocalBackend(
  app: FastifyInstance,
  { workingCopy, siteOrigins, headers }: LocalBackendOptions,
): Promise<void> {
  const root = resolve(workingCopy);
  const inCopyFolder = (base: string, full: string) => {
    const folder = join(base, editorFolders.content);
    return full === folder || full.startsWith(`${folder}${sep}`);
  };
  /**
   * A path of the working copy inside the copy's folder, as written and with every link followed
   * (a link inside it cannot lead out); a 403 otherwise. `missing`: a file not written yet.
   */
  async function editable(wanted: string, { missing = false } = {}): Promise<string> {
    const full = resolve(root, wanted);
    if (!inCopyFolder(root, full)) throw new Refusal(403);
    if (missing) await mkdir(dirname(full), { recursive: true });
    const real = missing
      ? join(await realpath(dirname(full)), basename(full))
      : await realpath(full);
    // A link where a new file goes would be written through.
    const linked =
      missing &&
      (await realpath(real).then(
        (target) => target !== real,
        () => false,
      ));
    if (linked || !inCopyFolder(await realpath(root), real)) throw new Refusal(403);
    return real;
  }
  /** A file's entry; one that is not there reads as empty, one outside the folder is refused. */
  async function entry(file: { path: string; label?: string | undefined }) {
    const found = { path: file.path.split(sep).join('/'), label: file.label };
    try {
      const content = await readFile(await editable(file.path));
      return { data: content.toString(), file: { ...found, id: sha256(content) } };
    } catch (error) {
      if (error instanceof Refusal) throw error;
      return { data: null, file: { ...found, id: null } };
    }
  }
  async function filesIn(folder: string, extension: string, depth: number): Promise<string[]> {
    const full = await editable(folder).catch((error: unknown) => {
      if (error instanceof Refusal) throw error;
      return undefined;
    });
    if (!full || depth <= 0) return [];
    const found = await Promise.all(
      (await readdir(full, { withFileTypes: true })).map((item) => {
        const inside = join(folder, item.name);
        if (item.isDirectory()) return filesIn(inside, extension, depth - 1);
        return item.name.endsWith(extension) ? [inside] : [];
      }),
    );
    return found.flat();
  }

  async function answer(body: z.infer<typeof request>): Promise<unknown> {
    switch (body.action) {
      case 'info':
        return { repo: basename(root), publish_modes: ['simple'], type: 'local_fs' };
      case 'getDeployPreview':
        return null;
      // The copy has no pictures to upload.
      case 'getMedia':
        return [];
      case 'entriesByFolder': {
        const { folder, extension, depth } = body.params;
        return Promise.all(
          (await filesIn(folder, extension, depth)).map((file) => entry({ path: file })),
        );
      }
      case 'entriesByFiles':
        return Promise.all(body.params.files.map(entry));
      case 'getEntry':
        return entry(body.params);
      case 'persistEntry': {
        const { entry: one, dataFiles = one ? [one] : [] } = body.params;
        for (const file of dataFiles)
          await writeFile(await editable(file.path, { missing: true }), file.raw);
        for (const file of dataFiles) {
          if (file.newPath) {
            await rename(
              await editable(file.path),
              await editable(file.newPath, { missing: true }),
            );
          }
        }
        return { message: 'entry persisted' };
      }
      case 'deleteFile':
      case 'deleteFiles': {
        const paths = body.action === 'deleteFile' ? [body.params.path] : body.params.paths;
        for (const file of paths) await unlink(await editable(file)).catch(() => undefined);
        return { message: `deleted ${paths.join(', ')}` };
      }
    }
  }

  await app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status =
        error instanceof Refusal ? error.statusCode : Math.min(error.statusCode ?? 500, 500);
      if (status >= 500) scope.log.error({ err: { message: error.message } }, 'Editor save failed');
      const key = status >= 500 ? 'unexpected' : status === 403 ? 'originRefused' : 'badRequest';
      return reply.code(status).headers(headers).send(errorBody(teamMessages[key]));
    });
    scope.addHook('onRequest', async (incoming) => {
      if (!fromTheWritersBrowser(incoming, siteOrigins)) throw new Refusal(403);
    });
    scope.post(
      editorPaths.localBackend,
      { bodyLimit: 4 * 1024 * 1024 },
      async (incoming, reply) => {
        const parsed = request.safeParse(incoming.body);
        if (!parsed.success) throw new Refusal(422);
        return reply.headers(headers).send(await answer(parsed.data));
      },
    );
  });
}
