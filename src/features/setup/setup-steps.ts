// The dashboard's setup guide (docs/decisions/022): six steps from an empty restaurant to its first
// paid bill, each decided from a few cheap reads. Pure, so every rule is a row of a unit test.

export const SETUP_STEPS = ['details', 'tables', 'menu', 'stripe', 'qr', 'testPayment'] as const
export type SetupStepId = (typeof SETUP_STEPS)[number]

/** What the guide reads about one restaurant (and its company). */
export interface SetupFacts {
  address: string
  description: string
  /** File name of the logo; empty without one. */
  logo: string
  phoneNumbers: readonly string[]
  /** In-service tables (at most 1 is read: only "any?" matters). */
  activeTables: number
  menuItems: number
  /** The company's Stripe account can take card payments. */
  chargesEnabled: boolean
  /** When the whole QR sheet was last printed; empty if never. */
  qrPrintedAt: string
  /** Payments that went through (completed, even if refunded later). */
  completedPayments: number
}

export interface SetupStep {
  id: SetupStepId
  done: boolean
}

export interface SetupProgress {
  steps: SetupStep[]
  doneCount: number
  total: number
  /** The first step still to do; null when everything is done. */
  next: SetupStepId | null
  complete: boolean
}

/**
 * The restaurant's page is ready for diners once it says where it is (an address) and one more
 * thing about itself: a description, a logo or a phone number.
 */
export function hasRestaurantDetails(facts: Pick<SetupFacts, 'address' | 'description' | 'logo' | 'phoneNumbers'>): boolean {
  if (!facts.address.trim()) return false
  return Boolean(facts.description.trim()) || Boolean(facts.logo) || facts.phoneNumbers.some((phone) => phone.trim() !== '')
}

const isDone: Record<SetupStepId, (facts: SetupFacts) => boolean> = {
  details: hasRestaurantDetails,
  tables: (facts) => facts.activeTables > 0,
  menu: (facts) => facts.menuItems > 0,
  stripe: (facts) => facts.chargesEnabled,
  qr: (facts) => facts.qrPrintedAt.trim() !== '',
  testPayment: (facts) => facts.completedPayments > 0,
}

/**
 * Each step, in order, done or to do, and the one to do next: the first the viewer can do
 * themselves (`outOfReach`: a manager cannot connect Stripe), else the first left at all.
 */
export function getSetupProgress(facts: SetupFacts, outOfReach: readonly SetupStepId[] = []): SetupProgress {
  const steps = SETUP_STEPS.map((id) => ({ id, done: isDone[id](facts) }))
  const doneCount = steps.filter((step) => step.done).length
  const todo = steps.filter((step) => !step.done)
  const next = (todo.find((step) => !outOfReach.includes(step.id)) ?? todo[0])?.id ?? null
  return { steps, doneCount, total: steps.length, next, complete: todo.length === 0 }
}
