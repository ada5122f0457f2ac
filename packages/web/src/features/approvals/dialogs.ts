/** The queue's dialogs, one module loaded the first time one of them opens. */
export { BulkApproveDialog } from './BulkApproveDialog';
export { DeclineRequestModal } from './DeclineRequestModal';
export { KeyboardHelp } from './KeyboardHelp';
export { WorkflowModal } from './WorkflowModal';
