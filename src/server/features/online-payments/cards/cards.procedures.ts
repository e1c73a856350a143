// A member's card for automatic payments: whether online payments are on and which card is saved,
// "Save a card" (the provider's hosted page in setup mode) and "Remove card".
import { memberProcedure } from '../../../trpc/procedures.js';
import { openHostedPage } from '../checkout/checkout.service.js';
import { askingProvider, gatewayOrRefuse } from '../member-refusals.js';
import { removeSavedCard } from './cards.service.js';
import { findPaymentCustomer } from './payment-customers.queries.js';

export const cardProcedures = {
  /** Whether "Pay now" and the card panel show, and the saved card (no key, no card number: ever). */
  myCard: memberProcedure.query(async ({ ctx }) => {
    const customer = await findPaymentCustomer(ctx.deps.db, ctx.user.id);
    const card =
      customer?.cardPaymentMethodId && customer.cardBrand && customer.cardLast4
        ? {
            brand: customer.cardBrand,
            last4: customer.cardLast4,
            expMonth: customer.cardExpMonth ?? 0,
            expYear: customer.cardExpYear ?? 0,
          }
        : null;
    return { enabled: ctx.deps.gateway !== null, card };
  }),

  /** "Save a card for automatic payments": the provider's page that saves one (no money moves). */
  saveCard: memberProcedure.mutation(async ({ ctx }) => {
    const gateway = gatewayOrRefuse(ctx.deps.gateway);
    const gym = await ctx.gym();
    const { url } = await askingProvider(() =>
      openHostedPage(ctx.deps.db, gateway, {
        memberId: ctx.user.id,
        gym,
        appUrl: ctx.deps.config.appUrl,
        now: ctx.deps.clock.now(),
        page: { mode: 'setup' },
      }),
    );
    return { url };
  }),

  /** "Remove card": forgotten at the provider first; if it cannot be reached, the card stays. */
  removeCard: memberProcedure.mutation(async ({ ctx }) => {
    const gateway = gatewayOrRefuse(ctx.deps.gateway);
    const removed = await askingProvider(() =>
      removeSavedCard(ctx.deps.db, gateway, ctx.user.id, ctx.deps.clock.now()),
    );
    return { removed };
  }),
};
