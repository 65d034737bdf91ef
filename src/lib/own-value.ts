/**
 * Reading a JSON object under a key a client chose: a custom-field key may be `constructor` or
 * `toString`, which every object inherits from Object.prototype. Only the object's own
 * properties count, so a field without a value reads as absent, never as a built-in function.
 */
export const ownValue = (bag: Readonly<Record<string, unknown>>, key: string): unknown =>
  (Object.hasOwn(bag, key) ? bag[key] : undefined);
