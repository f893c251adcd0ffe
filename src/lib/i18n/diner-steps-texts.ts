// The diner namespace comes in two files: locales/*/diner.json, what the home and the bill show
// (bundled with the first page), and diner-steps.json, the later steps' texts (split, tips,
// payment, result), added to the same namespace when a step loads (i18n.ts). Both hold a
// `payment` branch: the errors, which any page may show, stay with the first page.

/** The whole diner namespace, as i18next holds it once the steps' texts are in. */
export function withDinerSteps<Core extends { payment: object }, Steps extends { payment: object }>(core: Core, steps: Steps): Core & Steps {
  return { ...core, ...steps, payment: { ...steps.payment, ...core.payment } }
}
