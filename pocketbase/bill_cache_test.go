package main

import (
	"fmt"
	"net/url"
	"testing"
	"time"
)

// The cache's own promises, without PocketBase: what tests/integration/bill-reads-exact.test.ts
// cannot time precisely (a write landing in the middle of one read).

func keep(t *testing.T, c *billCache, keys []string, uri, body string) {
	t.Helper()
	read := c.begin(keys[0])
	c.put(read, keys, uri, []byte(body), time.Now().Add(time.Minute), nil)
	if kept(c, uri) != body {
		t.Fatalf("%s was not kept", uri)
	}
}

func kept(c *billCache, uri string) string {
	body, ok := c.get(uri, time.Now())
	if !ok {
		return ""
	}
	return string(body)
}

func TestAnswerIsForgottenByEachOfItsKeys(t *testing.T) {
	c := newBillCache()
	keep(t, c, []string{tableKey("t1"), orderKey("o1")}, "/table/t1", "table")
	keep(t, c, []string{orderKey("o1")}, "/payments/o1", "payments")
	keep(t, c, []string{orderKey("o2")}, "/payments/o2", "other order")

	c.forget(orderKey("o1"))
	if kept(c, "/table/t1") != "" || kept(c, "/payments/o1") != "" {
		t.Fatal("a payment on o1 left its table's or its order's answer kept")
	}
	if kept(c, "/payments/o2") != "other order" {
		t.Fatal("a payment on o1 forgot another order's answer")
	}
	if want := answerSize("/payments/o2", []byte("other order")); c.bytes != want {
		t.Fatalf("bytes counted %d after forgetting, want %d", c.bytes, want)
	}
}

func TestReadUnderWayAcrossAWriteIsNotKept(t *testing.T) {
	c := newBillCache()
	read := c.begin(orderKey("o1"))
	c.forget(orderKey("o1")) // the write commits while the read is under way
	c.put(read, []string{orderKey("o1")}, "/payments/o1", []byte("before the write"), time.Now().Add(time.Minute), nil)
	if kept(c, "/payments/o1") != "" {
		t.Fatal("an answer read across a write was kept")
	}
	// a read that starts after the write is kept
	keep(t, c, []string{orderKey("o1")}, "/payments/o1", "after the write")
	if kept(c, "/payments/o1") != "after the write" {
		t.Fatal("the read after the write was not kept")
	}
}

func TestTableReadUnderWayIsNotKeptWhenAnyOrderIsForgotten(t *testing.T) {
	c := newBillCache()
	read := c.begin(tableKey("t1")) // which order it shows is known only when it ends
	c.forget(orderKey("o9"))
	c.put(read, []string{tableKey("t1"), orderKey("o1")}, "/table/t1", []byte("table"), time.Now().Add(time.Minute), nil)
	if kept(c, "/table/t1") != "" {
		t.Fatal("a table read under way across an order's write was kept")
	}
	other := c.begin(orderKey("o2"))
	c.forget(tableKey("t5"))
	c.put(other, []string{orderKey("o2")}, "/payments/o2", []byte("payments"), time.Now().Add(time.Minute), nil)
	if kept(c, "/payments/o2") != "payments" {
		t.Fatal("a table's write forgot an order read under way")
	}
}

func TestAnswerLapsesAtItsTime(t *testing.T) {
	c := newBillCache()
	until := time.Now().Add(50 * time.Millisecond)
	read := c.begin(orderKey("o1"))
	c.put(read, []string{orderKey("o1")}, "/payments/o1", []byte("claim live"), until, nil)
	if _, ok := c.get("/payments/o1", until.Add(-time.Millisecond)); !ok {
		t.Fatal("answer gone before its time")
	}
	if _, ok := c.get("/payments/o1", until); ok {
		t.Fatal("answer served at the moment its claim lapsed")
	}
}

func TestSameReadAtOnceWaitsForOneAnswer(t *testing.T) {
	c := newBillCache()
	leaderFlight, leader := c.join("/table/t1")
	waiterFlight, waiterLeads := c.join("/table/t1")
	if !leader || waiterLeads || waiterFlight != leaderFlight {
		t.Fatal("the second read of the same address did not wait for the first")
	}
	read := c.begin(tableKey("t1"))
	c.put(read, []string{tableKey("t1")}, "/table/t1", []byte("table"), time.Now().Add(time.Minute), leaderFlight)
	select {
	case <-waiterFlight.done:
	default:
		t.Fatal("the waiting read was not woken")
	}
	if string(waiterFlight.body) != "table" {
		t.Fatal("the waiting read did not get the answer")
	}
	if _, leadsAgain := c.join("/table/t1"); !leadsAgain {
		t.Fatal("a read after the landing waited for a flight that had ended")
	}
}

func TestFlightOfAForgottenReadGivesNothing(t *testing.T) {
	c := newBillCache()
	flight, _ := c.join("/payments/o1")
	read := c.begin(orderKey("o1"))
	c.forget(orderKey("o1"))
	c.put(read, []string{orderKey("o1")}, "/payments/o1", []byte("before the write"), time.Now().Add(time.Minute), flight)
	<-flight.done
	if flight.body != nil {
		t.Fatal("a read waiting on a flight a write overtook was given its answer")
	}
}

func TestMemoryBoundDropsAnswers(t *testing.T) {
	c := newBillCache()
	body := make([]byte, 1<<20)
	for i := 0; i < (billCacheMaxBytes>>20)+10; i++ {
		key := orderKey(fmt.Sprint(i))
		read := c.begin(key)
		c.put(read, []string{key}, fmt.Sprintf("/payments/%d", i), body, time.Now().Add(time.Minute), nil)
	}
	if c.bytes > billCacheMaxBytes || len(c.answers) > billCacheMaxBytes>>20 {
		t.Fatalf("kept %d bytes in %d answers, more than the bound %d", c.bytes, len(c.answers), billCacheMaxBytes)
	}
	if c.bytes < billCacheMaxBytes/4 {
		t.Fatalf("kept only %d bytes: the bound dropped more than half", c.bytes)
	}
}

func TestQueryStringsOfOneKeyAreCapped(t *testing.T) {
	c := newBillCache()
	keep(t, c, []string{tableKey("t1"), orderKey("o1")}, "/table/t1", "table")
	for i := 0; i < 100; i++ {
		keep(t, c, []string{orderKey("o1")}, fmt.Sprintf("/payments/o1?junk=%d", i), "junk")
	}
	if n := len(c.byKey[orderKey("o1")]); n > billAnswersPerKey {
		t.Fatalf("kept %d answers for one order, cap %d", n, billAnswersPerKey)
	}
	if len(c.answers) > billAnswersPerKey+1 {
		t.Fatalf("kept %d answers in all", len(c.answers))
	}
}

func TestAppReadsOnlyAreKept(t *testing.T) {
	order := "o1"
	lines := url.Values{"page": {"1"}, "perPage": {"100"}, "filter": {`order = "o1"`}, "expand": {"item"}, "sort": {"created"}, "order": {order}}
	if !isAppRead("order_items_status", lines) || !isAppRead("table_status", url.Values{}) {
		t.Fatal("the app's own reads are not kept")
	}
	for name, query := range map[string]url.Values{
		"another filter":  {"filter": {`order = "o1" && created < @now`}, "order": {order}},
		"another order":   {"filter": {`order = "o2"`}, "order": {order}},
		"fields":          {"filter": {`order = "o1"`}, "order": {order}, "fields": {"id"}},
		"deeper expand":   {"filter": {`order = "o1"`}, "order": {order}, "expand": {"item.restaurant"}},
		"twice the order": {"filter": {`order = "o1"`}, "order": {order, order}},
	} {
		if isAppRead("order_items_status", query) {
			t.Fatalf("%s: kept", name)
		}
	}
	if isAppRead("table_status", url.Values{"fields": {"id,held_amount"}}) {
		t.Fatal("a table read with fields is kept (its order is not in it)")
	}
}

// Issue 34, break 5: a manager editing a dish five times a second emptied every company's memory.
func TestAWriteToOneRestaurantForgetsOnlyItsAnswers(t *testing.T) {
	c := newBillCache()
	keep(t, c, []string{tableKey("t1"), orderKey("o1"), restaurantKey("rA")}, "/table/t1", "A's table")
	keep(t, c, []string{orderKey("o2"), restaurantKey("rB")}, "/payments/o2", "B's bill")

	c.forget(restaurantKey("rA"))
	if kept(c, "/table/t1") != "" {
		t.Fatal("a write to restaurant A left its answer kept")
	}
	if kept(c, "/payments/o2") != "B's bill" {
		t.Fatal("a write to restaurant A forgot restaurant B's answer")
	}
	// a read of B under way when A's write lands is not kept (its restaurant is known only at its
	// end); the next one is
	read := c.begin(orderKey("o2"))
	c.forget(restaurantKey("rA"))
	c.put(read, []string{orderKey("o2"), restaurantKey("rB")}, "/items/o2", []byte("read across"), time.Now().Add(time.Minute), nil)
	if kept(c, "/items/o2") != "" {
		t.Fatal("a read under way across a restaurant write was kept")
	}
}
