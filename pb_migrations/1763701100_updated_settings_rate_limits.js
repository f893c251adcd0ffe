/// <reference path="../pb_data/types.d.ts" />
// PocketBase's own rate limiter, per client IP (docs/decisions/015-throttling-and-headers.md).
// Sign-in and the e-mail-sending routes are tight: the 11th password attempt within a minute is
// refused (429), right password included. The general /api/ rule only brakes a flood: a busy
// restaurant's Wi-Fi is ONE address, and 1,000 diners polling 3 reads every 10 s make 3,000
// requests per 10 s, so it allows five times that (everyone refetching at once after a Wi-Fi
// drop stays inside). Superusers (the functions) are never limited.
// The login and reset screens show these durations (src/features/auth/rate-limits.ts; the
// rate-limits integration test checks they match).
migrate((app) => {
  const settings = app.settings()
  settings.rateLimits.enabled = true
  settings.rateLimits.rules = [
    { label: '*:authWithPassword', audience: '', maxRequests: 10, duration: 60 },
    { label: '*:requestPasswordReset', audience: '', maxRequests: 5, duration: 300 },
    { label: '*:requestVerification', audience: '', maxRequests: 5, duration: 300 },
    { label: '/api/', audience: '', maxRequests: 15000, duration: 10 },
  ]
  app.save(settings)
}, (app) => {
  // PocketBase's defaults: limiter off, its example rules kept
  const settings = app.settings()
  settings.rateLimits.enabled = false
  settings.rateLimits.rules = [
    { label: '*:auth', audience: '', maxRequests: 2, duration: 3 },
    { label: '*:create', audience: '', maxRequests: 20, duration: 5 },
    { label: '/api/batch', audience: '', maxRequests: 3, duration: 1 },
    { label: '/api/', audience: '', maxRequests: 300, duration: 10 },
  ]
  app.save(settings)
})
