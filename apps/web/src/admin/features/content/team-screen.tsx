import { chakra, Box, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { EditPanelForm } from '../../components/edit-panel-form';
import { fromAdminImage, ImagesField, toImageInput } from '../../components/images-field';
import { PageHeader } from '../../components/page-header';
import { EditItemButton, ItemCard, NewItemButton, QueryList, useEditing } from '../../components/resource-list';
import { EmptyState } from '../../components/states';
import type { AdminTeamMembersQuery } from '../../gql/graphql';
import { saveForm } from '../../lib/save-form';
import {
  AdminDeleteTeamMemberMutation,
  AdminSaveTeamMemberMutation,
  AdminTeamMembersQuery as TeamDocument,
} from './content-documents';

type Member = AdminTeamMembersQuery['teamMembers'][number];

const position = z
  .string()
  .trim()
  .refine((text) => text === '' || /^\d{1,5}$/.test(text), 'Enter a whole number (0 or more).');

export const teamMemberSchema = z.object({
  name: z.string().trim().min(2, 'Enter the name.').max(100, 'Keep the name under 100 characters.'),
  role: z.string().max(100, 'Keep the role under 100 characters.'),
  bio: z.string().max(2000, 'Keep the bio under 2000 characters.'),
  image: z.array(z.object({ mediaId: z.string().nullish(), src: z.string(), alt: z.string() })).max(1),
  position,
});
type MemberValues = z.input<typeof teamMemberSchema>;

/** the save mutation's input for the form's values */
function memberInput(values: MemberValues, member: Member | null) {
  return {
    ...(member ? { id: member.id } : {}),
    name: values.name.trim(),
    role: values.role.trim(),
    bio: values.bio.trim(),
    image: values.image[0] ? toImageInput(values.image[0]) : null,
    position: values.position === '' ? null : Number(values.position),
  };
}

function MemberForm({ member, onDone }: { member: Member | null; onDone: () => void }) {
  const [save] = useMutation(AdminSaveTeamMemberMutation, { refetchQueries: ['AdminTeamMembers'] });
  const img = fromAdminImage(member?.image);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MemberValues>({
    resolver: zodResolver(teamMemberSchema),
    mode: 'onTouched',
    defaultValues: {
      name: member?.name ?? '',
      role: member?.role ?? '',
      bio: member?.bio ?? '',
      image: img ? [img] : [],
      position: member ? String(member.position) : '',
    },
  });
  const onSubmit = handleSubmit((values) =>
    saveForm({
      save: async () => (await save({ variables: { input: memberInput(values, member) } })).data?.saveTeamMember,
      saved: (payload) => payload.teamMember,
      onSaved: (saved) => {
        toastSuccess({ title: member ? 'Team member saved' : 'Team member added', description: saved.name });
        onDone();
      },
      setError,
      fields: Object.keys(teamMemberSchema.shape),
      failure: 'The team member was not saved',
    }),
  );
  return (
    <EditPanelForm
      title={member ? `Edit ${member.name}` : 'New team member'}
      label="Team member"
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitLabel={member ? 'Save' : 'Add team member'}
      onCancel={onDone}
    >
      <FormField label="Name" required error={errors.name?.message}>
        <Input {...register('name')} />
      </FormField>
      <FormField label="Role" error={errors.role?.message}>
        <Input {...register('role')} placeholder="Head of sales" />
      </FormField>
      <FormField label="Bio" error={errors.bio?.message}>
        <Textarea rows={4} {...register('bio')} />
      </FormField>
      <FormField label="Position" error={errors.position?.message} helperText="Lower numbers come first.">
        <Input inputMode="numeric" maxW="32" {...register('position')} />
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field }) => <ImagesField single label="Photo" value={field.value} onChange={field.onChange} />}
      />
    </EditPanelForm>
  );
}

export default function TeamScreen() {
  const { data, error, refetch } = useQuery(TeamDocument);
  const [remove] = useMutation(AdminDeleteTeamMemberMutation, { refetchQueries: ['AdminTeamMembers'] });
  const editing = useEditing<Member>();
  const members = data?.teamMembers ? [...data.teamMembers].sort((a, b) => a.position - b.position) : undefined;
  return (
    <>
      <PageHeader
        title="Team"
        description="Shown on the About page."
        actions={<NewItemButton onClick={editing.startNew}>New team member</NewItemButton>}
      />
      {editing.open ? <MemberForm key={editing.key} member={editing.item} onDone={editing.close} /> : null}
      <QueryList
        items={members}
        error={error}
        onRetry={() => void refetch()}
        errorTitle="The team could not be loaded"
        loadingLabel="Loading the team"
        empty={<EmptyState title="No team members yet." />}
      >
        {(items) => (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Team members">
            {items.map((member) => (
              <ItemCard key={member.id} align="center">
                <Box w="12" h="12" borderRadius="full" overflow="hidden" bg="bg.muted" flexShrink={0}>
                  {member.image ? <chakra.img src={member.image.src} alt="" w="12" h="12" objectFit="cover" /> : null}
                </Box>
                <Box flex="1" minW="0">
                  <Text fontWeight="600">{member.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {member.role || 'No role given'} · position {member.position}
                  </Text>
                </Box>
                <EditItemButton label={`Edit ${member.name}`} onClick={() => editing.edit(member)} />
                <DeleteButton
                  what="team member"
                  name={member.name}
                  onDelete={async () => (await remove({ variables: { id: member.id } })).data?.deleteTeamMember}
                />
              </ItemCard>
            ))}
          </Stack>
        )}
      </QueryList>
    </>
  );
}
