/**
 * A user's avatar: the picture when it loads, their initials when there is none or it fails (the
 * demo avatars 404) — never a broken image. The name is in the row next to it, so the avatar is
 * decorative unless `labelled`.
 */
import { useState } from 'react';
import { Avatar } from '@mui/material';

/** 'Begoña Iglesias Pérez' → 'BI'; an e-mail → its first letter. */
export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('es'))
    .join('') || '?';

export const UserAvatar = ({ name, src, size = 40 }: { name: string; src?: string | null; size?: number }) => {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <Avatar
      src={showImage ? (src ?? undefined) : undefined}
      alt=""
      aria-hidden
      slotProps={{ img: { onError: () => setFailed(src ?? null), loading: 'lazy' } }}
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      data-initials={showImage ? undefined : initialsOf(name)}
    >
      {initialsOf(name)}
    </Avatar>
  );
};
