/**
 * The user menu's trigger: avatar, name and role. It is the same button before the menu is loaded and
 * inside it (UserMenuPopup), so the swap on first use shows nothing (issue 13).
 */
import { Box, Button, createSlotRecipeContext, Stack, Text, type ButtonProps, type HTMLChakraProps } from '@chakra-ui/react';
import { initialsOf } from '@vetrx/core/format';
import { forwardRef, useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { useSession } from '../../session/SessionContext';

/**
 * Chakra's avatar recipe without Ark's avatar machine (which brought Ark's runtime to the first load):
 * the initials until the picture has loaded, the picture once it has, the initials again if it fails.
 */
const { withProvider, withContext } = createSlotRecipeContext({ key: 'avatar' });
const AvatarRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & { size?: 'sm'; variant?: 'subtle' }>('div', 'root');
const AvatarFallback = withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'fallback');
const AvatarImage = withContext<HTMLImageElement, HTMLChakraProps<'img'>>('img', 'image');

function UserAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = !!src && loadedSrc === src;
  return (
    <AvatarRoot size="sm" colorPalette="brand" variant="subtle" data-scope="avatar" data-part="root">
      <AvatarFallback data-scope="avatar" data-part="fallback" hidden={loaded} data-state={loaded ? 'hidden' : 'visible'}>
        {initialsOf(name)}
      </AvatarFallback>
      {src && (
        <AvatarImage
          key={src}
          src={src}
          alt=""
          draggable={false}
          referrerPolicy="no-referrer"
          data-scope="avatar"
          data-part="image"
          hidden={!loaded}
          data-state={loaded ? 'visible' : 'hidden'}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setLoadedSrc(null)}
        />
      )}
    </AvatarRoot>
  );
}

/** Who is signed in, for the trigger and the menu. */
export function useUserMenuPerson() {
  const { user, me, current } = useSession();
  const first = user?.firstName ?? me.supportUser?.firstName ?? '';
  const last = user?.lastName ?? me.supportUser?.lastName ?? '';
  const email = user?.email ?? me.supportUser?.email ?? '';
  const name = `${first} ${last}`.trim() || email;
  const displayName = current?.displayName || name;
  return { name, email, displayName, current, hasUser: !!user };
}

export const UserMenuButton = forwardRef<HTMLButtonElement, ButtonProps & { compact: boolean }>(function UserMenuButton(
  { compact, ...rest },
  ref,
) {
  const { name, displayName, current } = useUserMenuPerson();
  return (
    <Button ref={ref} variant="ghost" size="sm" h="10" px="1.5" gap="2" aria-label={compact ? `Account: ${name}` : undefined} data-testid="user-menu" {...rest}>
      <UserAvatar name={name} src={current?.profilePictureThumbnailUrl} />
      {!compact && (
        <Stack gap="0" align="start" textAlign="start" maxW="44">
          <Text textStyle="sm" fontWeight="semibold" lineHeight="short" truncate maxW="44">
            {displayName}
          </Text>
          {current && (
            <Text textStyle="xs" color="fg.muted" lineHeight="short" truncate maxW="44">
              {current.role.name}
            </Text>
          )}
        </Stack>
      )}
      <Box as="span" color="fg.subtle" aria-hidden>
        <LuChevronDown />
      </Box>
    </Button>
  );
});
