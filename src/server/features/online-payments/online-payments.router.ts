// Paying online: members' "Pay now" and saved card, and the admin's Settings card. Each group of
// procedures lives beside what it is about; who may call each is src/shared/permissions.ts.
import { router } from '../../trpc/init.js';
import { cardProcedures } from './cards/cards.procedures.js';
import { checkoutProcedures } from './checkout/checkout.procedures.js';
import { gatewaySettingsProcedures } from './settings/gateway-settings.procedures.js';

export const onlinePaymentsRouter = router({
  ...checkoutProcedures,
  ...cardProcedures,
  ...gatewaySettingsProcedures,
});
