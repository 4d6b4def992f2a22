import { Input, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { EditPanelForm } from '../../components/edit-panel-form';
import { CheckboxInput, SelectInput } from '../../components/form-bits';
import { PageHeader } from '../../components/page-header';
import { EditItemButton, NewItemButton, QueryList, ResourceTable, useEditing } from '../../components/resource-list';
import { EmptyState } from '../../components/states';
import { StateBadge } from '../../components/status-badge';
import type { AdminStaffFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { saveForm } from '../../lib/save-form';
import { useStaffSession } from '../session/staff-session';
import { AdminDeleteStaffMutation, AdminSaveStaffMutation, AdminStaffListQuery } from './staff-documents';

export const STAFF_PASSWORD_MESSAGE = 'Use at least 10 characters.';

export function staffSchema(creating: boolean) {
  return z.object({
    name: z.string().trim().min(2, 'Enter the name.').max(100, 'Keep the name under 100 characters.'),
    email: z.string().trim().min(1, 'Enter the e-mail address.').email('Enter a valid e-mail address.'),
    role: z.enum(['OWNER', 'STAFF']),
    active: z.boolean(),
    password: creating
      ? z.string().min(10, STAFF_PASSWORD_MESSAGE).max(128, 'Keep it under 128 characters.')
      : z
          .string()
          .max(128, 'Keep it under 128 characters.')
          .refine((text) => text === '' || text.length >= 10, STAFF_PASSWORD_MESSAGE),
  });
}
type StaffValues = z.input<ReturnType<typeof staffSchema>>;

/** the save mutation's input for the form's values */
function staffInput(values: StaffValues, member: AdminStaffFieldsFragment | null) {
  return {
    ...(member ? { id: member.id } : {}),
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    active: values.active,
    ...(values.password ? { password: values.password } : {}),
  };
}

export function StaffForm({ member, onDone }: { member: AdminStaffFieldsFragment | null; onDone: () => void }) {
  const [save] = useMutation(AdminSaveStaffMutation, { refetchQueries: ['AdminStaffList'] });
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StaffValues>({
    resolver: zodResolver(staffSchema(!member)),
    mode: 'onTouched',
    defaultValues: {
      name: member?.name ?? '',
      email: member?.email ?? '',
      role: member?.role ?? 'STAFF',
      active: member?.active ?? true,
      password: '',
    },
  });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: staffInput(values, member) } })).data?.saveStaff,
      saved: (payload) => payload.staff,
      onSaved: (saved) => {
        toastSuccess({ title: member ? 'Staff member saved' : 'Staff member added', description: saved.email });
        onDone();
      },
      setError,
      fields: ['name', 'email', 'role', 'active', 'password'],
      failure: 'The staff member was not saved',
    }),
  );
  return (
    <EditPanelForm
      title={member ? `Edit ${member.name || member.email}` : 'New staff member'}
      label="Staff member"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={member ? 'Save' : 'Add staff member'}
      onCancel={onDone}
    >
      <FormField label="Name" required error={errors.name?.message}>
        <Input {...register('name')} autoComplete="off" />
      </FormField>
      <FormField label="E-mail" required error={errors.email?.message}>
        <Input type="email" {...register('email')} autoComplete="off" />
      </FormField>
      <FormField label="Role" error={errors.role?.message} helperText="Owners also manage staff and settings.">
        <SelectInput
          options={[
            ['STAFF', 'Staff'],
            ['OWNER', 'Owner'],
          ]}
          {...register('role')}
        />
      </FormField>
      <FormField
        label={member ? 'New password' : 'Password'}
        required={!member}
        error={errors.password?.message}
        helperText={member ? 'Leave empty to keep the current password.' : STAFF_PASSWORD_MESSAGE}
      >
        <PasswordInput autoComplete="new-password" stripSpaces={false} {...register('password')} />
      </FormField>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <CheckboxInput checked={field.value} onChange={field.onChange}>
            Active (can sign in)
          </CheckboxInput>
        )}
      />
    </EditPanelForm>
  );
}

export default function StaffScreen() {
  const session = useStaffSession();
  const { data, loading, error, refetch } = useQuery(AdminStaffListQuery);
  const [remove] = useMutation(AdminDeleteStaffMutation, { refetchQueries: ['AdminStaffList'] });
  const editing = useEditing<AdminStaffFieldsFragment>();
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can sign in to this console."
        actions={<NewItemButton onClick={editing.startNew}>New staff member</NewItemButton>}
      />
      {editing.open ? <StaffForm key={editing.key} member={editing.item} onDone={editing.close} /> : null}
      <QueryList
        items={data?.staff}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="The staff could not be loaded"
        loadingLabel="Loading the staff"
        empty={<EmptyState title="No staff yet." />}
      >
        {(staff) => (
          <ResourceTable label="Staff" columns={['Name', 'Role', 'State', 'Last sign-in']} busy={loading}>
            {staff.map((member) => (
              <Table.Row key={member.id} data-testid="table-row">
                <Table.Cell>
                  <Text fontWeight="600">{member.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {member.email}
                  </Text>
                </Table.Cell>
                <Table.Cell>{member.role === 'OWNER' ? 'Owner' : 'Staff'}</Table.Cell>
                <Table.Cell>
                  <StateBadge on={member.active} onLabel="Active" offLabel="Disabled" />
                </Table.Cell>
                <Table.Cell>{formatDateTime(member.lastLoginAt) || 'Never'}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  <EditItemButton label={`Edit ${member.email}`} onClick={() => editing.edit(member)} />
                  {member.id !== session.staff?.id ? (
                    <DeleteButton
                      what="staff member"
                      name={member.email}
                      consequence="They are signed out at once and can no longer sign in. The audit log keeps their changes."
                      onDelete={async () => (await remove({ variables: { id: member.id } })).data?.deleteStaff}
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </ResourceTable>
        )}
      </QueryList>
    </>
  );
}
