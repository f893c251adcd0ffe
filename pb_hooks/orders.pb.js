/// <reference path="./pocketbase.d.ts" />
// Order numbers are given by the server (issue 23): a staff member's new order is numbered one
// past the restaurant's highest, read and written in one database transaction, so two tablets
// seating guests at the same moment never pick the same number (before, the browser picked
// "highest + 1" and retried on a clash). The number a request names is ignored. The superuser
// (seed, imports, repairs) keeps the number it gives; 0 means none.
onRecordCreateRequest((e) => {
  if (e.hasSuperuserAuth()) {
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
