// The one mail layout: what a reader sees in the plain-text part and the HTML part.
import { describe, expect, it } from 'vitest';
import { escapeHtml, type MailPlace, renderMail } from './layout.js';

const place: MailPlace = {
  gym: {
    name: 'Iron & "Oak" <Gym>',
    logo: { type: 'image/png', version: 7 },
    street: '1 Main St',
    city: 'Springfield',
    phone: '+1 555 0100',
    email: 'hello@oak.example',
    website: 'https://oak.example',
  },
  appUrl: new URL('https://gym.example.com/'),
};

const content = {
  subject: 'Reminder: Spin on Mon, Nov 23, 6:00 PM',
  heading: 'Spin is coming up',
  paragraphs: ['You are booked on <Spin> & friends.'],
  action: { label: 'See my classes', url: 'https://gym.example.com/member/classes?a=1&b=2' },
};

describe('renderMail', () => {
  it('writes a plain-text part with the heading, paragraphs, the button as a link and the gym in the footer', () => {
    const { subject, text } = renderMail(content, place);
    expect(subject).toBe('Reminder: Spin on Mon, Nov 23, 6:00 PM');
    expect(text).toBe(
      `${[
        'Spin is coming up',
        'You are booked on <Spin> & friends.',
        'See my classes: https://gym.example.com/member/classes?a=1&b=2',
        '-- \nIron & "Oak" <Gym>\n1 Main St, Springfield\n+1 555 0100\nhello@oak.example\nhttps://oak.example',
      ].join('\n\n')}\n`,
    );
  });

  it('escapes every text in the HTML part and loads nothing but the logo, from the app', () => {
    const { html } = renderMail(content, place);
    expect(html).toContain('You are booked on &lt;Spin&gt; &amp; friends.');
    expect(html).toContain('alt="Iron &amp; &quot;Oak&quot; &lt;Gym&gt;"');
    expect(html).toContain('href="https://gym.example.com/member/classes?a=1&amp;b=2"');
    expect(html).not.toContain('<Spin>');
    expect(html).not.toMatch(/<style|<link|<script/i);
    const sources = [...html.matchAll(/src="([^"]*)"/g)].map((m) => m[1]);
    expect(sources).toEqual(['https://gym.example.com/gym/logo?v=7']);
  });

  it('writes the gym name instead of an image when the gym has no logo, and skips empty details', () => {
    const { html, text } = renderMail(content, {
      ...place,
      gym: { ...place.gym, logo: null, street: '', city: '', phone: '', website: '' },
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('Iron &amp; &quot;Oak&quot; &lt;Gym&gt;</span>');
    expect(text).toContain('-- \nIron & "Oak" <Gym>\nhello@oak.example\n');
  });

  it("tells a reminder's reader why they get it and where to turn it off, in both parts", () => {
    const { html, text } = renderMail({ ...content, reminder: true }, place);
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      'You get this because you asked for reminders. Turn them off in My profile: https://gym.example.com/member/profile',
    );
    expect(html).toContain('You get this because you asked for reminders.');
    expect(html).toContain('href="https://gym.example.com/member/profile"');
    expect(renderMail(content, place).text).not.toContain('reminders');
  });

  it('escapes the five characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
