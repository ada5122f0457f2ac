/**
 * The one dialog skeleton of the portal: backdrop, positioner, content, an optional header with its
 * title, a close button named "Close", the body and an optional footer. Every modal builds on it, so
 * they open, close, trap focus and size themselves the same way. It draws nothing before it first opens.
 *
 * @example
 * <AppDialog open={open} onClose={close} title="Edit weight" testId="weight-edit-dialog" footer={<Button>Save</Button>}>…</AppDialog>
 */
import { type BoxProps, CloseButton, type DialogRootProps, Portal } from '@chakra-ui/react';
import { Dialog } from './chakra-late';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import type { ReactNode, Ref } from 'react';
import { useOpenedOnce } from './use-opened-once';

export interface AppDialogProps {
  open: boolean;
  onClose(): void;
  /** The dialog's title; leave it out when `children` draw their own header (Dialog.Header…). */
  title?: ReactNode;
  /** More header content under the title (a subtitle, the record it acts on). */
  subtitle?: ReactNode;
  children: ReactNode;
  /** The actions row; leave it out when `children` draw their own footer or the dialog has none. */
  footer?: ReactNode;
  testId: string;
  /**
   * The dialog's accessible name when it has no `title` (its children draw their own headings, which
   * change from step to step).
   */
  label?: string;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Chakra's dialog size; responsive values work (`{ base: 'full', md: 'lg' }`). */
  size?: DialogRootProps['size'];
  /**
   * A fixed width in pixels from the md breakpoint up (full width less a margin on phones, or the whole
   * screen when `size` is `{ base: 'full', … }`).
   */
  width?: number;
  placement?: 'center' | 'top';
  /** Whether a long dialog scrolls its body ('inside') or the page ('outside'). */
  scroll?: 'inside' | 'outside';
  /** Mount the content only while open (forms that must start fresh each time). */
  lazy?: boolean;
  /** Whether a click outside closes it (never for forms). */
  closeOnOutside?: boolean;
  /** Whether to draw the close button (the X). */
  closable?: boolean;
  /**
   * Focus the close button on opening instead of the first field: for dialogs that open on a search or
   * a long form (a full-screen one on phones would otherwise open the on-screen keyboard at once). Tab
   * then goes on to the first field.
   */
  focusClose?: boolean;
  /** Without `title`, children render inside Dialog.Content directly; with it, inside Dialog.Body. */
  bodyProps?: BoxProps;
  contentRef?: Ref<HTMLDivElement>;
}

export function AppDialog({
  open,
  onClose,
  title,
  subtitle,
  children,
  footer,
  testId,
  label,
  role,
  size = 'md',
  width,
  placement = 'center',
  scroll,
  lazy = false,
  closeOnOutside = false,
  closable = true,
  focusClose = false,
  bodyProps,
  contentRef,
}: AppDialogProps) {
  // Nothing is drawn until the dialog first opens: a closed Chakra dialog still runs its state machine
  // and resolves every slot's styles on each render, and a form holds several (the prescription form's
  // five were about a quarter of the Approve press's script). Once opened it stays mounted, so it animates out.
  if (!useOpenedOnce(open)) return null;
  const fullOnPhone = typeof size === 'object' && size !== null && 'base' in size && size.base === 'full';
  const sized = width ? { w: 'full', maxW: { base: fullOnPhone ? undefined : 'calc(100vw - 1rem)', md: `${width}px` } } : {};
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      role={role}
      size={size}
      placement={placement}
      scrollBehavior={scroll}
      closeOnInteractOutside={closeOnOutside}
      // Chakra's own defaults otherwise (its dialogs already unmount when closed).
      lazyMount={lazy || undefined}
      unmountOnExit={lazy || undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={contentRef} {...sized} data-testid={testId} aria-label={label}>
            {title !== undefined ? (
              <>
                <Dialog.Header flexDirection={subtitle ? 'column' : undefined} alignItems={subtitle ? 'start' : undefined} gap={subtitle ? '1' : undefined}>
                  <Dialog.Title>{title}</Dialog.Title>
                  {subtitle}
                </Dialog.Header>
                <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
                {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
              </>
            ) : (
              children
            )}
            {closable && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={COMMON_MESSAGES.close} data-autofocus={focusClose || undefined} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
