// A field's rule for @mantine/form's `validate`, taken from the catalogue's own schema (the rule
// the server applies), with the message written for the person filling the form.
import { z } from '../../api/define';

/** `message` when the trimmed text is empty or the schema refuses it, else null. */
export const schemaRule =
  (schema: z.ZodMiniType, message: string) =>
  (value: string): string | null =>
    value.trim() && z.safeParse(schema, value.trim()).success ? null : message;

/**
 * Whether the catalogue's schema requires the field `key` (it refuses the field absent): the
 * required mark comes from the schema, not from the view — `required={needs('headcount')}`.
 */
export const requiredBy = (schema: z.ZodMiniType) => {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodMiniType> }).shape ?? {};
  return (key: string): boolean => !!shape[key] && !z.safeParse(shape[key], undefined).success;
};
