import { chakra, Button, Input, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { ErrorState, LoadingState } from '../../components/states';
import { saveForm } from '../../lib/save-form';
import { AdminSaveSettingsMutation, AdminSettingsQuery } from './staff-documents';

export const settingsSchema = z.object({
  lowStockThreshold: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'Enter a whole number (0 or more).'),
  notificationEmail: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || z.string().email().safeParse(text).success,
      'Enter a valid e-mail address, or leave it empty.',
    ),
  buyerApproval: z.enum(['auto', 'manual']),
});
type SettingsValues = z.input<typeof settingsSchema>;

/** the save mutation's input for the form's values */
function settingsInput(values: SettingsValues) {
  return {
    lowStockThreshold: Number(values.lowStockThreshold),
    notificationEmail: values.notificationEmail.trim(),
    buyerApproval: values.buyerApproval,
  };
}

export default function SettingsScreen() {
  const { data, error, refetch } = useQuery(AdminSettingsQuery);
  const [save] = useMutation(AdminSaveSettingsMutation, { refetchQueries: ['AdminDashboard'] });
  const settings = data?.settings;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsValues>({
    resolver: zodResolver(settingsSchema),
    mode: 'onTouched',
    defaultValues: { lowStockThreshold: '', notificationEmail: '', buyerApproval: 'auto' },
  });
  useEffect(() => {
    if (settings)
      reset({
        lowStockThreshold: String(settings.lowStockThreshold),
        notificationEmail: settings.notificationEmail,
        buyerApproval: settings.buyerApproval,
      });
  }, [settings, reset]);
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: settingsInput(values) } })).data?.saveSettings,
      saved: (payload) => payload.settings,
      onSaved: () => toastSuccess({ title: 'Settings saved' }),
      setError,
      fields: ['lowStockThreshold', 'notificationEmail', 'buyerApproval'],
      failure: 'The settings were not saved',
    }),
  );
  return (
    <>
      <PageHeader title="Settings" />
      {!settings ? (
        error ? (
          <ErrorState title="The settings could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the settings" />
        )
      ) : (
        <Panel maxW="xl">
          <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Settings">
            <Stack gap="4">
              <FormField
                label="Low-stock threshold"
                required
                error={errors.lowStockThreshold?.message}
                helperText="Products with this many units or fewer are listed on the dashboard."
              >
                <Input inputMode="numeric" maxW="40" {...register('lowStockThreshold')} />
              </FormField>
              <FormField
                label="Notification e-mail"
                error={errors.notificationEmail?.message}
                helperText="New orders and contact messages are announced here. Empty: nowhere."
              >
                <Input type="email" {...register('notificationEmail')} />
              </FormField>
              <FormField
                label="Buyer approval"
                error={errors.buyerApproval?.message}
                helperText="Manual: a new buyer sees no prices and cannot order until you approve it under Buyers (recommended). Automatic: every registration is approved at once."
              >
                <NativeSelect.Root maxW="xs">
                  <NativeSelect.Field {...register('buyerApproval')}>
                    <option value="manual">Manual (approve each buyer)</option>
                    <option value="auto">Automatic</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Button
                type="submit"
                colorPalette="brand"
                loading={isSubmitting}
                loadingText="Saving..."
                alignSelf="flex-start"
              >
                Save settings
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Store: {settings.storeBackend}
                {settings.wordpressAdminUrl ? (
                  <>
                    {' '}
                    (<Link href={settings.wordpressAdminUrl}>WordPress admin</Link>)
                  </>
                ) : null}
              </Text>
            </Stack>
          </chakra.form>
        </Panel>
      )}
    </>
  );
}
