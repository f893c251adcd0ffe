/// <reference path="../pb_data/types.d.ts" />
/* global JSONField */
// Exactly once on a real RT (issue 35, decision 031): a job carries where the printer's counter
// stood right before it was sent (`baseline`, from directIO 1387), so a lost answer is settled by
// the printer's own counter; a job nobody can settle is `unclear` and holds the queue until a
// manager says whether it printed (`unclear` keeps what the till saw).
migrate((app) => {
  const jobs = app.findCollectionByNameOrId('fiscal_jobs')
  jobs.fields.getByName('status').values = ['pending', 'printing', 'printed', 'failed', 'unclear']
  jobs.fields.add(new JSONField({ name: 'baseline', maxSize: 2000 }))
  jobs.fields.add(new JSONField({ name: 'unclear', maxSize: 4000 }))
  app.save(jobs)
}, (app) => {
  const jobs = app.findCollectionByNameOrId('fiscal_jobs')
  for (const name of ['baseline', 'unclear']) jobs.fields.removeByName(name)
  jobs.fields.getByName('status').values = ['pending', 'printing', 'printed', 'failed']
  app.save(jobs)
})
