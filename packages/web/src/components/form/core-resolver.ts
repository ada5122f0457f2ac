/**
 * The one adapter between core's validation and react-hook-form: core answers flat field errors keyed
 * by path (`assignments.2.roleId`, `locationPhones.0`); forms show them where the field is. Every form
 * builds its resolver with {@link coreResolver}, and reads a nested message with {@link errorAt}.
 */
import type { FieldValues, FieldErrors as RhfErrors, Resolver } from 'react-hook-form';

/** Flat field errors: path → message. */
export type FlatErrors = Readonly<Record<string, string>>;
type Checked = FlatErrors | { ok: true } | { ok: false; errors: FlatErrors };

const flat = (checked: Checked): FlatErrors => {
  if ('ok' in checked && typeof checked.ok === 'boolean') return checked.ok ? {} : (checked as { errors: FlatErrors }).errors;
  return checked as FlatErrors;
};

/**
 * Flat errors in react-hook-form's nested shape: `assignments.2.roleId` → errors.assignments[2].roleId;
 * an error of a list itself goes to its `root`.
 */
export function toRhfErrors<T extends FieldValues>(errors: FlatErrors): RhfErrors<T> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    let node: Record<string, unknown> = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const existing = node[part] as Record<string, unknown> | undefined;
      if (last) {
        if (existing && typeof existing === 'object' && !('message' in existing)) existing.root = { type: 'core', message };
        else node[part] = { type: 'core', message };
        return;
      }
      if (!existing || 'message' in existing) {
        const fresh: Record<string, unknown> = /^\d+$/.test(parts[i + 1]) ? ([] as unknown as Record<string, unknown>) : {};
        if (existing) fresh.root = existing;
        node[part] = fresh;
      }
      node = node[part] as Record<string, unknown>;
    });
  }
  return out as RhfErrors<T>;
}

/**
 * A react-hook-form resolver from a core check: `validate` returns core's ValidationResult or flat
 * errors; `mapErrors` (optional) renames payload keys to the form's before they are nested.
 *
 * @example
 * const resolver = coreResolver<AccountValues>((values) => validateAccountInput(values));
 */
export function coreResolver<V extends FieldValues>(validate: (values: V) => Checked, mapErrors?: (errors: FlatErrors) => FlatErrors): Resolver<V> {
  return async (values) => {
    const errors = flat(validate(values));
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: toRhfErrors<V>(mapErrors ? mapErrors(errors) : errors) };
  };
}

/** The messages of a form's fields, without the form-level `root` one (shown elsewhere, e.g. a toast). */
export function withoutRoot(errors: Readonly<Record<string, string | undefined>>): FlatErrors {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) if (field !== 'root' && message !== undefined) out[field] = message;
  return out;
}

/** The message at a path of react-hook-form's nested errors (a list's own message is its `root`). */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node = errors as Record<string, unknown> | undefined;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = node[part] as Record<string, unknown> | undefined;
  }
  if (!node || typeof node !== 'object') return undefined;
  if (typeof node.message === 'string') return node.message;
  const root = node.root as { message?: string } | undefined;
  return root?.message;
}
