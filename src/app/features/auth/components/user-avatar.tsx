import '@mantine/core/styles/Avatar.css';
import { Avatar, type AvatarProps } from '@mantine/core';
import type { User } from '#shared/schemas/user.ts';

/** The profile photo, or the initials on a coloured disc when there is none (or it fails). */
export function UserAvatar({
  user,
  ...rest
}: AvatarProps & { user: Pick<User, 'firstName' | 'lastName' | 'imagePath'> }) {
  const name = `${user.firstName} ${user.lastName}`.trim() || 'User';
  return (
    <Avatar src={user.imagePath ?? undefined} name={name} color="indigo.9" variant="filled" alt={name} {...rest} />
  );
}
