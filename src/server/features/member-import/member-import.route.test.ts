// The upload route inside the real app: guarded against other sites like the API (it changes data),
// and its 5 MB limit holds there too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_TOO_LARGE, MEMBER_IMPORT_PATH } from '../../../shared/member-import.schemas.js';
import { createAccount } from '../../test/harness.js';
import { APP_ORIGIN, startApp, type TestApp } from '../../test/http.js';

let started: TestApp;
let cookie: string;
beforeAll(async () => {
  started = await startApp();
  const admin = await createAccount(started.app.deps.db, 'admin');
  const session = await started.app.deps.sessions.create(admin.id);
  cookie = `${session.cookie.name}=${session.cookie.value}`;
});
afterAll(() => started.close());

const FILE = {
  fileName: 'members.csv',
  contentBase64: Buffer.from('Name,Email\nAda,ada@gym.test\n').toString('base64'),
};

function post(headers: Record<string, string>, payload: string = JSON.stringify(FILE)) {
  return started.app.inject({ method: 'POST', url: MEMBER_IMPORT_PATH, headers: { cookie, ...headers }, payload });
}

describe('POST /uploads/member-import in the app', () => {
  it('answers our own page with the preview', async () => {
    const response = await post({ origin: APP_ORIGIN, 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ toImport: 1, refused: 0 });
  });

  it('refuses another site and a form post, as the API does, before reading the file', async () => {
    const foreign = await post({ origin: 'https://evil.example', 'content-type': 'application/json' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ error: 'Forbidden', message: 'Cross-site request refused.' });
    const form = await post({ origin: APP_ORIGIN, 'content-type': 'text/plain' });
    expect(form.statusCode).toBe(415);
    expect(await started.app.deps.db.selectFrom('memberImports').select('id').execute()).toHaveLength(1);
  });

  it('asks for a file when the body is not one', async () => {
    const response = await post({ origin: APP_ORIGIN, 'content-type': 'application/json' }, '[]');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: 'Choose a CSV file.' });
  });

  it('refuses a 50 MB upload with the file-size sentence', async () => {
    const response = await post(
      { origin: APP_ORIGIN, 'content-type': 'application/json' },
      `{"fileName":"big.csv","contentBase64":"${'A'.repeat(50 * 1024 * 1024)}"}`,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Payload Too Large', message: IMPORT_TOO_LARGE });
  });
});
