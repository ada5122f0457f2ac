import { describe, expect, it } from 'vitest';
import { coreResolver, errorAt, withoutRoot } from './core-resolver';

type Values = { name: string; phones: { number: string }[] };
const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('coreResolver', () => {
  it('passes the values through when core finds nothing wrong, in either of core’s answer shapes', async () => {
    const values: Values = { name: 'Ann', phones: [] };
    expect(await coreResolver<Values>(() => ({ ok: true }))(values, undefined, options)).toEqual({ values, errors: {} });
    expect(await coreResolver<Values>(() => ({}))(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('nests path errors where react-hook-form reads them, a list’s own message under root', async () => {
    const resolver = coreResolver<Values>(() => ({ ok: false, errors: { name: 'This field is required', 'phones.1.number': 'Bad number', phones: 'At least 1 phone number is required' } }));
    const { values, errors } = await resolver({ name: '', phones: [] }, undefined, options);
    expect(values).toEqual({});
    expect(errorAt(errors, 'name')).toBe('This field is required');
    expect(errorAt(errors, 'phones.1.number')).toBe('Bad number');
    expect(errorAt(errors, 'phones')).toBe('At least 1 phone number is required');
    expect(errorAt(errors, 'phones.0.number')).toBeUndefined();
  });

  it('renames payload keys to the form’s before nesting, and can drop the form-level message', async () => {
    const resolver = coreResolver<Values>(
      () => ({ ok: false, errors: { fullName: 'Too long', root: 'Something else' } }),
      (e) => withoutRoot({ ...e, name: e.fullName, fullName: undefined }),
    );
    const { errors } = await resolver({ name: 'x', phones: [] }, undefined, options);
    expect(errorAt(errors, 'name')).toBe('Too long');
    expect(Object.keys(errors)).toEqual(['name']);
  });
});
