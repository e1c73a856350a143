// A chosen logo file, checked and read in the browser before anything is sent: a file over the limit
// is refused here, with the server's own words, instead of uploading up to 512 KB for nothing. Its
// real type is left to the server, which reads the bytes (a browser's file.type is only a guess
// from the name, and is empty for SVG on some systems).
import { LOGO_MAX_BYTES, LOGO_TOO_BIG, LOGO_TYPES, logoInput } from '../../../shared/settings.schemas.js';

export { LOGO_TOO_BIG };

/** The shared schema's words for bytes that are not a file's (a file gone from the disk since it was chosen). */
const LOGO_UNREADABLE = 'The logo could not be read. Choose a PNG, JPEG or SVG file.';

/** For the file picker; the server still decides by the bytes. */
export const LOGO_ACCEPT = LOGO_TYPES.join(',');

export type LogoRead = { ok: true; base64: string } | { ok: false; message: string };

export async function readLogo(file: File): Promise<LogoRead> {
  if (file.size > LOGO_MAX_BYTES) return { ok: false, message: LOGO_TOO_BIG };
  let base64: string;
  try {
    base64 = await base64Of(file);
  } catch {
    return { ok: false, message: LOGO_UNREADABLE };
  }
  const checked = logoInput.safeParse({ base64 });
  if (!checked.success) return { ok: false, message: checked.error.issues[0]?.message ?? LOGO_TOO_BIG };
  return { ok: true, base64: checked.data.base64 };
}

/** The file's bytes in base64, without the 'data:…;base64,' prefix a data URL carries. */
export function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
