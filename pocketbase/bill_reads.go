package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// The diners' three bill reads (SPEC §7), polled every 10 s by every diner with the bill open:
// a table's status, an order's payment status and an order's lines. Their views sum the whole
// ledger on every read; these answers change a few times an hour. So an anonymous read is
// answered by PocketBase once (its API rules deciding, as always) and then from memory until the
// ledger changes or a live claim in it lapses (docs/decisions/017).
var billReadPath = regexp.MustCompile(`^/api/collections/(table_status|order_payments_status)/records/([a-z0-9]{1,40})$|^/api/collections/order_items_status/records$`)

// Every record an anonymous bill read can show or whose rule it evaluates. A write to one
// forgets the answers of its order and table; a write to a restaurant or a menu item (shown
// through expand=item, rules on restaurant.active) forgets that restaurant's answers, never
// another company's (issue 34, break 5).
var (
	billOrderCollections = []string{"orders", "order_items", "transactions", "transaction_items", "tables"}
	billWideCollections  = []string{"restaurants", "items"}
)

// keptAnswerHeader marks an answer served from memory (tests/integration/bill-reads-kept.test.ts).
const keptAnswerHeader = "X-Conto-Bill-Read"

// billReadMaxAge caps how long an answer is kept without being asked again. It bounds the memory
// of tables nobody reads any more; exactness comes from forgetting on writes and claim expiry.
const billReadMaxAge = 5 * time.Minute

// skipSuccessLog is PocketBase's own request-event key for apis.SkipSuccessActivityLog(): a
// diner's 18 polls a minute would otherwise be a log row each. Failed reads are still logged.
const skipSuccessLog = "__skipSuccessActivityLogger"

func bindBillReads(app core.App) {
	cache := newBillCache()

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// after PocketBase's own middleware (rate limits, the request's auth token)
		se.Router.BindFunc(func(e *core.RequestEvent) error {
			if e.Request.Method != http.MethodGet || e.Auth != nil {
				return e.Next() // staff read the views themselves: few reads, their own rules
			}
			match := billReadPath.FindStringSubmatch(e.Request.URL.Path)
			if match == nil {
				return e.Next()
			}
			view, id := match[1], match[2]
			if view == "" {
				view = "order_items_status"
			}
			return cache.serve(e, view, id)
		})
		go cache.sweepEvery(time.Minute)
		return se.Next()
	})

	forgetOrderOf := func(e *core.RecordEvent) error {
		// no ledger row moves to another order or table (their update rules), so the saved
		// record names every answer it was part of
		cache.forget(billKeysOf(e.App, e.Record)...)
		return e.Next()
	}
	forgetRestaurant := func(e *core.RecordEvent) error {
		cache.forget(billKeysOf(e.App, e.Record)...)
		return e.Next()
	}
	// after commit: PocketBase runs these once a transaction has committed (never on a rollback)
	app.OnRecordAfterCreateSuccess(billOrderCollections...).BindFunc(forgetOrderOf)
	app.OnRecordAfterUpdateSuccess(billOrderCollections...).BindFunc(forgetOrderOf)
	app.OnRecordAfterDeleteSuccess(billOrderCollections...).BindFunc(forgetOrderOf)
	app.OnRecordAfterCreateSuccess(billWideCollections...).BindFunc(forgetRestaurant)
	app.OnRecordAfterUpdateSuccess(billWideCollections...).BindFunc(forgetRestaurant)
	app.OnRecordAfterDeleteSuccess(billWideCollections...).BindFunc(forgetRestaurant)
	// a migration may change a view or a rule
	app.OnCollectionAfterUpdateSuccess().BindFunc(func(e *core.CollectionEvent) error {
		cache.forgetAll()
		return e.Next()
	})
}

// billKeysOf names the order or table whose answers a ledger record is part of (a table's status
// is kept under its open order's key too, so a line or a payment needs only its order's).
func billKeysOf(app core.App, record *core.Record) []string {
	switch record.Collection().Name {
	case "restaurants":
		return []string{restaurantKey(record.Id)}
	case "items":
		return []string{restaurantKey(record.GetString("restaurant"))}
	case "orders":
		return []string{orderKey(record.Id), tableKey(record.GetString("table"))}
	case "tables":
		return []string{tableKey(record.Id)}
	case "order_items", "transactions":
		return []string{orderKey(record.GetString("order"))}
	case "transaction_items":
		// a payment's line names its payment, not the order: looked up. A row whose payment is
		// gone (a cascade) forgets every answer rather than guess; deletes are rare.
		var order string
		err := app.DB().NewQuery("SELECT `order` FROM transactions WHERE id = {:id}").Bind(dbx.Params{"id": record.GetString("transaction")}).Row(&order)
		if err != nil {
			return []string{allKey}
		}
		return []string{orderKey(order)}
	}
	return []string{allKey}
}

// serve answers one anonymous bill read from memory, or asks PocketBase and keeps a 200 answer.
// Each answer belongs to the table or order its request names, so a write forgets it by name.
func (c *billCache) serve(e *core.RequestEvent, view, id string) error {
	query := e.Request.URL.Query() // parsed once: every poll passes here
	var key string
	switch view {
	case "table_status":
		key = tableKey(id)
	case "order_payments_status":
		key = orderKey(id)
	default:
		// order_items_status lists only the lines of ?order= for a diner (its list rule);
		// without it a diner is shown nothing, and nothing is kept
		order := query.Get("order")
		if order == "" {
			return e.Next()
		}
		key = orderKey(order)
	}
	if !isAppRead(view, query) {
		return e.Next()
	}
	uri := e.Request.URL.RequestURI()
	if body, ok := c.get(uri, time.Now()); ok {
		return writeKept(e, body)
	}
	// the diners of one table ask at once (a restart, a new bill): one of them asks PocketBase
	flight, leader := c.join(uri)
	if !leader {
		select {
		case <-flight.done:
			if flight.body != nil && time.Now().Before(flight.until) {
				return writeKept(e, flight.body)
			}
			// not kept (a write came during it): this read asks PocketBase itself
		case <-e.Request.Context().Done():
			return e.Request.Context().Err()
		}
	}

	started := time.Now()
	read := c.begin(key)
	var kept []byte
	keys := []string{key}
	until := started.Add(billReadMaxAge)
	var landing *billFlight
	if leader {
		landing = flight
	}
	defer func() { c.put(read, keys, uri, kept, until, landing) }()

	recorder := &responseRecorder{ResponseWriter: e.Response}
	e.Response = recorder
	err := e.Next()
	e.Response = recorder.ResponseWriter
	if recorder.status != 0 {
		e.Response.WriteHeader(recorder.status)
	}
	if recorder.body.Len() > 0 {
		if _, writeErr := e.Response.Write(recorder.body.Bytes()); writeErr != nil && err == nil {
			err = writeErr
		}
	}
	if err != nil || recorder.status != http.StatusOK {
		return err
	}
	e.Set(skipSuccessLog, true)

	order := id
	if view == "table_status" {
		var status struct {
			OrderID string `json:"order_id"`
		}
		if json.Unmarshal(recorder.body.Bytes(), &status) != nil {
			return nil
		}
		order = status.OrderID
		if order != "" {
			keys = append(keys, orderKey(order))
		}
	} else if view == "order_items_status" {
		order = query.Get("order")
		if bytes.Contains(recorder.body.Bytes(), []byte(`"items":[]`)) {
			return nil // nothing to show (a new bill, or an order that is not one): not kept
		}
	}
	// kept under its restaurant too, which a write to the restaurant or its menu forgets
	restaurant, restaurantErr := restaurantOfRead(e.App, view, id, order)
	if restaurantErr != nil || restaurant == "" {
		return nil // not kept: the next read asks PocketBase again
	}
	keys = append(keys, restaurantKey(restaurant))
	if order != "" {
		lapse, lapseErr := nextClaimLapse(e.App, order, started)
		if lapseErr != nil {
			return nil // not kept: the next read asks PocketBase again
		}
		if !lapse.IsZero() && lapse.Before(until) {
			until = lapse
		}
	}
	kept = bytes.Clone(recorder.body.Bytes())
	return nil
}

// isAppRead tells whether a read asks what the diner app asks (src/features/bill/reads.ts): a
// record by id with nothing else, or one order's lines with the app's list parameters. Only those
// are kept: another filter, sort, expand or fields could depend on records or on time (@now)
// that the forgetting does not follow, and varying them would only fill memory.
func isAppRead(view string, query url.Values) bool {
	if view != "order_items_status" {
		return len(query) == 0
	}
	for name, values := range query {
		check, known := appListParameters[name]
		if !known || len(values) != 1 || !check(values[0], query) {
			return false
		}
	}
	return query.Get("filter") != ""
}

// appListParameters: each list parameter the app sends, and the one value it sends it with.
var appListParameters = map[string]func(value string, query url.Values) bool{
	"order": func(string, url.Values) bool { return true },
	"filter": func(value string, query url.Values) bool {
		return value == fmt.Sprintf("order = %q", query.Get("order"))
	},
	"expand":    func(value string, _ url.Values) bool { return value == "" || value == "item" },
	"sort":      func(value string, _ url.Values) bool { return value == "" || value == "created" },
	"page":      func(value string, _ url.Values) bool { return value == "1" },
	"perPage":   func(value string, _ url.Values) bool { return value == "100" },
	"skipTotal": func(value string, _ url.Values) bool { return value == "1" || value == "true" },
}

// writeKept answers a read with a kept answer, as PocketBase answered it.
func writeKept(e *core.RequestEvent, body []byte) error {
	e.Set(skipSuccessLog, true)
	e.Response.Header().Set("Content-Type", "application/json")
	// for operators and tests, as a CDN says X-Cache: this answer came from memory
	e.Response.Header().Set(keptAnswerHeader, "kept")
	e.Response.WriteHeader(http.StatusOK)
	_, err := e.Response.Write(body)
	return err
}

// restaurantOfRead is the restaurant a kept answer belongs to: its order's, else its table's.
func restaurantOfRead(app core.App, view, id, order string) (string, error) {
	var restaurant string
	if order != "" {
		err := app.DB().NewQuery("SELECT restaurant FROM orders WHERE id = {:id}").Bind(dbx.Params{"id": order}).Row(&restaurant)
		return restaurant, err
	}
	if view != "table_status" {
		return "", nil
	}
	err := app.DB().NewQuery("SELECT restaurant FROM tables WHERE id = {:id}").Bind(dbx.Params{"id": id}).Row(&restaurant)
	return restaurant, err
}

// nextClaimLapse is when the earliest claim live at `at` on the order lapses (zero: none), the
// moment its held amount leaves the views. Claims renewed by the heartbeat only move it later,
// so an answer kept until the earlier time is merely asked again.
func nextClaimLapse(app core.App, order string, at time.Time) (time.Time, error) {
	var lapse string
	err := app.DB().
		NewQuery("SELECT COALESCE(MIN(claim_expires_at), '') FROM transactions WHERE `order` = {:order} AND status = 'pending' AND claim_expires_at > {:at}").
		Bind(dbx.Params{"order": order, "at": at.UTC().Format(types.DefaultDateLayout)}).
		Row(&lapse)
	if err != nil || lapse == "" {
		return time.Time{}, err
	}
	parsed, err := types.ParseDateTime(lapse)
	return parsed.Time(), err
}

// responseRecorder holds PocketBase's answer so that it can be kept before it is sent.
type responseRecorder struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (r *responseRecorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *responseRecorder) Write(data []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	return r.body.Write(data)
}
