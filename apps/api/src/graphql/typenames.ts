import { Kind, visit, type DocumentNode, type FieldNode, type SelectionSetNode } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * The document with `__typename` added where Apollo Client's cache adds it before sending (its
 * `addTypenameToDocument`): at the end of every selection set but the operation's own, unless the set
 * already asks for it (or for introspection) or its field is `@export`ed. The apps send the hash of the
 * generated text, so the api must run what their cache made of it, or the cache could not identify the
 * objects it gets back.
 */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      enter(node: SelectionSetNode, _key, parent) {
        if (parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'))) return undefined;
        const field = parent as FieldNode | undefined;
        if (field?.kind === Kind.FIELD && field.directives?.some((directive) => directive.name.value === 'export')) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}
