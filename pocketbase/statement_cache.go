package main

import (
	"container/list"
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	_ "modernc.org/sqlite" // registers "sqlite"
)

// SQLite compiles every statement before it runs it, and PocketBase asks database/sql for each
// query afresh, so the same few hundred statements were compiled again on every request: a fifth
// of PocketBase's CPU in a checkout, more for the bill views, whose SQL is compiled into every
// query that reads them (docs/bench/017-capacity.md). This driver keeps each connection's compiled
// statements, by their text, and hands them out again; SQLite recompiles one by itself when the
// schema it was compiled against changes.

// statementsPerConnection bounds what one connection keeps (least recently used out first).
const statementsPerConnection = 256

const cachingDriverName = "sqlite_kept_statements"

func init() {
	// the driver modernc.org/sqlite registered, with whatever functions were added to it
	registered, err := sql.Open("sqlite", "")
	if err != nil {
		panic(err)
	}
	sql.Register(cachingDriverName, &cachingDriver{base: registered.Driver()})
	_ = registered.Close()
	// dbx picks its SQL dialect by driver name: without this it would build generic SQL, whose
	// double-quoted names SQLite turns into strings when no such column exists
	dbx.BuilderFuncMap[cachingDriverName] = dbx.BuilderFuncMap["sqlite"]
}

// connectWithKeptStatements is PocketBase's own DefaultDBConnect on the caching driver.
func connectWithKeptStatements(dbPath string) (*dbx.DB, error) {
	// the pragmas of core.DefaultDBConnect (PocketBase 0.36), in its order
	pragmas := "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)"
	return dbx.Open(cachingDriverName, dbPath+pragmas)
}

var _ core.DBConnectFunc = connectWithKeptStatements

type cachingDriver struct{ base driver.Driver }

func (d *cachingDriver) Open(name string) (driver.Conn, error) {
	conn, err := d.base.Open(name)
	if err != nil {
		return nil, err
	}
	return &cachingConn{conn: conn, byText: map[string]*list.Element{}, order: list.New()}, nil
}

// cachingConn answers Prepare from its kept statements. It implements no QueryerContext or
// ExecerContext, so database/sql prepares every query and closes the statement when done,
// which here puts it back.
type cachingConn struct {
	conn   driver.Conn
	byText map[string]*list.Element // of *keptStatement
	order  *list.List               // front: most recently used
}

type keptStatement struct {
	driver.Stmt
	owner *cachingConn
	text  string
	// handed out and not yet closed: a second use of the same text meanwhile (rows of the first
	// still open) gets a statement of its own
	inUse bool
	kept  bool
}

func (c *cachingConn) Prepare(query string) (driver.Stmt, error) {
	return c.PrepareContext(context.Background(), query)
}

func (c *cachingConn) PrepareContext(ctx context.Context, query string) (driver.Stmt, error) {
	if element, ok := c.byText[query]; ok {
		kept := element.Value.(*keptStatement)
		if !kept.inUse {
			kept.inUse = true
			c.order.MoveToFront(element)
			return kept, nil
		}
	}
	stmt, err := c.conn.(driver.ConnPrepareContext).PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	statement := &keptStatement{Stmt: stmt, owner: c, text: query, inUse: true}
	if _, taken := c.byText[query]; !taken {
		statement.kept = true
		c.byText[query] = c.order.PushFront(statement)
		if c.order.Len() > statementsPerConnection {
			c.evict(c.order.Back())
		}
	}
	return statement, nil
}

// evict forgets the least recently used statement; it is closed now, or when its user is done.
func (c *cachingConn) evict(element *list.Element) {
	statement := element.Value.(*keptStatement)
	c.order.Remove(element)
	delete(c.byText, statement.text)
	statement.kept = false
	if !statement.inUse {
		_ = statement.Stmt.Close()
	}
}

// Close puts a kept statement back for the next query of the same text.
func (s *keptStatement) Close() error {
	s.inUse = false
	if s.kept {
		return nil
	}
	return s.Stmt.Close()
}

func (s *keptStatement) ExecContext(ctx context.Context, args []driver.NamedValue) (driver.Result, error) {
	return s.Stmt.(driver.StmtExecContext).ExecContext(ctx, args)
}

func (s *keptStatement) QueryContext(ctx context.Context, args []driver.NamedValue) (driver.Rows, error) {
	return s.Stmt.(driver.StmtQueryContext).QueryContext(ctx, args)
}

func (c *cachingConn) Close() error {
	var errs []error
	for element := c.order.Front(); element != nil; element = element.Next() {
		errs = append(errs, element.Value.(*keptStatement).Stmt.Close())
	}
	c.byText, c.order = map[string]*list.Element{}, list.New()
	return errors.Join(append(errs, c.conn.Close())...)
}

func (c *cachingConn) Begin() (driver.Tx, error) {
	return c.BeginTx(context.Background(), driver.TxOptions{})
}

func (c *cachingConn) BeginTx(ctx context.Context, opts driver.TxOptions) (driver.Tx, error) {
	return c.conn.(driver.ConnBeginTx).BeginTx(ctx, opts)
}

func (c *cachingConn) Ping(ctx context.Context) error {
	return c.conn.(driver.Pinger).Ping(ctx)
}

func (c *cachingConn) ResetSession(ctx context.Context) error {
	return c.conn.(driver.SessionResetter).ResetSession(ctx)
}

func (c *cachingConn) IsValid() bool {
	return c.conn.(driver.Validator).IsValid()
}
