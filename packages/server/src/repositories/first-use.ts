/**
 * Members made on first use: each maker becomes a getter on `prototype` that makes the
 * member from the instance's state the first time it is read and keeps it as an own property, which
 * then hides the getter for the rest of the instance's life.
 *
 * @example
 * class RequestLoaders {}
 * madeOnFirstUse(RequestLoaders.prototype, { user: (s: State) => new DataLoader(...) }, (self) => states.get(self)!);
 */
export function madeOnFirstUse<Self extends object, State>(prototype: Self, makers: Record<string, (state: State) => unknown>, stateOf: (self: Self) => State): void {
  for (const [name, make] of Object.entries(makers)) {
    Object.defineProperty(prototype, name, {
      get(this: Self) {
        const member = make(stateOf(this));
        Object.defineProperty(this, name, { value: member, enumerable: true });
        return member;
      },
    });
  }
}
