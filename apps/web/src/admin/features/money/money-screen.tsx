import { chakra, Button, Grid, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { INVOICE_TIMING_LABELS, moneySettingsInputSchema, type MoneySettingsInput } from '@shop/domain';
import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { ErrorState, LoadingState } from '../../components/states';
import type { AdminMoneySettingsFieldsFragment } from '../../gql/graphql';
import { saveForm } from '../../lib/save-form';
import { AdminMoneySettingsQuery, AdminSaveMoneySettingsMutation } from './money-documents';

/** the form's values: every field as typed (the address one line per row, the terms as text) */
interface MoneyFormValues {
  shippingNL: { rate: string; freeFrom: string };
  shippingEU: { rate: string; freeFrom: string };
  shippingWorld: { rate: string; freeFrom: string };
  minimumOrderValue: string;
  sellerName: string;
  sellerAddress: string;
  kvk: string;
  vatNumber: string;
  iban: string;
  bic: string;
  email: string;
  paymentTermsDays: string;
  invoiceTiming: 'placed' | 'confirmed';
}

const FIELDS = [
  'shippingNL',
  'shippingEU',
  'shippingWorld',
  'minimumOrderValue',
  'sellerName',
  'sellerAddress',
  'kvk',
  'vatNumber',
  'iban',
  'bic',
  'email',
  'paymentTermsDays',
  'invoiceTiming',
] as const;

const ZONES = [
  { key: 'shippingNL', code: 'NL', label: 'Netherlands' },
  { key: 'shippingEU', code: 'EU', label: 'European Union' },
  { key: 'shippingWorld', code: 'WORLD', label: 'Rest of the world' },
] as const;

function toInput(values: MoneyFormValues): MoneySettingsInput & { paymentTermsDays: number } {
  const days = values.paymentTermsDays.trim();
  return {
    ...values,
    shippingNL: { rate: values.shippingNL.rate.trim(), freeFrom: values.shippingNL.freeFrom.trim() || null },
    shippingEU: { rate: values.shippingEU.rate.trim(), freeFrom: values.shippingEU.freeFrom.trim() || null },
    shippingWorld: { rate: values.shippingWorld.rate.trim(), freeFrom: values.shippingWorld.freeFrom.trim() || null },
    minimumOrderValue: values.minimumOrderValue.trim(),
    sellerAddress: values.sellerAddress.split('\n'),
    paymentTermsDays: /^\d{1,4}$/.test(days) ? Number(days) : Number.NaN,
  };
}

/** the domain's rules (the same the gateway applies), each message under its own field */
const moneyResolver: Resolver<MoneyFormValues> = async (values) => {
  const parsed = moneySettingsInputSchema.safeParse(toInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [head, sub] = issue.path.map(String);
    if (!head) continue;
    const error = { type: 'validate', message: issue.message };
    if (head.startsWith('shipping') && (sub === 'rate' || sub === 'freeFrom')) {
      const zone = (errors[head] ?? {}) as Record<string, unknown>;
      zone[sub] ??= error;
      errors[head] = zone;
    } else errors[head] ??= error;
  }
  return { values: {}, errors: errors as FieldErrors<MoneyFormValues> };
};

function formValues(settings: AdminMoneySettingsFieldsFragment): MoneyFormValues {
  const zone = (code: string) => {
    const found = settings.shipping.find((candidate) => candidate.zone === code);
    return { rate: found?.rate ?? '', freeFrom: found?.freeFrom ?? '' };
  };
  return {
    shippingNL: zone('NL'),
    shippingEU: zone('EU'),
    shippingWorld: zone('WORLD'),
    minimumOrderValue: settings.minimumOrderValue,
    sellerName: settings.seller.name,
    sellerAddress: settings.seller.addressLines.join('\n'),
    kvk: settings.seller.kvk,
    vatNumber: settings.seller.vatNumber,
    iban: settings.seller.iban,
    bic: settings.seller.bic,
    email: settings.seller.email,
    paymentTermsDays: String(settings.paymentTermsDays),
    invoiceTiming: settings.invoiceTiming,
  };
}

export default function MoneyScreen() {
  const { data, error, refetch } = useQuery(AdminMoneySettingsQuery);
  const [save] = useMutation(AdminSaveMoneySettingsMutation);
  const settings = data?.moneySettings;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MoneyFormValues>({ resolver: moneyResolver, mode: 'onTouched' });
  useEffect(() => {
    if (settings) reset(formValues(settings));
  }, [settings, reset]);
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: toInput(values) as never } })).data?.saveMoneySettings,
      saved: (payload) => payload.moneySettings,
      onSaved: (saved) => {
        reset(formValues(saved));
        toastSuccess({ title: 'Money settings saved', description: 'Checkout and new invoices use them now.' });
      },
      setError,
      fields: FIELDS,
      failure: 'The money settings were not saved',
    }),
  );
  return (
    <>
      <PageHeader title="Money" />
      {!settings ? (
        error ? (
          <ErrorState title="The money settings could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the money settings" />
        )
      ) : (
        <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Money settings">
          <Stack gap="5" maxW="3xl">
            <Panel title="Shipping and minimum order">
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  A flat rate per order, free from an amount of goods (after discount, excl. VAT). Leave “Free from”
                  empty to never ship free.
                </Text>
                {ZONES.map((zone) => (
                  <Grid key={zone.key} templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                    <FormField label={`${zone.label}: rate (EUR)`} required error={errors[zone.key]?.rate?.message}>
                      <Input inputMode="decimal" {...register(`${zone.key}.rate`)} />
                    </FormField>
                    <FormField label={`${zone.label}: free from (EUR)`} error={errors[zone.key]?.freeFrom?.message}>
                      <Input inputMode="decimal" {...register(`${zone.key}.freeFrom`)} />
                    </FormField>
                  </Grid>
                ))}
                <FormField
                  label="Minimum order value (EUR, excl. VAT)"
                  required
                  error={errors.minimumOrderValue?.message}
                  helperText="Checkout is refused below it. 0: no minimum."
                >
                  <Input inputMode="decimal" maxW="48" {...register('minimumOrderValue')} />
                </FormField>
              </Stack>
            </Panel>
            <Panel title="Seller's legal details">
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  Printed on invoices. Each invoice keeps the details it was issued with.
                </Text>
                <FormField label="Legal name" required error={errors.sellerName?.message}>
                  <Input autoComplete="organization" {...register('sellerName')} />
                </FormField>
                <FormField
                  label="Address"
                  required
                  error={errors.sellerAddress?.message}
                  helperText="One line per row, up to five."
                >
                  <Textarea rows={3} {...register('sellerAddress')} />
                </FormField>
                <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
                  <FormField label="KvK number" required error={errors.kvk?.message}>
                    <Input inputMode="numeric" {...register('kvk')} />
                  </FormField>
                  <FormField label="VAT number" required error={errors.vatNumber?.message}>
                    <Input {...register('vatNumber')} />
                  </FormField>
                  <FormField label="IBAN" required error={errors.iban?.message}>
                    <Input {...register('iban')} />
                  </FormField>
                  <FormField label="BIC" required error={errors.bic?.message}>
                    <Input {...register('bic')} />
                  </FormField>
                </Grid>
                <FormField label="Invoice e-mail" required error={errors.email?.message}>
                  <Input type="email" {...register('email')} />
                </FormField>
              </Stack>
            </Panel>
            <Panel title="Invoicing">
              <Stack gap="4">
                <FormField
                  label="Payment terms (days)"
                  required
                  error={errors.paymentTermsDays?.message}
                  helperText={`Orders record “${settings.paymentMethod}”.`}
                >
                  <Input inputMode="numeric" maxW="32" {...register('paymentTermsDays')} />
                </FormField>
                <FormField
                  label="Issue invoices"
                  required
                  error={errors.invoiceTiming?.message}
                  helperText="When staff confirm it: orders wait as pending; the invoice is issued when an order is moved to processing or completed."
                >
                  <NativeSelect.Root maxW="xs">
                    <NativeSelect.Field {...register('invoiceTiming')}>
                      <option value="placed">{INVOICE_TIMING_LABELS.placed}</option>
                      <option value="confirmed">{INVOICE_TIMING_LABELS.confirmed}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Stack>
            </Panel>
            <Button
              type="submit"
              colorPalette="brand"
              loading={isSubmitting}
              loadingText="Saving..."
              alignSelf="flex-start"
            >
              Save money settings
            </Button>
          </Stack>
        </chakra.form>
      )}
    </>
  );
}
