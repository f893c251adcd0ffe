package main

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/dop251/goja"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The hooks' hot queries (a claim, its Stripe session, a heartbeat) are long SQL texts. dbx
// rewrites a text's {:name} placeholders, and looks for {{table}} and [[column]] quotes, with two
// regular expressions over the whole text on every query; the second has no literal to skip to,
// so it tries every character: an eighth of a batch of claims' CPU, while the claims hold the one
// write lock (docs/decisions/017). $conto.rows rewrites each text once and keeps the result.

// placeholder is dbx's named parameter; the quote forms it also rewrites are refused here.
var placeholder = regexp.MustCompile(`\{:(\w+)\}`)

// keptTextsLimit bounds the rewritten texts kept: the hooks' SQL is a few fixed texts; one built
// per call is rewritten every time rather than kept.
const keptTextsLimit = 512

type rewrittenSQL struct {
	text  string   // with ? for each placeholder
	names []string // the placeholders' names, in order
}

var keptTexts struct {
	sync.Mutex
	byText map[string]rewrittenSQL
}

func rewriteSQL(text string) (rewrittenSQL, error) {
	keptTexts.Lock()
	kept, ok := keptTexts.byText[text]
	keptTexts.Unlock()
	if ok {
		return kept, nil
	}
	if strings.Contains(text, "{{") || strings.Contains(text, "[[") {
		return rewrittenSQL{}, fmt.Errorf("$conto.rows takes {:name} placeholders only, not dbx quotes")
	}
	var names []string
	rewritten := placeholder.ReplaceAllStringFunc(text, func(match string) string {
		names = append(names, match[2:len(match)-1])
		return "?"
	})
	kept = rewrittenSQL{text: rewritten, names: names}
	keptTexts.Lock()
	if keptTexts.byText == nil {
		keptTexts.byText = map[string]rewrittenSQL{}
	}
	if len(keptTexts.byText) < keptTextsLimit {
		keptTexts.byText[text] = kept
	}
	keptTexts.Unlock()
	return kept, nil
}

// executorOf is what dbx's builders are under their Builder interface (*dbx.BaseBuilder).
type executorOf interface{ Executor() dbx.Executor }

// executorFor picks the connection dbx would: a transaction's own, else (as PocketBase's
// app.DB() does) the concurrent pool for SELECT/WITH and the single writer for the rest.
func executorFor(app core.App, text string) (dbx.Executor, error) {
	builder := app.NonconcurrentDB()
	if app.ConcurrentDB() != app.NonconcurrentDB() && isRead(text) {
		builder = app.ConcurrentDB()
	}
	var inner dbx.Builder
	switch db := builder.(type) {
	case *dbx.Tx:
		inner = db.Builder
	case *dbx.DB:
		inner = db.Builder
	}
	if withExecutor, ok := inner.(executorOf); ok {
		return withExecutor.Executor(), nil
	}
	return nil, fmt.Errorf("$conto.rows: no executor under %T", builder)
}

func isRead(text string) bool {
	trimmed := strings.TrimLeft(text, " \t\r\n")
	return len(trimmed) >= 6 && (strings.EqualFold(trimmed[:6], "SELECT") || strings.EqualFold(trimmed[:4], "WITH"))
}

// queryRows runs text with params and returns each row as column → value, converted to the type
// of shape[column] (a string, a number or a boolean, as jsvm's DynamicModel does); columns
// absent from shape are left out.
func queryRows(app core.App, text string, params map[string]any, shape map[string]any) ([]map[string]any, error) {
	rewritten, err := rewriteSQL(text)
	if err != nil {
		return nil, err
	}
	args := make([]any, len(rewritten.names))
	for i, name := range rewritten.names {
		value, ok := params[name]
		if !ok {
			return nil, fmt.Errorf("$conto.rows: no value for {:%s}", name)
		}
		args[i] = value
	}
	executor, err := executorFor(app, text)
	if err != nil {
		return nil, err
	}
	rows, err := executor.QueryContext(context.Background(), rewritten.text, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	columns, err := rows.Columns()
	if err != nil {
		return nil, err
	}
	values := make([]any, len(columns))
	pointers := make([]any, len(columns))
	for i := range values {
		pointers[i] = &values[i]
	}
	var result []map[string]any
	for rows.Next() {
		if err := rows.Scan(pointers...); err != nil {
			return nil, err
		}
		row := make(map[string]any, len(shape))
		for i, column := range columns {
			if sample, ok := shape[column]; ok {
				row[column] = convertTo(sample, values[i])
			}
		}
		result = append(result, row)
	}
	return result, rows.Err()
}

// convertTo gives value (as SQLite returned it) the type of sample.
func convertTo(sample any, value any) any {
	if bytes, ok := value.([]byte); ok {
		value = string(bytes)
	}
	switch sample.(type) {
	case bool:
		switch v := value.(type) {
		case int64:
			return v != 0
		case float64:
			return v != 0
		case string:
			return v == "true" || v == "1"
		case bool:
			return v
		}
		return false
	case string:
		if value == nil {
			return ""
		}
		return fmt.Sprint(value)
	default: // a number
		switch v := value.(type) {
		case int64:
			return v
		case float64:
			return v
		case bool:
			if v {
				return int64(1)
			}
			return int64(0)
		case string:
			if number, err := strconv.ParseFloat(v, 64); err == nil {
				return number
			}
		}
		return int64(0)
	}
}

// bindSQLRows gives every hook VM $conto.rows(app, sql, params, shape): the rows of one query as
// plain JS objects (their columns those of shape, typed like shape's values).
func bindSQLRows(vm *goja.Runtime) {
	conto := vm.NewObject()
	_ = conto.Set("rows", func(app core.App, text string, params map[string]any, shape map[string]any) goja.Value {
		rows, err := queryRows(app, text, params, shape)
		if err != nil {
			panic(vm.NewGoError(err))
		}
		objects := make([]any, len(rows))
		for i, row := range rows {
			object := vm.NewObject()
			for column, value := range row {
				_ = object.Set(column, value)
			}
			objects[i] = object
		}
		return vm.NewArray(objects...)
	})
	vm.Set("$conto", conto)
}
