package main

import (
	"log"
	"net/http"
	_ "net/http/pprof" // registers /debug/pprof on http.DefaultServeMux, served only below
	"os"
)

// serveProfiles serves Go's profiler on CONTO_PPROF_ADDR (e.g. 127.0.0.1:6060) when it is set, for
// the benchmarks' "where does the time go" (docs/decisions/017). Never on PocketBase's own port.
func serveProfiles() {
	addr := os.Getenv("CONTO_PPROF_ADDR")
	if addr == "" {
		return
	}
	go func() { log.Println(http.ListenAndServe(addr, nil)) }()
}
