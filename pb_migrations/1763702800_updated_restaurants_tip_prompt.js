/// <reference path="../pb_data/types.d.ts" />
// How the payment asks for a tip (issue 37; src/domain/tip-prompt.ts): 'popular' — the presets
// with 5 % chosen (SPEC.md's default, also when empty); 'none' — the presets with nothing chosen;
// 'off' — no tip step at all. In the EU an extra payment through a default option the consumer
// must reject may be reclaimed (Directive 2011/83/EU art. 22, Codice del consumo art. 65), so the
// restaurant decides. Managers edit it with the other settings (the restaurants update rule).
migrate((app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.add(new SelectField({ name: 'tip_prompt', maxSelect: 1, values: ['popular', 'none', 'off'] }))
  app.save(restaurants)
}, (app) => {
  const restaurants = app.findCollectionByNameOrId('restaurants')
  restaurants.fields.removeByName('tip_prompt')
  app.save(restaurants)
})
