import { chakra, Box, Button, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/form-field';
import { toastError, toastFailure, toastSuccess } from '../../../lib/toast';
import { DeleteButton } from '../../components/delete-button';
import { fromAdminImage, ImagesField, toImageInput } from '../../components/images-field';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import type { AdminTeamMembersQuery } from '../../gql/graphql';
import { applyUserErrors } from '../../lib/user-errors';
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
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { data } = await save({
        variables: {
          input: {
            ...(member ? { id: member.id } : {}),
            name: values.name.trim(),
            role: values.role.trim(),
            bio: values.bio.trim(),
            image: values.image[0] ? toImageInput(values.image[0]) : null,
            position: values.position === '' ? null : Number(values.position),
          },
        },
      });
      const payload = data?.saveTeamMember;
      if (payload?.teamMember && payload.userErrors.length === 0) {
        toastSuccess({
          title: member ? 'Team member saved' : 'Team member added',
          description: payload.teamMember.name,
        });
        onDone();
        return;
      }
      const unplaced = applyUserErrors(payload?.userErrors ?? [], setError, Object.keys(teamMemberSchema.shape));
      toastError({
        title: 'The team member was not saved',
        description: unplaced[0] ?? 'Check the highlighted fields.',
      });
    } catch (error) {
      toastFailure(error, 'The team member was not saved');
    }
  });
  return (
    <Panel title={member ? `Edit ${member.name}` : 'New team member'} mb="4">
      <chakra.form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Team member">
        <Stack gap="4">
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
          <Flex gap="2">
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
              {member ? 'Save' : 'Add team member'}
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

export default function TeamScreen() {
  const { data, error, refetch } = useQuery(TeamDocument);
  const [remove] = useMutation(AdminDeleteTeamMemberMutation, { refetchQueries: ['AdminTeamMembers'] });
  const [editing, setEditing] = useState<Member | 'new' | null>(null);
  const members = data?.teamMembers ? [...data.teamMembers].sort((a, b) => a.position - b.position) : undefined;
  return (
    <>
      <PageHeader
        title="Team"
        description="Shown on the About page."
        actions={
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> New team member
          </Button>
        }
      />
      {editing ? (
        <MemberForm
          key={editing === 'new' ? 'new' : editing.id}
          member={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {!members ? (
        error ? (
          <ErrorState title="The team could not be loaded" error={error} onRetry={() => void refetch()} />
        ) : (
          <LoadingState label="Loading the team" />
        )
      ) : members.length === 0 ? (
        <EmptyState title="No team members yet." />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Team members">
          {members.map((member) => (
            <Flex
              as="li"
              key={member.id}
              gap="3"
              align="center"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              p="3"
              data-testid="table-row"
            >
              <Box w="12" h="12" borderRadius="full" overflow="hidden" bg="bg.muted" flexShrink={0}>
                {member.image ? <chakra.img src={member.image.src} alt="" w="12" h="12" objectFit="cover" /> : null}
              </Box>
              <Box flex="1" minW="0">
                <Text fontWeight="600">{member.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {member.role || 'No role given'} · position {member.position}
                </Text>
              </Box>
              <Button size="xs" variant="ghost" onClick={() => setEditing(member)} aria-label={`Edit ${member.name}`}>
                Edit
              </Button>
              <DeleteButton
                what="team member"
                name={member.name}
                onDelete={async () => (await remove({ variables: { id: member.id } })).data?.deleteTeamMember}
              />
            </Flex>
          ))}
        </Stack>
      )}
    </>
  );
}
