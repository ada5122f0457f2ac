/**
 * The icon of a module, by the react-icons/lu name stored with the module (e.g. 'LuLayoutDashboard').
 * The Lucide set is large (1,500 icons), so the icons a practice portal's modules use are bundled by
 * name; any other name shows a neutral fallback. Add a name here when a module needs a new icon.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import type { IconBaseProps } from 'react-icons';
import {
  LuCircleDot,
  LuActivity,
  LuArchive,
  LuHeadset,
  LuSlidersHorizontal,
  LuZap,
  LuFilePlus,
  LuBadgeCheck,
  LuBell,
  LuBookOpen,
  LuBox,
  LuBriefcaseMedical,
  LuBuilding,
  LuBuilding2,
  LuCalendar,
  LuCalendarClock,
  LuChartBar,
  LuChartColumn,
  LuChartLine,
  LuChartPie,
  LuCircleUser,
  LuClipboard,
  LuClipboardCheck,
  LuClipboardList,
  LuClipboardPen,
  LuClock,
  LuCog,
  LuDatabase,
  LuFile,
  LuFileCheck,
  LuFileClock,
  LuFilePen,
  LuFileText,
  LuFiles,
  LuFlaskConical,
  LuFolder,
  LuHeartPulse,
  LuHistory,
  LuHospital,
  LuHouse,
  LuIdCard,
  LuInbox,
  LuKeyRound,
  LuLayoutDashboard,
  LuLayoutGrid,
  LuLifeBuoy,
  LuLink,
  LuList,
  LuListChecks,
  LuLock,
  LuMail,
  LuMessageSquare,
  LuMessageSquareText,
  LuNotebookPen,
  LuPackage,
  LuPackageCheck,
  LuPawPrint,
  LuPhone,
  LuPill,
  LuReceipt,
  LuRefreshCw,
  LuRepeat,
  LuSearch,
  LuSend,
  LuSettings,
  LuShield,
  LuShieldCheck,
  LuShoppingBag,
  LuShoppingCart,
  LuStethoscope,
  LuStore,
  LuSyringe,
  LuTablets,
  LuTag,
  LuTruck,
  LuUnlink,
  LuUser,
  LuUserCheck,
  LuUserCog,
  LuUserPlus,
  LuUserRound,
  LuUserSearch,
  LuUsers,
  LuWallet,
  LuWrench,
} from 'react-icons/lu';

type IconComponent = ComponentType<IconBaseProps>;

const BUNDLED: Record<string, IconComponent> = {
  LuActivity,
  LuArchive,
  LuHeadset,
  LuSlidersHorizontal,
  LuZap,
  LuFilePlus,
  LuBadgeCheck,
  LuBell,
  LuBookOpen,
  LuBox,
  LuBriefcaseMedical,
  LuBuilding,
  LuBuilding2,
  LuCalendar,
  LuCalendarClock,
  LuChartBar,
  LuChartColumn,
  LuChartLine,
  LuChartPie,
  LuCircleUser,
  LuClipboard,
  LuClipboardCheck,
  LuClipboardList,
  LuClipboardPen,
  LuClock,
  LuCog,
  LuDatabase,
  LuFile,
  LuFileCheck,
  LuFileClock,
  LuFilePen,
  LuFileText,
  LuFiles,
  LuFlaskConical,
  LuFolder,
  LuHeartPulse,
  LuHistory,
  LuHospital,
  LuHouse,
  LuIdCard,
  LuInbox,
  LuKeyRound,
  LuLayoutDashboard,
  LuLayoutGrid,
  LuLifeBuoy,
  LuLink,
  LuList,
  LuListChecks,
  LuLock,
  LuMail,
  LuMessageSquare,
  LuMessageSquareText,
  LuNotebookPen,
  LuPackage,
  LuPackageCheck,
  LuPawPrint,
  LuPhone,
  LuPill,
  LuReceipt,
  LuRefreshCw,
  LuRepeat,
  LuSearch,
  LuSend,
  LuSettings,
  LuShield,
  LuShieldCheck,
  LuShoppingBag,
  LuShoppingCart,
  LuStethoscope,
  LuStore,
  LuSyringe,
  LuTablets,
  LuTag,
  LuTruck,
  LuUnlink,
  LuUser,
  LuUserCheck,
  LuUserCog,
  LuUserPlus,
  LuUserRound,
  LuUserSearch,
  LuUsers,
  LuWallet,
  LuWrench,
};

export const FALLBACK_ICON: IconComponent = LuCircleDot;

/** Normalises stored names: 'LuUsers', 'lu-users', 'users' and 'Users' all mean LuUsers. */
export function iconComponentName(name: string): string {
  const trimmed = name.trim();
  if (/^Lu[A-Z0-9]/.test(trimmed)) return trimmed;
  const pascal = trimmed
    .replace(/^lu[-_ ]?/i, '')
    .split(/[-_ ]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
  return `Lu${pascal}`;
}

/** The bundled icon for a name, or null when it is not bundled. */
export function bundledIcon(name: string | null | undefined): IconComponent | null {
  if (!name) return null;
  const key = iconComponentName(name);
  return BUNDLED[key] ?? null;
}

export interface ModuleIconProps extends Omit<IconProps, 'name' | 'asChild'> {
  name: string | null | undefined;
}

export function ModuleIcon({ name, ...rest }: ModuleIconProps) {
  const Component = bundledIcon(name) ?? FALLBACK_ICON;
  return (
    <Icon aria-hidden {...rest}>
      <Component />
    </Icon>
  );
}
