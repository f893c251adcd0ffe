/// <reference path="../pb_data/types.d.ts" />
// Who is printing a fiscal job (issue 22): the Cassa device that took it and when it last said so.
// A Cassa that goes quiet for longer than the lease (pb_hooks/fiscal-queue-lib.js) loses the job
// to the next Cassa, which first asks the printer whether it was printed.
migrate((app) => {
  const jobs = app.findCollectionByNameOrId('fiscal_jobs')
  jobs.fields.add(new TextField({ name: 'device', max: 64 }))
  jobs.fields.add(new DateField({ name: 'claimed_at' }))
  jobs.fields.add(new DateField({ name: 'printed_at' }))
  app.save(jobs)
}, (app) => {
  const jobs = app.findCollectionByNameOrId('fiscal_jobs')
  for (const name of ['device', 'claimed_at', 'printed_at']) jobs.fields.removeByName(name)
  app.save(jobs)
})
