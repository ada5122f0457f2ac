/**
 * The guard of every form that can lose typing (issue 59): a form says whether it holds unsaved typing
 * (`useUnsavedChanges(dirty)`); while any does, leaving asks first — a menu item, a link or Back (the
 * app history's blocker, lib/app-history.ts), a reload or closing the tab (the browser's own `beforeunload` prompt), and what the
 * app does to leave on its own (`useLeaveGuard`: ending an impersonation, switching location, signing
 * out). A dialog with a form asks the same on its X or Escape about the forms inside it
 * (`useUnsavedScope` and `<UnsavedScope>`); its Cancel is the user's own choice and does not ask. One
 * confirmation, `COMMON_MESSAGES.unsavedChanges`, drawn by the one `UnsavedChangesGuard` the signed-in
 * layout mounts. Moving within a page (its query, as the prescribe wizard's steps) does not ask; a form
 * that saved is no longer dirty (it says so, or goes away).
 *
 * @example
 * const { formState } = useForm(…);
 * useUnsavedChanges(formState.isDirty);
 */
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useNavigationBlocker } from '../../lib/app-history';
import { deferredModule } from '../ui/deferred-module';
import { DeferredPart } from '../ui/deferred-part';

/**
 * The confirmation's code (a dialog machine, a focus trap) loads when a form first holds unsaved typing,
 * not with the signed-in layout that mounts the guard: every signed-in first load carried it (issue 61).
 */
const confirmDialog = deferredModule(() => import('../ui/confirm-dialog'));

const M = COMMON_MESSAGES.unsavedChanges;

/** The forms holding unsaved typing, by the id of the hook that registered them. */
const dirtyForms = new Set<string>();
/** A leave the app asked for while a form was dirty, waiting for the answer, and the forms it discards. */
let pendingLeave: { leave: () => void; discards: ReadonlySet<string> } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The dirty forms inside one dialog (their ids), and a close of that dialog that asks first about them. */
export interface UnsavedScopeHandle {
  readonly ids: Set<string>;
  guard(leave: () => void): void;
}

const ScopeContext = createContext<readonly Set<string>[]>([]);

/** Runs `leave` at once when none of `ids` is dirty, else after the user confirms (then they count as discarded). */
function guardLeave(ids: ReadonlySet<string>, leave: () => void): void {
  if (ids.size === 0) return leave();
  pendingLeave = { leave, discards: ids };
  changed();
}

/**
 * Marks this form dirty while `dirty` is true (and until it unmounts), in the page and in every dialog
 * scope around it. Answers `saved`, which a form that stays on screen calls the moment its save
 * succeeded — before it moves on — so the move is not asked about.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const id = useId();
  const scopes = useContext(ScopeContext);
  useEffect(() => {
    if (!dirty) return;
    confirmDialog.warm();
    dirtyForms.add(id);
    for (const s of scopes) s.add(id);
    return () => {
      dirtyForms.delete(id);
      for (const s of scopes) s.delete(id);
    };
  }, [dirty, id, scopes]);
  return useCallback(() => {
    dirtyForms.delete(id);
    for (const s of scopes) s.delete(id);
  }, [id, scopes]);
}

/** A leave the app starts itself, which the router does not see first: asks when any form is dirty. */
export function useLeaveGuard(): (leave: () => void) => void {
  return useCallback((leave: () => void) => guardLeave(dirtyForms, leave), []);
}

/** The scope of one dialog's forms, for its X and Escape (`scope.guard(close)`) and `<UnsavedScope>`. */
export function useUnsavedScope(): UnsavedScopeHandle {
  const [scope] = useState<UnsavedScopeHandle>(() => {
    const ids = new Set<string>();
    return { ids, guard: (leave) => guardLeave(ids, leave) };
  });
  return scope;
}

/** The forms under it count in `scope` (and in every scope around it). */
export function UnsavedScope({ scope, children }: { scope: UnsavedScopeHandle; children: ReactNode }) {
  const parents = useContext(ScopeContext);
  const value = useMemo(() => [...parents, scope.ids], [parents, scope.ids]);
  return <ScopeContext.Provider value={value}>{children}</ScopeContext.Provider>;
}

/** The confirmation, the history's blocker and the browser's prompt; mounted once, in the signed-in layout. */
export function UnsavedChangesGuard() {
  const blocked = useNavigationBlocker(({ currentLocation, nextLocation }) => dirtyForms.size > 0 && currentLocation.pathname !== nextLocation.pathname);
  const leave = useSyncExternalStore(subscribe, () => pendingLeave);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyForms.size === 0) return;
      event.preventDefault();
      // Older browsers show their prompt only with a return value.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const stay = () => {
    blocked?.reset();
    pendingLeave = null;
    changed();
  };
  const go = () => {
    // What the user chose to leave is no longer theirs to lose: those forms count as discarded.
    const discards = [...(pendingLeave?.discards ?? dirtyForms)];
    for (const id of discards) dirtyForms.delete(id);
    const action = pendingLeave?.leave;
    pendingLeave = null;
    changed();
    blocked?.proceed();
    action?.();
  };
  const open = blocked !== null || leave !== null;
  return (
    <DeferredPart module={confirmDialog} open={open}>
      {({ ConfirmDialog }) => (
        <ConfirmDialog
          open={open}
          title={M.title}
          message={M.message}
          confirmLabel={M.leave}
          cancelLabel={M.stay}
          onConfirm={go}
          onCancel={stay}
          testId="unsaved-changes-dialog"
          confirmTestId="unsaved-changes-leave"
        />
      )}
    </DeferredPart>
  );
}
