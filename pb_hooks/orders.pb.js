/// <reference path="../pb_data/types.d.ts" />
// Order numbers are given by the server (issue 23): one past the restaurant's highest, read and
// written in one database transaction, so two tablets seating guests at the same moment never
// pick the same number (before, the browser picked "highest + 1" and retried on a clash).

// staff's number is never theirs to choose; the superuser (seed, imports, repairs) may keep one
onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) e.record.set('number', 0)
  e.next()
}, 'orders')

onRecordCreate((e) => {
  if (e.record.getInt('number') > 0) {
    e.next()
    return
  }
  const original = e.app
  e.app.runInTransaction((txApp) => {
    e.app = txApp
    try {
      const row = new DynamicModel({ next: 0 })
      txApp
        .db()
        .newQuery('SELECT COALESCE(MAX(number), 0) + 1 AS next FROM orders WHERE restaurant = {:restaurant}')
        .bind({ restaurant: e.record.getString('restaurant') })
        .one(row)
      e.record.set('number', row.next)
      e.next()
    } finally {
      e.app = original
    }
  })
}, 'orders')
