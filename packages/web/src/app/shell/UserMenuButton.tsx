/**
 * The user menu's trigger: avatar, name and role. It is the same button before the menu is loaded and
 * inside it (UserMenuPopup), so the swap on first use shows nothing (issue 13).
 */
import { initialsOf } from '@vetrx/core/format';
import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { usePlainClasses } from '../../components/ui/plain';
import { useSession } from '../../session/SessionContext';
import { HEADER } from './header.styles';

/**
 * Chakra's avatar recipe without Ark's avatar machine (which brought Ark's runtime to the first load):
 * the initials until the picture has loaded, the picture once it has, the initials again if it fails.
 */
function UserAvatar({ name, src }: { name: string; src: string | null | undefined }) {
  const c = usePlainClasses(HEADER);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = !!src && loadedSrc === src;
  return (
    <div className={c.avatar} data-scope="avatar" data-part="root">
      <span className={c.avatarFallback} data-scope="avatar" data-part="fallback" hidden={loaded} data-state={loaded ? 'hidden' : 'visible'}>
        {initialsOf(name)}
      </span>
      {src && (
        <img
          key={src}
          className={c.avatarImage}
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
    </div>
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

export const UserMenuButton = forwardRef<HTMLButtonElement, ComponentPropsWithoutRef<'button'> & { compact: boolean }>(function UserMenuButton(
  { compact, ...rest },
  ref,
) {
  const c = usePlainClasses(HEADER);
  const { name, displayName, current } = useUserMenuPerson();
  return (
    <button ref={ref} type="button" className={c.user} aria-label={compact ? `Account: ${name}` : undefined} data-testid="user-menu" {...rest}>
      <UserAvatar name={name} src={current?.profilePictureThumbnailUrl} />
      {!compact && (
        <div className={c.userText}>
          <p className={c.userName}>{displayName}</p>
          {current && <p className={c.userRole}>{current.role.name}</p>}
        </div>
      )}
      <span className={c.userChevron} aria-hidden>
        <LuChevronDown />
      </span>
    </button>
  );
});
