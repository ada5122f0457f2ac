import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isSidebarCollapsed } from './layout';

describe('layout', () => {
  it('collapses the sidebar at 768 px and narrower, never wider', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 4000 }), (w) => isSidebarCollapsed(w) === w <= 768));
  });
});
