// Sends the chosen members CSV to be checked: refused here first when it is over the limit (nothing is
// uploaded for nothing), then posted as JSON (its bytes as base64: whether they are UTF-8 text is the
// server's to say) to the upload route, which answers the preview or why the file cannot be read.
import {
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  type ImportPreview,
  MEMBER_IMPORT_PATH,
} from '../../../shared/member-import.schemas.js';
import { base64Of } from '../settings/logoFile.js';

export type UploadOutcome = { ok: true; preview: ImportPreview } | { ok: false; message: string };

const NOT_CHECKED = 'The file could not be checked. Try again.';

export async function uploadImport(file: File): Promise<UploadOutcome> {
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, message: IMPORT_TOO_LARGE };
  let contentBase64: string;
  try {
    contentBase64 = await base64Of(file);
  } catch {
    return { ok: false, message: 'The file could not be read. Choose it again.' };
  }
  try {
    const response = await fetch(new URL(MEMBER_IMPORT_PATH, window.location.href), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileName: file.name, contentBase64 }),
    });
    const body = (await response.json().catch(() => null)) as (ImportPreview & { message?: string }) | null;
    if (response.ok && body) return { ok: true, preview: body };
    return { ok: false, message: typeof body?.message === 'string' ? body.message : NOT_CHECKED };
  } catch {
    return { ok: false, message: NOT_CHECKED };
  }
}
