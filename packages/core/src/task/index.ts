/**
 * Prescription tasks (prescribing §2 Approvals, §4 Task status / Actions, §5 Decline and Workflow
 * forms): statuses and labels, types, filters, grouping, page sizes and polling, decline reasons and
 * forms, the workflow form, the acting user, transition payloads and notices. The task machine
 * (`prescription-task.machine.ts`) and its pure transition helpers, which the server decides with.
 */
export * from './status.js';
export * from './type.js';
export * from './constants.js';
export * from './grouping.js';
export * from './decline.js';
export * from './workflow.js';
export * from './acting-user.js';
export * from './payloads.js';
export * from './quantity.js';
export * from './filters.js';
export * from './card.js';
export * from './copy.js';
export * from './triage.js';
export * from './duplicates.js';
export * from './bulk-approval.js';
export * from './prescription-task.machine.js';
