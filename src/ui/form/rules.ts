// A field's rule for @mantine/form's `validate`, taken from the catalogue's own schema (the rule
// the server applies), with the message written for the person filling the form.
import { z } from '../../api/define';

/** `message` when the trimmed text is empty or the schema refuses it, else null. */
export const schemaRule =
  (schema: z.ZodMiniType, message: string) =>
  (value: string): string | null =>
    value.trim() && z.safeParse(schema, value.trim()).success ? null : message;
