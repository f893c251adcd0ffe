/// <reference path="../pb_data/types.d.ts" />
// The company's details (name, payout settings, phone numbers) are set up by a verified
// administrator only, like its restaurants and staff (1763701500, decision 021): until the address
// is confirmed, a sign-up cannot change anything another person will read.
const VERIFIED = ' && @request.auth.verified = true'

migrate((app) => {
  const companies = app.findCollectionByNameOrId('companies')
  companies.updateRule = companies.updateRule + VERIFIED
  app.save(companies)
}, (app) => {
  const companies = app.findCollectionByNameOrId('companies')
  companies.updateRule = companies.updateRule.replace(VERIFIED, '')
  app.save(companies)
})
