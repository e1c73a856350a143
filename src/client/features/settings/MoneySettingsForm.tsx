// "Money": the currency, how numbers and dates are written, and what receipts say about tax. Once an
// amount is recorded the currency stays (amounts are stored in it); the rest stays editable.
import { type FormEvent, useId } from 'react';
import {
  basisPointsToTaxRate,
  CURRENCY_LOCKED,
  type MoneySettingsInput,
  moneySettingsInput,
  SETTINGS_LIMITS,
  taxRateToBasisPoints,
} from '../../../shared/settings.schemas.js';
import { ActionMessageView } from '../../components/ActionMessageView.js';
import { Button } from '../../components/Button.js';
import { Field, TextAreaField } from '../../components/Field.js';
import { useForm } from '../../lib/forms.js';
import { trpc } from '../../lib/trpc.js';
import { COMMON_CURRENCIES, COMMON_LOCALES, currencyName, localeName } from './choices.js';
import { FormatExample } from './FormatExample.js';
import type { AdminSettings } from './types.js';
import { useSettingsSave } from './useSettingsSave.js';

/** The server's reason, shown before anyone tries. */
export const CURRENCY_LOCKED_REASON = CURRENCY_LOCKED;

type MoneyValues = {
  currency: string;
  locale: string;
  taxName: string;
  taxRate: string;
  taxId: string;
  receiptFooter: string;
};

function moneyValues(settings: MoneyValues): MoneyValues {
  const { currency, locale, taxName, taxRate, taxId, receiptFooter } = settings;
  return { currency, locale, taxName, taxRate, taxId, receiptFooter };
}

/** What was saved, as the server stores it and settings.get would give it back ('7,5' is 7.5). */
function storedValues(sent: MoneySettingsInput): MoneyValues {
  return {
    currency: sent.currency,
    locale: sent.locale,
    taxName: sent.taxName ?? '',
    taxRate: basisPointsToTaxRate(taxRateToBasisPoints(sent.taxRate ?? '')),
    taxId: sent.taxId ?? '',
    receiptFooter: sent.receiptFooter ?? '',
  };
}

interface MoneySettingsFormProps {
  settings: Pick<AdminSettings, keyof MoneyValues | 'currencyLocked'>;
}

export function MoneySettingsForm({ settings }: MoneySettingsFormProps) {
  const currencyListId = useId();
  const localeListId = useId();
  const form = useForm(moneySettingsInput, moneyValues(settings));
  // The stored spelling: 'eur' is EUR, 'en-gb' is en-GB (the schema's own), '7,5' is 7.5.
  const { outcome, callbacks, begin } = useSettingsSave(form, storedValues, {
    saved: 'Money settings saved.',
    failed: 'Could not save the money settings. Please try again.',
  });
  const save = trpc.settings.updateMoney.useMutation(callbacks);

  function submit(event: FormEvent) {
    begin(event, save.reset);
    const input = form.validate();
    if (input) save.mutate(input);
  }

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label="Money settings" className="settings-form">
      <div className="form-row">
        <Field
          label="Currency"
          required
          list={settings.currencyLocked ? undefined : currencyListId}
          readOnly={settings.currencyLocked}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={3}
          hint={settings.currencyLocked ? CURRENCY_LOCKED_REASON : 'A three-letter code (ISO 4217), such as EUR.'}
          {...form.field('currency')}
        />
        <Field
          label="Number and date format"
          required
          list={localeListId}
          autoComplete="off"
          spellCheck={false}
          hint="A language and region, such as en-GB or de-DE."
          {...form.field('locale')}
        />
      </div>
      <datalist id={currencyListId}>
        {COMMON_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyName(code)}
          </option>
        ))}
      </datalist>
      <datalist id={localeListId}>
        {COMMON_LOCALES.map((tag) => (
          <option key={tag} value={tag}>
            {localeName(tag)}
          </option>
        ))}
      </datalist>
      <FormatExample locale={form.values.locale} currency={form.values.currency} />
      <div className="form-row">
        <Field
          label="Tax name"
          autoComplete="off"
          placeholder="VAT"
          maxLength={SETTINGS_LIMITS.taxNameMax}
          {...form.field('taxName')}
        />
        <Field
          label="Tax rate (%)"
          inputMode="decimal"
          autoComplete="off"
          hint="Prices include it; receipts state the tax part. Empty for none."
          {...form.field('taxRate')}
        />
        <Field label="Tax ID" autoComplete="off" maxLength={SETTINGS_LIMITS.taxIdMax} {...form.field('taxId')} />
      </div>
      <TextAreaField
        label="Receipt footer"
        rows={3}
        maxLength={SETTINGS_LIMITS.receiptFooterMax}
        {...form.field('receiptFooter')}
      />
      <ActionMessageView action={outcome} />
      <div>
        <Button type="submit" pending={save.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
