// One look for every mail the gym sends: its logo and name on top, a heading, a few paragraphs, at most
// one button, and the gym's details at the foot. Each mail has a plain-text part saying the same
// (some readers show only that) and an HTML part with inline styles only (mail readers drop <style>
// and block outside resources; the logo, served by the app itself, is the one image).
import type { GymSettings } from '../../shared/settings.schemas.js';
import { logoUrlOf } from '../features/settings/settings.router.js';
import type { MailMessage } from './mailer.js';

/** Where the mail comes from: the gym's details as they are now, and the app's address for links. */
export interface MailPlace {
  gym: Pick<GymSettings, 'name' | 'logo' | 'street' | 'city' | 'phone' | 'email' | 'website'>;
  appUrl: URL;
}

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** The one thing to do, as a button (and a line with its address in the plain text). */
  action?: { label: string; url: string };
  /** A reminder the member may turn off: the foot says why they get it and where to stop it. */
  reminder?: boolean;
}

export type RenderedParts = Pick<MailMessage, 'subject' | 'text' | 'html'> & { html: string };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML elements and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Where a member turns reminders off. */
export function profileUrl(appUrl: URL): string {
  return new URL('/member/profile', appUrl).toString();
}

export function reminderLine(appUrl: URL): string {
  return `You get this because you asked for reminders. Turn them off in My profile: ${profileUrl(appUrl)}`;
}

/** The gym's address, phone, email and website, those it has filled in, one a line. */
function footerLines(gym: MailPlace['gym']): string[] {
  const address = [gym.street, gym.city].filter((part) => part.trim() !== '').join(', ');
  return [gym.name, address, gym.phone, gym.email, gym.website].filter((line) => line.trim() !== '');
}

function logoSrc(place: MailPlace): string | null {
  const path = logoUrlOf(place.gym.logo);
  return path ? new URL(path, place.appUrl).toString() : null;
}

export function renderMail(content: MailContent, place: MailPlace): RenderedParts {
  return { subject: content.subject, text: renderText(content, place), html: renderHtml(content, place) };
}

function renderText(content: MailContent, place: MailPlace): string {
  const blocks = [content.heading, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  blocks.push(`-- \n${footerLines(place.gym).join('\n')}`);
  if (content.reminder) blocks.push(reminderLine(place.appUrl));
  return `${blocks.join('\n\n')}\n`;
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function renderHtml(content: MailContent, place: MailPlace): string {
  const gym = place.gym;
  const logo = logoSrc(place);
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(gym.name)}" height="48" style="display:block;height:48px;max-width:200px;border:0">`
    : `<span style="font-size:20px;font-weight:700;color:#1f2933">${escapeHtml(gym.name)}</span>`;
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;white-space:pre-line">${escapeHtml(p)}</p>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f766e;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footer = footerLines(gym)
    .map((line) => escapeHtml(line))
    .join('<br>');
  const reminder = content.reminder
    ? `<p style="margin:12px 0 0">You get this because you asked for reminders. Turn them off in <a href="${escapeHtml(profileUrl(place.appUrl))}" style="color:#52606d">My profile</a>.</p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 24px 0">${header}</td></tr>
<tr><td style="padding:16px 24px 8px"><h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#1f2933">${escapeHtml(content.heading)}</h1>${paragraphs}${action}</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e4e7eb;font-size:13px;line-height:1.5;color:#52606d">${footer}${reminder}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

/** A message to one address, in the gym's layout. */
export function layoutMail(to: string, content: MailContent, place: MailPlace): MailMessage {
  return { to, ...renderMail(content, place), ...(content.action ? { link: content.action.url } : {}) };
}
