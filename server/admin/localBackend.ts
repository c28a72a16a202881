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
 * protocol of Decap CMS's `proxy` backend (the actions of its own local server, decap-server), on
 * the site's own origin, so `npm start` alone gives a working editor. It is written here rather
 * than mounted from decap-server because that server answers any page that reaches it: it takes
 * any Host and Origin, reads and writes anywhere in the folder it is given (package.json,
 * .git/hooks, .env), and answers malformed JSON with a stack trace. This one answers only the
 * writer's own browser: a loopback Host name, the site's own Origin, a loopback socket with no
 * proxy in between; it reads and writes only under the copy's and the pictures' folders, and
 * every refusal is JSON without a stack trace.
 */
export interface LocalBackendOptions {
  workingCopy: string;
  /** The site's own origins (SITE_URL's, and its loopback twin): the editor's page is on one. */
  siteOrigins: readonly string[];
  headers: Record<string, string | undefined>;
}

/** Media uploads come as base64 in the JSON body. */
const BODY_LIMIT = 16 * 1024 * 1024;
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);
const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip'];

const isLoopbackAddress = (address: string | undefined): boolean => {
  const plain = (address ?? '').replace(/^::ffff:/, '');
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
};

/** Whether the request comes from the writer's own browser, on this machine, with no proxy. */
function fromTheWritersBrowser(request: FastifyRequest, siteOrigins: readonly string[]): boolean {
  const host = (request.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  return (
    loopbackNames.has(host) &&
    siteOrigins.includes(request.headers.origin ?? '') &&
    isLoopbackAddress(request.socket.remoteAddress) &&
    forwardingHeaders.every((name) => request.headers[name] === undefined)
  );
}

class Refusal extends Error {
  constructor(readonly statusCode: number) {
    super(`Refused with ${statusCode}`);
  }
}

/** Whether `full` is one of the editor's folders of `root`, or lies inside one. */
const inEditorFolders = (root: string, full: string) =>
  Object.values(editorFolders).some(
    (folder) => full === join(root, folder) || full.startsWith(`${join(root, folder)}${sep}`),
  );

const path = z.string().min(1).max(500);
const entryFile = z.object({ path, raw: z.string(), newPath: path.optional() });
const asset = z.object({ path, content: z.string(), encoding: z.literal('base64') });
const request = z.discriminatedUnion('action', [
  z.object({ action: z.literal('info') }),
  z.object({
    action: z.literal('entriesByFolder'),
    params: z.object({
      folder: path,
      extension: z.string().max(20),
      depth: z.number().int().max(5),
    }),
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
      assets: z.array(asset).max(20),
    }),
  }),
  z.object({ action: z.literal('getMedia'), params: z.object({ mediaFolder: path }) }),
  z.object({ action: z.literal('getMediaFile'), params: z.object({ path }) }),
  z.object({ action: z.literal('persistMedia'), params: z.object({ asset }) }),
  z.object({ action: z.literal('deleteFile'), params: z.object({ path }) }),
  z.object({
    action: z.literal('deleteFiles'),
    params: z.object({ paths: z.array(path).max(50) }),
  }),
  z.object({ action: z.literal('getDeployPreview') }),
]);

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const slashed = (path: string) => path.split(sep).join('/');

export async function registerLocalBackend(
  app: FastifyInstance,
  { workingCopy, siteOrigins, headers }: LocalBackendOptions,
): Promise<void> {
  const root = resolve(workingCopy);
  /**
   * A path of the working copy inside the editor's folders, as written and with every link
   * followed (a link inside them cannot lead out); a 403 otherwise. `missing` allows a file not
   * written yet: its folder is made and checked.
   */
  async function editable(path: string, { missing = false } = {}): Promise<string> {
    const full = resolve(root, path);
    if (!inEditorFolders(root, full)) throw new Refusal(403);
    if (missing) await mkdir(dirname(full), { recursive: true });
    const real = missing
      ? join(await realpath(dirname(full)), basename(full))
      : await realpath(full);
    if (!inEditorFolders(await realpath(root), real)) throw new Refusal(403);
    return real;
  }
  async function writeInCopy(path: string, content: string | Buffer): Promise<void> {
    const target = await editable(path, { missing: true });
    // A link where the file is would be written through.
    if (
      await realpath(target).then(
        (real) => real !== target,
        () => false,
      )
    )
      throw new Refusal(403);
    await writeFile(target, content);
  }
  const readable = (path: string) => editable(path);

  /** A file's entry; one that is not there reads as empty, one outside the folders is refused. */
  async function entry(file: { path: string; label?: string | undefined }) {
    try {
      const content = await readFile(await readable(file.path));
      return {
        data: content.toString(),
        file: { path: slashed(file.path), label: file.label, id: sha256(content) },
      };
    } catch (error) {
      if (error instanceof Refusal) throw error;
      return { data: null, file: { path: slashed(file.path), label: file.label, id: null } };
    }
  }

  async function filesIn(folder: string, extension: string, depth: number): Promise<string[]> {
    if (depth <= 0) return [];
    const full = await readable(folder).catch((error: unknown) => {
      if (error instanceof Refusal) throw error;
      return undefined;
    });
    if (!full) return [];
    const entries = await readdir(full, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((item) => {
        const path = join(folder, item.name);
        if (item.isDirectory()) return filesIn(path, extension, depth - 1);
        return item.name.endsWith(extension) ? [path] : [];
      }),
    );
    return nested.flat();
  }

  async function mediaFile(path: string) {
    const content = await readFile(await readable(path));
    return {
      id: sha256(content),
      content: content.toString('base64'),
      encoding: 'base64',
      path: slashed(path),
      name: basename(path),
    };
  }

  async function answer(body: z.infer<typeof request>): Promise<unknown> {
    switch (body.action) {
      case 'info':
        return { repo: basename(workingCopy), publish_modes: ['simple'], type: 'local_fs' };
      case 'entriesByFolder': {
        const { folder, extension, depth } = body.params;
        return Promise.all(
          (await filesIn(folder, extension, depth)).map((file) => entry({ path: file })),
        );
      }
      case 'entriesByFiles':
        return Promise.all(body.params.files.map(entry));
      case 'getEntry':
        return entry({ path: body.params.path });
      case 'persistEntry': {
        const { entry: one, dataFiles = one ? [one] : [], assets } = body.params;
        for (const file of dataFiles) await writeInCopy(file.path, file.raw);
        for (const item of assets)
          await writeInCopy(item.path, Buffer.from(item.content, 'base64'));
        for (const file of dataFiles) {
          if (file.newPath) {
            await rename(
              await readable(file.path),
              await editable(file.newPath, { missing: true }),
            );
          }
        }
        return { message: 'entry persisted' };
      }
      case 'getMedia':
        return Promise.all((await filesIn(body.params.mediaFolder, '', 1)).map(mediaFile));
      case 'getMediaFile':
        return mediaFile(body.params.path);
      case 'persistMedia': {
        const { asset: item } = body.params;
        await writeInCopy(item.path, Buffer.from(item.content, 'base64'));
        return mediaFile(item.path);
      }
      case 'deleteFile':
      case 'deleteFiles': {
        const paths = body.action === 'deleteFile' ? [body.params.path] : body.params.paths;
        for (const file of paths) await unlink(await readable(file)).catch(() => undefined);
        return { message: `deleted ${paths.join(', ')}` };
      }
      case 'getDeployPreview':
        return null;
    }
  }

  await app.register(async (scope) => {
    scope.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status =
        error instanceof Refusal
          ? error.statusCode
          : error.statusCode !== undefined && error.statusCode < 500
            ? error.statusCode
            : 500;
      if (status >= 500) scope.log.error({ err: { message: error.message } }, 'Editor save failed');
      const message =
        status >= 500
          ? teamMessages.unexpected
          : status === 403
            ? teamMessages.originRefused
            : teamMessages.badRequest;
      return reply.code(status).headers(headers).send(errorBody(message));
    });
    scope.addHook('onRequest', async (incoming) => {
      if (!fromTheWritersBrowser(incoming, siteOrigins)) throw new Refusal(403);
    });
    scope.post(editorPaths.localBackend, { bodyLimit: BODY_LIMIT }, async (incoming, reply) => {
      const parsed = request.safeParse(incoming.body);
      if (!parsed.success) throw new Refusal(422);
      return reply.headers(headers).send(await answer(parsed.data));
    });
  });
}
