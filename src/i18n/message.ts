/**
 * One entry of a catalogue: a text with named placeholders (`{server}`), or its plural forms chosen
 * by `Intl.PluralRules` for the number in `{count}` (every category the language has, `other` always).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | PluralForms;
