import { type FormEvent, useState } from 'react';
import { contactInput } from '../../../shared/contact.schemas.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { useForm } from '../../lib/forms.js';
import { Icon } from './Icons.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';
import { BUSINESS_HOURS, CONTACT, CONTACT_UNAVAILABLE } from './siteInfo.js';

export function ContactPage() {
  const form = useForm(contactInput, { name: '', email: '', message: '' });
  const [unavailable, setUnavailable] = useState(false);

  // No server receives contact messages yet, so a valid form is kept as typed and the visitor is
  // pointed to the phone number and email address instead of being told it was sent.
  function submit(event: FormEvent) {
    event.preventDefault();
    setUnavailable(form.validate() !== null);
  }

  return (
    <>
      <SiteHeader />
      <main>
        <div className="site-page-hero">
          <div className="container">
            <h1>Contact Us</h1>
            <p className="site-page-lead">
              Questions about membership, training or the gym? We would love to hear from you.
            </p>
          </div>
        </div>

        <div className="site-section">
          <div className="container site-contact">
            <section className="card site-contact-form" aria-labelledby="contact-form-title">
              <h2 id="contact-form-title">Write to us</h2>
              <form onSubmit={submit} noValidate>
                <Field label="Name" autoComplete="name" required {...form.field('name')} />
                <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
                <TextAreaField label="Message" rows={6} required {...form.field('message')} />
                <Button type="submit">Send Message</Button>
                <div role="status">
                  {unavailable && <p className="alert alert-info site-status">{CONTACT_UNAVAILABLE}</p>}
                </div>
              </form>
            </section>

            <div className="site-contact-info">
              <section className="card site-card" aria-labelledby="contact-details-title">
                <h2 id="contact-details-title">Visit or call us</h2>
                <ul className="site-contact-list">
                  <li>
                    <span className="site-check">
                      <Icon name="mapPin" size={18} />
                    </span>
                    <address>
                      {CONTACT.name}
                      <br />
                      {CONTACT.street}
                      <br />
                      {CONTACT.city}
                    </address>
                  </li>
                  <li>
                    <span className="site-check">
                      <Icon name="phone" size={18} />
                    </span>
                    <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
                  </li>
                  <li>
                    <span className="site-check">
                      <Icon name="mail" size={18} />
                    </span>
                    <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
                  </li>
                </ul>
              </section>
              <section className="card site-card" aria-labelledby="contact-hours-title">
                <h2 id="contact-hours-title">Business Hours</h2>
                <ul className="site-contact-list">
                  {BUSINESS_HOURS.map((line) => (
                    <li key={line}>
                      <span className="site-check">
                        <Icon name="clock" size={18} />
                      </span>
                      {line}
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
