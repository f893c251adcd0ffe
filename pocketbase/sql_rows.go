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
// write lock (docs/bench/017-capacity.md). $conto.rows rewrites each text once and keeps the result.

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
// of shape[column] (convertTo); columns absent from shape are left out.
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
				converted, err := convertTo(sample, values[i])
				if err != nil {
					return nil, fmt.Errorf("$conto.rows, column %s: %w", column, err)
				}
				row[column] = converted
			}
		}
		result = append(result, row)
	}
	return result, rows.Err()
}

// convertTo gives value (as SQLite returned it) the type of sample, as jsvm's DynamicModel scans
// into a field of that type: a string, a whole number (int64), a number (float64) or a boolean. What
// would not scan there (NULL, a fraction for a whole number, another shape) is an error, not a zero.
func convertTo(sample any, value any) (any, error) {
	if bytes, ok := value.([]byte); ok {
		value = string(bytes)
	}
	if value == nil {
		return nil, fmt.Errorf("NULL where %T was expected", sample)
	}
	switch sample.(type) {
	case string:
		switch v := value.(type) {
		case string:
			return v, nil
		case int64, float64, bool:
			return fmt.Sprint(v), nil
		}
	case bool:
		switch v := value.(type) {
		case bool:
			return v, nil
		case int64:
			return v != 0, nil
		case float64:
			return v != 0, nil
		case string:
			return strconv.ParseBool(v)
		}
	case int64, int:
		switch v := value.(type) {
		case int64:
			return v, nil
		case float64:
			if v == float64(int64(v)) {
				return int64(v), nil
			}
		case bool:
			if v {
				return int64(1), nil
			}
			return int64(0), nil
		case string:
			return strconv.ParseInt(v, 10, 64)
		}
	case float64:
		switch v := value.(type) {
		case int64:
			return float64(v), nil
		case float64:
			return v, nil
		case string:
			return strconv.ParseFloat(v, 64)
		}
	default:
		return nil, fmt.Errorf("a shape value of type %T", sample)
	}
	return nil, fmt.Errorf("%T %v where %T was expected", value, value, sample)
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
