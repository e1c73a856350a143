// "Pass nearly used up": a reminder (members may turn its mail off), with what is left.
import type { MailContent } from '../layout.js';

export function passNearlyUsedUp(
  pass: { name: string; left: number; expires: string | null },
  appUrl: URL,
): { notice: string; mail: MailContent } {
  const left = pass.left === 1 ? '1 visit' : `${pass.left} visits`;
  const notice = `Your ${pass.name} is nearly used up: ${left} left.`;
  const paragraphs = [
    `You have ${left} left on your ${pass.name}${pass.expires ? ` (valid until ${pass.expires})` : ''}.`,
  ];
  paragraphs.push('Ask at the front desk for a new pass before it runs out.');
  return {
    notice,
    mail: {
      subject: notice,
      heading: 'Your pass is nearly used up',
      paragraphs,
      action: { label: 'See my membership', url: new URL('/member', appUrl).toString() },
      reminder: true,
    },
  };
}
