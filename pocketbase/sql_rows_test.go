package main

import (
	"reflect"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func TestRewriteSQLNamesEachPlaceholderInOrderAndKeepsTheText(t *testing.T) {
	text := "SELECT * FROM t WHERE a = {:a} AND b = {:b} OR a = {:a}"
	rewritten, err := rewriteSQL(text)
	if err != nil {
		t.Fatal(err)
	}
	if rewritten.text != "SELECT * FROM t WHERE a = ? AND b = ? OR a = ?" {
		t.Fatalf("rewritten to %q", rewritten.text)
	}
	if !reflect.DeepEqual(rewritten.names, []string{"a", "b", "a"}) {
		t.Fatalf("names %v", rewritten.names)
	}
	if _, kept := keptTexts.byText[text]; !kept {
		t.Fatal("the rewritten text was not kept")
	}
}

func TestRewriteSQLRefusesDbxQuotes(t *testing.T) {
	for _, text := range []string{"SELECT [[name]] FROM t", "SELECT * FROM {{t}}"} {
		if _, err := rewriteSQL(text); err == nil {
			t.Fatalf("%q was rewritten", text)
		}
	}
}

func TestConvertToGivesTheShapesType(t *testing.T) {
	cases := []struct {
		sample, value, want any
	}{
		{false, int64(1), true},
		{false, int64(0), false},
		{false, "true", true},
		{"", []byte("text"), "text"},
		{"", int64(7), "7"},
		{int64(0), int64(42), int64(42)},
		{int64(0), float64(12), int64(12)},
		{int64(0), "12", int64(12)},
		{0.5, int64(2), float64(2)},
		{0.5, 2.5, 2.5},
	}
	for _, c := range cases {
		got, err := convertTo(c.sample, c.value)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("convertTo(%#v, %#v) = %#v, %v; want %#v", c.sample, c.value, got, err, c.want)
		}
	}
}

func TestConvertToRefusesWhatWouldNotScan(t *testing.T) {
	cases := []struct{ sample, value any }{
		{"", nil},           // NULL
		{int64(0), nil},     // NULL
		{int64(0), 2.5},     // a fraction of a minor unit
		{false, "maybe"},    // not a boolean
		{int64(0), "12abc"}, // not a number
		{[]any{}, "[]"},     // a shape this does not read
	}
	for _, c := range cases {
		if got, err := convertTo(c.sample, c.value); err == nil {
			t.Errorf("convertTo(%#v, %#v) = %#v, want an error", c.sample, c.value, got)
		}
	}
}

func testApp(t *testing.T) core.App {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir(), DBConnect: connectWithKeptStatements})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	return app
}

func TestQueryRowsReadsAndWritesInAndOutOfATransaction(t *testing.T) {
	app := testApp(t)
	if _, err := queryRows(app, "CREATE TABLE dishes (name TEXT, price INTEGER, sold_out INTEGER)", nil, nil); err != nil {
		t.Fatal(err)
	}
	insert := "INSERT INTO dishes (name, price, sold_out) VALUES ({:name}, {:price}, {:soldOut}) RETURNING name"
	shape := map[string]any{"name": "", "price": int64(0), "sold_out": false}
	inserted, err := queryRows(app, insert, map[string]any{"name": "Carbonara", "price": 1200, "soldOut": 0}, shape)
	if err != nil || len(inserted) != 1 || inserted[0]["name"] != "Carbonara" {
		t.Fatalf("insert answered %v, %v", inserted, err)
	}
	// inside a transaction the query sees the transaction's own uncommitted write
	err = app.RunInTransaction(func(txApp core.App) error {
		if _, err := queryRows(txApp, insert, map[string]any{"name": "Tiramisù", "price": 650, "soldOut": 1}, shape); err != nil {
			return err
		}
		rows, err := queryRows(txApp, "SELECT name, price, sold_out FROM dishes WHERE price < {:below}", map[string]any{"below": 1000}, shape)
		if err != nil {
			return err
		}
		want := []map[string]any{{"name": "Tiramisù", "price": int64(650), "sold_out": true}}
		if !reflect.DeepEqual(rows, want) {
			t.Errorf("inside the transaction: %v, want %v", rows, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := queryRows(app, "SELECT name, price FROM dishes ORDER BY price", nil, map[string]any{"price": int64(0)})
	if err != nil {
		t.Fatal(err)
	}
	// columns the shape does not name are left out
	if want := []map[string]any{{"price": int64(650)}, {"price": int64(1200)}}; !reflect.DeepEqual(rows, want) {
		t.Fatalf("after the transaction: %v, want %v", rows, want)
	}
	if _, err := queryRows(app, "SELECT {:missing}", map[string]any{}, nil); err == nil {
		t.Fatal("a placeholder without a value was run")
	}
	if _, err := queryRows(app, "SELECT NULL AS price", nil, map[string]any{"price": int64(0)}); err == nil {
		t.Fatal("a NULL was read as a number")
	}
}
