import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Locator, Page } from '@playwright/test'

interface Step {
  name: string
  seconds: number
  clicks: number
  fields: number
}

/**
 * Counts what a person does on the way from sign-up to a diner-visible bill: every click or tap
 * (opening a link in an e-mail and choosing a file count as one) and every field typed in, and
 * times each step. The totals are the issue-12 report.
 */
export class Journey {
  readonly steps: Step[] = []
  private clicks = 0
  private fields = 0
  private readonly started = Date.now()
  private stepStarted = Date.now()
  private stepClicks = 0
  private stepFields = 0

  async click(target: Locator): Promise<void> {
    await target.click()
    this.clicks += 1
    this.stepClicks += 1
  }

  async fill(target: Locator, value: string): Promise<void> {
    await target.fill(value)
    this.fields += 1
    this.stepFields += 1
  }

  /** Something that is one action for a person but not a click in our page (a link in a mail). */
  async act(action: () => Promise<unknown>): Promise<void> {
    await action()
    this.clicks += 1
    this.stepClicks += 1
  }

  /** Ends the step that has been running since the previous one. */
  step(name: string): void {
    const now = Date.now()
    this.steps.push({ name, seconds: (now - this.stepStarted) / 1000, clicks: this.stepClicks, fields: this.stepFields })
    this.stepStarted = now
    this.stepClicks = 0
    this.stepFields = 0
  }

  /** Prints the report and writes it as JSON beside the test results. */
  report(file: string, title: string): { seconds: number; clicks: number; fields: number } {
    const totals = { seconds: (Date.now() - this.started) / 1000, clicks: this.clicks, fields: this.fields }
    const lines = [
      `${title}: ${totals.seconds.toFixed(1)} s, ${totals.clicks} clicks, ${totals.fields} fields typed`,
      ...this.steps.map((step) => `  ${step.name.padEnd(48)} ${step.seconds.toFixed(1).padStart(5)} s ${String(step.clicks).padStart(3)} clicks ${String(step.fields).padStart(3)} fields`),
    ]
    console.log(lines.join('\n'))
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify({ title, ...totals, steps: this.steps }, null, 2))
    return totals
  }
}

/** Opens the navigation drawer on phones (the sidebar is always open on wide screens). */
export async function openNav(page: Page, journey: Journey): Promise<void> {
  if ((page.viewportSize()?.width ?? 0) < 960) await journey.click(page.getByRole('button', { name: /^(Apri il menu|Open menu)$/ }))
}
