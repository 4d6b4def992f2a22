import { chakra, Button, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { toastError, toastFailure, toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { CheckboxInput, SelectInput } from '../../components/form-bits';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { StateBadge } from '../../components/status-badge';
import type { AdminStaffFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { applyUserErrors } from '../../lib/user-errors';
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
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({
        variables: {
          input: {
            ...(member ? { id: member.id } : {}),
            name: values.name.trim(),
            email: values.email.trim(),
            role: values.role,
            active: values.active,
            ...(values.password ? { password: values.password } : {}),
          },
        },
      });
      const payload = data?.saveStaff;
      if (payload?.staff && payload.userErrors.length === 0) {
        toastSuccess({ title: member ? 'Staff member saved' : 'Staff member added', description: payload.staff.email });
        onDone();
        return;
      }
      const unplaced = applyUserErrors(payload?.userErrors ?? [], setError, [
        'name',
        'email',
        'role',
        'active',
        'password',
      ]);
      toastError({
        title: 'The staff member was not saved',
        description: unplaced[0] ?? 'Check the highlighted fields.',
      });
    } catch (error) {
      toastFailure(error, 'The staff member was not saved');
    }
  });
  return (
    <Panel title={member ? `Edit ${member.name || member.email}` : 'New staff member'} mb="4">
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Staff member">
        <Stack gap="4">
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
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
              {member ? 'Save' : 'Add staff member'}
            </Button>
            <Button variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
    </Panel>
  );
}

export default function StaffScreen() {
  const session = useStaffSession();
  const { data, loading, error, refetch } = useQuery(AdminStaffListQuery);
  const [remove] = useMutation(AdminDeleteStaffMutation, { refetchQueries: ['AdminStaffList'] });
  const [editing, setEditing] = useState<AdminStaffFieldsFragment | 'new' | null>(null);
  const staff = data?.staff;
  return (
    <>
      <PageHeader
        title="Staff"
        description="Who can sign in to this console."
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> New staff member
          </Button>
        }
      />
      {editing ? (
        <StaffForm
          key={editing === 'new' ? 'new' : editing.id}
          member={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {!staff ? (
        error ? (
          <ErrorState title="The staff could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the staff" />
        )
      ) : staff.length === 0 ? (
        <EmptyState title="No staff yet." />
      ) : (
        <Table.ScrollArea
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          bg="bg.panel"
          aria-busy={loading || undefined}
        >
          <Table.Root size="sm" aria-label="Staff">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <chakra.span srOnly>Actions</chakra.span>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
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
                    <Button
                      size="xs"
                      variant="ghost"
                      onClick={() => setEditing(member)}
                      aria-label={`Edit ${member.email}`}
                    >
                      Edit
                    </Button>
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
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </>
  );
}
