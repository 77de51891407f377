/**
 * A REST route's one mapping from a service's read model (camelCase, Date, integer haléře) to its wire
 * shape (the route's response schema). The wire object is made once per read-model object: cached read
 * models (a member's bonus list, the catalogue) are shared between requests and never mutated, so their
 * wire objects, and the bytes the serializer keeps for each answer object, are reused instead of rebuilt.
 */
export function wireMapper<Model extends object, Wire>(toWire: (model: Model) => Wire): (model: Model) => Wire {
  const made = new WeakMap<Model, Wire>();
  return (model) => {
    let wire = made.get(model);
    if (wire === undefined) {
      wire = toWire(model);
      made.set(model, wire);
    }
    return wire;
  };
}
