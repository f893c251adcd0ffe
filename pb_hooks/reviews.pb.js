/// <reference path="./pocketbase.d.ts" />

// A diner's review names only its Stripe session; link it to that session's transaction so
// staff can see it by restaurant, order and payment. The createRule already requires the
// session to belong to a completed transaction.
onRecordCreate((e) => {
  const sessionId = e.record.getString('stripe_session_id')
  const transaction = e.app.findFirstRecordByData('transactions', 'stripe_session_id', sessionId)
  e.record.set('transaction', transaction.id)
  e.next()
}, 'reviews')
