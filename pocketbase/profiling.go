package main

import (
	"context"
	"log"
	"net/http"
	_ "net/http/pprof" // registers /debug/pprof on http.DefaultServeMux, served only below
	"os"
	"regexp"
	"runtime/pprof"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// serveProfiles serves Go's profiler on CONTO_PPROF_ADDR (e.g. 127.0.0.1:6060) when it is set, for
// the benchmarks' "where does the time go" (docs/bench/017-capacity.md). Never on PocketBase's own port.
// Each request's samples carry its route (`go tool pprof -tags`, `-tagfocus route=…`).
func serveProfiles(app core.App) {
	addr := os.Getenv("CONTO_PPROF_ADDR")
	if addr == "" {
		return
	}
	go func() { log.Println(http.ListenAndServe(addr, nil)) }()
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(se *core.ServeEvent) error {
			se.Router.Bind(&hook.Handler[*core.RequestEvent]{
				Func: func(e *core.RequestEvent) error {
					var err error
					route := e.Request.Method + " " + recordIds.ReplaceAllString(e.Request.URL.Path, "/{id}$1")
					pprof.Do(e.Request.Context(), pprof.Labels("route", route), func(context.Context) { err = e.Next() })
					return err
				},
				Priority: -99999, // before every other middleware, so their time is the route's
			})
			return se.Next()
		},
	})
}

// recordIds: a PocketBase id (15 characters) in a path, so one route's requests share one label.
var recordIds = regexp.MustCompile(`/[a-z0-9]{15}(/|$)`)
