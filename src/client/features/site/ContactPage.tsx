import type { FormEvent } from 'react';
import { contactInput } from '../../../shared/contact.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { fieldErrorsOf, messageOf } from '../../lib/errors.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { useActionMessage } from '../../lib/useActionMessage.js';
import { ContactDetails, OpeningHours } from './ContactDetails.js';
import { SiteFooter } from './SiteFooter.js';
import { SiteHeader } from './SiteHeader.js';

const CONTACT_FAILED = 'Your message could not be sent. Please try again, or call or email us.';

export function ContactPage() {
  const form = useForm(contactInput, { name: '', email: '', message: '' });
  const action = useActionMessage();
  const send = trpc.contact.send.useMutation();

  // Stored for the gym's Inbox (and emailed to the owner when mail is set up). The outcome takes
  // focus; a mistake sends focus to the first field to fix.
  function submit(event: FormEvent) {
    event.preventDefault();
    action.clear();
    const input = form.validate();
    if (!input) return;
    send.mutate(input, {
      onSuccess: (answer) => {
        form.reset();
        action.success(answer.message);
      },
      onError: (error) => {
        if (Object.keys(fieldErrorsOf(error)).length > 0) form.showServerErrors(error);
        else action.failure(messageOf(error, CONTACT_FAILED));
      },
    });
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
              <ActionMessageView action={action} />
              <form ref={form.ref} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
                <Field label="Name" autoComplete="name" required {...form.field('name')} />
                <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
                <TextAreaField label="Message" rows={6} required {...form.field('message')} />
                <Button type="submit" pending={send.isPending}>
                  Send Message
                </Button>
              </form>
            </section>

            <div className="site-contact-info">
              <ContactDetails />
              <OpeningHours />
            </div>
          </div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}
