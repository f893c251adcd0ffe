/// <reference path="./pocketbase.d.ts" />
// Shared records a form edits refuse a save from an older copy (base-copies-lib.js). Restaurants
// check it in restaurants.pb.js, before their own rule, so the refusal says what happened.
onRecordUpdateRequest((e) => {
  require(`${__hooks}/base-copies-lib.js`).refuseStaleCopy(e)
  e.next()
}, 'companies', 'tables', 'items', 'users')
