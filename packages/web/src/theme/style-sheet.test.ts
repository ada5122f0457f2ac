/**
 * The app's Emotion sheet (style-sheet.ts): each synchronous run of inserts (a commit) in a style element
 * of its own, folded into one when idle once there are too many.
 */
import createCache from '@emotion/cache';
import { describe, expect, it } from 'vitest';
import { insertPerCommit } from './style-sheet';

const tick = () => new Promise<void>((done) => queueMicrotask(done));
/** The sheet's style elements in the document, each as the selectors of its rules. */
const elements = (key: string) =>
  [...document.querySelectorAll(`style[data-emotion="${key}"]`)].map((el) => [...(el as HTMLStyleElement).sheet!.cssRules].map((r) => (r as CSSStyleRule).selectorText));

describe('insertPerCommit', () => {
  it('puts each run of inserts in a new style element, and folds them into one, in order, when idle', async () => {
    const cache = createCache({ key: 'commit', speedy: true });
    const idle: Array<() => void> = [];
    insertPerCommit(cache.sheet, { maxElements: 2, idle: (run) => idle.push(run) });

    cache.sheet.insert('.a{color:red}');
    cache.sheet.insert('.b{color:red}');
    await tick();
    cache.sheet.insert('.c{color:red}');
    await tick();
    expect(elements('commit')).toEqual([['.a', '.b'], ['.c']]);
    expect(idle).toHaveLength(0);

    cache.sheet.insert('.d{color:red}');
    cache.sheet.insert('.e{color:red}');
    await tick();
    expect(elements('commit')).toEqual([['.a', '.b'], ['.c'], ['.d', '.e']]);
    // More than two elements: one fold, however many runs come before the browser is idle.
    cache.sheet.insert('.f{color:red}');
    await tick();
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(elements('commit')).toEqual([['.a', '.b', '.c', '.d', '.e', '.f']]);
    // Written through the CSSOM: the CSP refuses an inline style element with text in it.
    expect(document.querySelector('style[data-emotion="commit"]')!.textContent).toBe('');

    // The next run starts a new element after the folded one; flush still empties the sheet.
    cache.sheet.insert('.g{color:red}');
    await tick();
    expect(elements('commit')).toEqual([['.a', '.b', '.c', '.d', '.e', '.f'], ['.g']]);
    cache.sheet.flush();
    expect(elements('commit')).toEqual([]);
  });

  it("leaves Emotion's development sheet (one element per rule) as it is", () => {
    const cache = createCache({ key: 'dev', speedy: false });
    const insert = cache.sheet.insert;
    insertPerCommit(cache.sheet, { maxElements: 1, idle: () => expect.unreachable('no fold') });
    expect(cache.sheet.insert).toBe(insert);
  });
});
