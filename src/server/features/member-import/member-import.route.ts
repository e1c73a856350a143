// POST /uploads/member-import: the members CSV, checked and previewed. A plain route rather than a
// procedure because only this one call may carry a file of up to 5 MB (the API's limit is 1 MB);
// anything bigger is refused from its Content-Length, before a byte is read or parsed. The body is
// JSON (the file's bytes as base64), so the same CSRF guard as the API's holds (app.ts).
import type { FastifyInstance } from 'fastify';
import {
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  MEMBER_IMPORT_PATH,
  uploadImportInput,
} from '../../../shared/member-import.schemas.js';
import type { AppDeps } from '../../trpc/context.js';
import { httpAccess, refuse } from '../../trpc/http-access.js';
import { ImportFileError } from './import-file.js';
import { previewImport } from './member-import.service.js';

/** base64 of the largest file, and room for the file name and the JSON around them. */
const UPLOAD_BODY_LIMIT = Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024;

export function registerMemberImportRoute(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    scope.setErrorHandler((error: { code?: string; statusCode?: number }, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.code(413).send({ error: 'Payload Too Large', message: IMPORT_TOO_LARGE });
      }
      if (error.statusCode && error.statusCode < 500) {
        return reply.code(error.statusCode).send({ error: 'Bad Request', message: 'The upload could not be read.' });
      }
      throw error;
    });
    scope.post(MEMBER_IMPORT_PATH, { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const access = await httpAccess(deps, request, reply, 'http.memberImport');
      if (!access.ok) return refuse(reply, access);
      const input = uploadImportInput.safeParse(request.body);
      if (!input.success) {
        // A field's own words; a body that is not our form at all is told what to send.
        const issue = input.error.issues[0];
        const message = issue && issue.path.length > 0 ? issue.message : 'Choose a CSV file.';
        return reply.code(message === IMPORT_TOO_LARGE ? 413 : 400).send({ error: 'Bad Request', message });
      }
      const gym = await deps.settings.current(access.settingsVersion);
      try {
        const preview = await previewImport(
          deps.db,
          { fileName: input.data.fileName, bytes: Buffer.from(input.data.contentBase64, 'base64') },
          { adminId: access.userId, ip: request.ip, now: deps.clock.now(), gym },
        );
        return reply.send(preview);
      } catch (error) {
        if (error instanceof ImportFileError) {
          const status = error.message === IMPORT_TOO_LARGE ? 413 : 400;
          return reply.code(status).send({ error: 'Bad Request', message: error.message });
        }
        throw error;
      }
    });
  });
}
