import type { Agent } from 'node:https'
import type Stripe from 'stripe'
import { loadFunctionsConfig, type FunctionsConfig } from './env.ts'
import { createPocketBaseAdmin, type PocketBaseAdmin } from './pocketbase-admin.ts'
import { createStripe } from './stripe.ts'

/** Everything a function needs besides the request: configuration and the configured clients. */
export interface Context {
  config: FunctionsConfig
  stripe: Stripe
  pocketbase: PocketBaseAdmin
  /** HTTPS agent for Web Push requests (tests trust their local push service with it). */
  pushAgent?: Agent
}

/** A context from an environment (process.env by default); throws ConfigError when incomplete. */
export function createContext(env?: Record<string, string | undefined>, extra: Pick<Context, 'pushAgent'> = {}): Context {
  const config = loadFunctionsConfig(env)
  return { config, stripe: createStripe(config), pocketbase: createPocketBaseAdmin(config), ...extra }
}

/**
 * A value kept per context for the life of this process (in-memory limits and caches): one for
 * the running server, a fresh one for each test's context.
 */
export function perContext<T>(make: (ctx: Context) => T): (ctx: Context) => T {
  const values = new WeakMap<Context, T>()
  return (ctx) => {
    let value = values.get(ctx)
    if (value === undefined) {
      value = make(ctx)
      values.set(ctx, value)
    }
    return value
  }
}

let shared: Context | undefined

/** The context of this process, made on first use from process.env. */
export function getDefaultContext(): Context {
  shared ??= createContext()
  return shared
}
