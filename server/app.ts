/**
 * The portal server as one Fastify plugin tree: infrastructure (database, storage,
 * uploads, language, errors), then the contract's routes under /api, then the API
 * documentation and the built client.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Env } from './env';
import type { Database } from './db/client';
import { createStorage, FileTooLargeError, receiveUpload, UploadedFile, type Storage } from './storage';
import { ApiError } from './http/errors';
import { errorHandler } from './http/errorHandler';
import { registerCompression, serveClient } from './http/assets';
import { formLimits } from './http/formFields';
import { attachLanguage } from './http/request';
import { langOf, translate } from './i18n';
import { loadContract, registerContract } from './http/contract';
import { checkAccess, loadSession } from './auth/access';
import { allHandlers, allJobs } from './features';
import { createWorker } from './jobs/worker';
import type { AppContext } from './features/context';
import { fileCaps } from '../shared/limits';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

declare module 'fastify' {
  interface FastifyRequest {
    uploads: UploadedFile[];
  }
}

export interface BuildOptions {
  env: Env;
  database: Database;
  storage?: Storage;
  /** pino options; false silences the log (tests) */
  logger?: boolean | object;
}

const capMessage = (cap: number) => (cap <= fileCaps.small ? 'validation.file.max2' : cap <= fileCaps.medium ? 'validation.file.max100' : 'validation.file.max500');

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const storage = options.storage ?? createStorage(env.dataDir);
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // compiling every operation's validators takes seconds on a busy two-CPU machine (Fastify's default is 10 s)
    pluginTimeout: 60_000,
    ajv: {
      customOptions: { strict: false, allErrors: true, coerceTypes: 'array', useDefaults: true, removeAdditional: true },
    },
  });

  const ctx: AppContext = { env, database, db: database.db, storage };
  app.decorateRequest('session', null);
  app.decorateRequest('uploads');
  app.addHook('onRequest', async (req) => {
    req.uploads = [];
    attachLanguage(req, langOf(req.headers['accept-language']));
  });
  app.addHook('preParsing', async (req) => {
    req.readingBody = true;
  });
  app.addHook('onResponse', async (req) => {
    if (req.uploads.length) await storage.discard(req.uploads);
  });
  await app.register(import('./http/security'), { env }); // security headers (CSP, HSTS, …) for everything below
  if (env.COMPRESSION) await registerCompression(app); // before any route: it attaches to each (server/http/assets.ts)

  await app.register(multipart, {
    // Parts as they came (with their truncation flags); server/http/formFields.ts makes the body.
    attachFieldsToBody: true,
    limits: {
      fileSize: fileCaps.large,
      files: formLimits.maxFiles,
      fields: formLimits.maxFields,
      parts: formLimits.maxFields + formLimits.maxFiles,
      fieldSize: 1024 * 1024,
      headerPairs: 20,
      // busboy caps a part's header (and so a field's name) though the plugin's types omit it
      ...({ headerSize: 8 * 1024 } as object),
    },
    // Stream each file to a temporary place, enforcing its field's cap as it arrives.
    async onFile(this: FastifyRequest, part) {
      const field = part.fieldname.replace(/\[\d*\]$/, '');
      const caps = this.routeOptions.config.operation?.fileCaps ?? {};
      const cap = Object.hasOwn(caps, field) ? caps[field] : undefined;
      if (cap === undefined) {
        part.file.resume();
        throw ApiError.field(field, 'validation.invalid');
      }
      try {
        const upload = await receiveUpload(storage.tmpDir, field, part.filename || 'file', part.mimetype, part.file, cap);
        this.uploads.push(upload);
        (part as unknown as { value: unknown }).value = upload;
      } catch (e) {
        if (e instanceof FileTooLargeError) throw ApiError.field(field, capMessage(cap));
        throw e;
      }
    },
  });

  app.setErrorHandler(errorHandler);

  const policy = { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS };
  await app.register(
    async (api) => {
      await registerContract(api, {
        handlers: (await allHandlers(ctx)) as never,
        authorize: async (req, access) => {
          req.session = access.access === 'public' && !req.headers.authorization ? null : await loadSession(ctx.db, req, policy);
          checkAccess(req.session, access);
        },
      });
      api.setNotFoundHandler((req, reply) => reply.code(404).send({ message: translate(req.lang ?? 'ar', 'common.routeNotFound') }));
    },
    { prefix: '/api' },
  );

  // Readable API documentation, served from the same document the server validates against.
  await app.register(swagger, { mode: 'static', specification: { document: loadContract() } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });

  const clientDir = path.resolve(root, env.CLIENT_DIR);
  if (env.SERVE_CLIENT && existsSync(path.join(clientDir, 'index.html'))) await serveClient(app, clientDir, { precompressed: env.COMPRESSION });

  // the job queue's worker (server/jobs/): here unless another process runs it (JOBS_WORKER=off, `npm run worker`)
  if (env.JOBS_WORKER === 'inline') {
    const { handlers, recurring } = await allJobs();
    const worker = createWorker(ctx.db, handlers, { recurring, log: app.log });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }

  return app;
}
