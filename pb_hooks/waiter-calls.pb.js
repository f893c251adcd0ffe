/// <reference path="./pocketbase.d.ts" />
// A diner calls a waiter (superuser only; called by api-functions/push/call-waiter.ts). In one
// database transaction: the table must exist in an active restaurant, the table may call once per
// 30 s, and the call becomes a 'waiter_call' notification staff see live. Answers the push
// subscriptions of the restaurant's active staff so the function can send Web Push. Refusals are
// `{error: {code, message}}` with codes from src/domain/function-error-codes.ts.

routerAdd(
  'POST',
  '/api/conto/waiter-calls',
  (e) => {
    const bill = require(`${__hooks}/bill-state.js`)
    const tableId = e.requestInfo().body.tableId
    if (typeof tableId !== 'string' || !/^[a-z0-9]{15}$/.test(tableId)) {
      return e.json(400, require(`${__hooks}/http-lib.js`).invalid('tableId must be a record id.').body)
    }
    const intervalMs = 30 * 1000
    /** @type {any} set inside the transaction below */
    let answer = null
    e.app.runInTransaction((txApp) => {
      const table = bill.findOrNull(() => txApp.findRecordById('tables', tableId))
      const restaurant = table ? txApp.findRecordById('restaurants', table.getString('restaurant')) : null
      if (!table || !restaurant.getBool('active')) {
        answer = { status: 404, body: { error: { code: 'table_not_found', message: 'This table does not exist.' } } }
        return
      }
      const recent = txApp.findRecordsByFilter(
        'notifications',
        "table = {:table} && type = 'waiter_call' && created > {:since}",
        '-created',
        1,
        0,
        { table: table.id, since: bill.toDbDate(Date.now() - intervalMs) },
      )
      if (recent.length > 0) {
        answer = {
          status: 429,
          body: {
            error: {
              code: 'waiter_recently_called',
              message: 'A waiter has just been called for this table. Please wait a moment before calling again.',
            },
          },
        }
        return
      }
      const note = new Record(txApp.findCollectionByNameOrId('notifications'))
      note.set('restaurant', restaurant.id)
      note.set('type', 'waiter_call')
      note.set('table', table.id)
      note.set('message', `Table ${table.getString('name')} is calling a waiter.`)
      note.set('data', { tableName: table.getString('name') })
      note.set('read', false)
      txApp.save(note)

      const subscriptions = txApp.findRecordsByFilter(
        'push_subscriptions',
        "restaurant = {:restaurant} && user.status = 'active'",
        '',
        0,
        0,
        { restaurant: restaurant.id },
      )
      txApp.expandRecords(subscriptions, ['user'], null)
      answer = {
        status: 200,
        body: {
          notification: note.id,
          restaurant: { id: restaurant.id, name: restaurant.getString('name') },
          table: { id: table.id, name: table.getString('name') },
          subscriptions: subscriptions.map((s) => {
            const user = s.expandedOne('user')
            return {
              id: s.id,
              endpoint: s.getString('endpoint'),
              keys: { p256dh: s.getString('p256dh'), auth: s.getString('auth') },
              language: user ? user.getString('language') : '',
            }
          }),
        },
      }
    })
    return e.json(answer.status, answer.body)
  },
  $apis.requireSuperuserAuth(),
)
