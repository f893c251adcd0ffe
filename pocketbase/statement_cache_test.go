package main

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
)

func openKept(t *testing.T) *sql.DB {
	t.Helper()
	db, err := sql.Open(cachingDriverName, filepath.Join(t.TempDir(), "kept.db"))
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1) // one connection: every query below meets the statements kept before
	t.Cleanup(func() { _ = db.Close() })
	for _, statement := range []string{
		"CREATE TABLE lines (id INTEGER PRIMARY KEY, price INTEGER)",
		"INSERT INTO lines (price) VALUES (100), (250), (999)",
	} {
		if _, err := db.Exec(statement); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

func sumAbove(t *testing.T, db interface {
	QueryRow(string, ...any) *sql.Row
}, floor int) int {
	t.Helper()
	var total int
	if err := db.QueryRow("SELECT COALESCE(SUM(price), 0) FROM lines WHERE price > ?", floor).Scan(&total); err != nil {
		t.Fatal(err)
	}
	return total
}

func TestKeptStatementAnswersWithEachCallsArguments(t *testing.T) {
	db := openKept(t)
	for floor, want := range map[int]int{0: 1349, 200: 1249, 500: 999, 1000: 0} {
		if got := sumAbove(t, db, floor); got != want {
			t.Fatalf("prices above %d sum to %d, want %d", floor, got, want)
		}
	}
}

func TestSameStatementWhileItsRowsAreOpen(t *testing.T) {
	db := openKept(t)
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback() }()
	const query = "SELECT price FROM lines WHERE price > ? ORDER BY price"
	outer, err := tx.Query(query, 0)
	if err != nil {
		t.Fatal(err)
	}
	var seen []int
	for outer.Next() {
		var price int
		if err := outer.Scan(&price); err != nil {
			t.Fatal(err)
		}
		// the same text again while the first is being read: it must get a statement of its own
		inner, err := tx.Query(query, price)
		if err != nil {
			t.Fatal(err)
		}
		count := 0
		for inner.Next() {
			count++
		}
		if err := inner.Close(); err != nil {
			t.Fatal(err)
		}
		seen = append(seen, price*10+count)
	}
	if err := outer.Close(); err != nil {
		t.Fatal(err)
	}
	if want := []int{1002, 2501, 9990}; len(seen) != 3 || seen[0] != want[0] || seen[1] != want[1] || seen[2] != want[2] {
		t.Fatalf("read %v, want %v (price*10 + how many are dearer)", seen, want)
	}
}

func TestKeptStatementSeesWritesAndSchemaChanges(t *testing.T) {
	db := openKept(t)
	if got := sumAbove(t, db, 0); got != 1349 {
		t.Fatalf("sum %d before the write", got)
	}
	if _, err := db.Exec("INSERT INTO lines (price) VALUES (1)"); err != nil {
		t.Fatal(err)
	}
	if got := sumAbove(t, db, 0); got != 1350 {
		t.Fatalf("sum %d after a write, want 1350", got)
	}
	if _, err := db.Exec("ALTER TABLE lines ADD COLUMN vat TEXT DEFAULT '10'"); err != nil {
		t.Fatal(err)
	}
	if got := sumAbove(t, db, 0); got != 1350 {
		t.Fatalf("sum %d after the schema changed, want 1350", got)
	}
}

func TestConnectionKeepsAtMostItsBound(t *testing.T) {
	db := openKept(t)
	for i := 0; i < statementsPerConnection+50; i++ {
		// a different text each time
		query := fmt.Sprintf("SELECT COUNT(*) FROM lines WHERE price > ? AND %d = %d", i, i)
		var count int
		if err := db.QueryRow(query, 0).Scan(&count); err != nil || count != 3 {
			t.Fatalf("query %d: count %d, %v", i, count, err)
		}
	}
	conn, err := db.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = conn.Close() }()
	err = conn.Raw(func(driverConn any) error {
		kept := driverConn.(*cachingConn)
		if kept.order.Len() > statementsPerConnection || len(kept.byText) != kept.order.Len() {
			t.Fatalf("keeps %d statements (%d by text), bound %d", kept.order.Len(), len(kept.byText), statementsPerConnection)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
