/** The drawn part of a DeferredTooltip: Chakra's tooltip, opened by its owner, anchored by the trigger's id. */
import { Portal } from '@chakra-ui/react';
import { Tooltip as ChakraTooltip } from './chakra-late';
import type { ReactNode } from 'react';
import { TooltipBody } from './tooltip';

export interface TooltipPopupProps {
  open: boolean;
  onClose: () => void;
  triggerId: string;
  contentId: string;
  content: ReactNode;
  positioning?: ChakraTooltip.RootProps['positioning'];
  showArrow?: boolean;
}

export function TooltipPopup({ open, onClose, triggerId, contentId, content, positioning, showArrow }: TooltipPopupProps) {
  return (
    <ChakraTooltip.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={positioning}
    >
      <Portal>
        <TooltipBody showArrow={showArrow} content={content} />
      </Portal>
    </ChakraTooltip.Root>
  );
}
