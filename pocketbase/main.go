// Conto's PocketBase: the official framework build (examples/base) trimmed to what Conto uses.
// It keeps the official binary's commands and flags so PocketBase's own docs apply unchanged.
package main

import (
	"log"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
)

func main() {
	// Go collects when the heap has doubled (GOGC=100); PocketBase's live heap is small, so in a
	// burst of checkouts marking took a tenth of its CPU (docs/bench/017-capacity.md). 200 lets the heap
	// grow to three times the live one before collecting. GOGC in the environment wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(200)
	}

	// pocketbase.New(), on a driver that keeps compiled statements (statement_cache.go)
	app := pocketbase.NewWithConfig(pocketbase.Config{DefaultDev: isGoRun(), DBConnect: connectWithKeptStatements})

	var hooksDir, migrationsDir, publicDir string
	var hooksWatch, indexFallback bool
	var hooksPool int

	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", "", "the directory with the JS app hooks")
	app.RootCmd.PersistentFlags().BoolVar(&hooksWatch, "hooksWatch", true, "auto restart the app on pb_hooks file change; it has no effect on Windows")
	app.RootCmd.PersistentFlags().IntVar(&hooksPool, "hooksPool", 15, "the total prewarm goja.Runtime instances for the JS app hooks execution")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", "", "the directory with the user defined migrations")
	app.RootCmd.PersistentFlags().StringVar(&publicDir, "publicDir", defaultPublicDir(), "the directory to serve static files")
	app.RootCmd.PersistentFlags().BoolVar(&indexFallback, "indexFallback", true, "fallback the request to index.html on missing static path, e.g. when pretty urls are used with SPA")

	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: migrationsDir,
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
		OnInit:        bindSQLRows,
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Dir:          migrationsDir,
		Automigrate:  false, // the schema lives only in pb_migrations, written by hand
	})

	serveProfiles(app)
	bindLastActive(app)
	bindSuperuserTokens(app)
	bindBillReads(app)
	bindCompactThumbs(app)
	bindImageLimits(app)
	bindSignInGuard(app)
	bindEndSessionsOnDeactivation(app)

	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			if !e.Router.HasRoute("GET", "/{path...}") {
				e.Router.GET("/{path...}", apis.Static(os.DirFS(publicDir), indexFallback))
			}
			return e.Next()
		},
		Priority: 999, // execute as late as possible so that user routes win
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// defaultPublicDir mirrors the official binary: pb_public beside the executable, or in the
// working directory when run with `go run`.
func defaultPublicDir() string {
	if isGoRun() {
		return "./pb_public"
	}
	return filepath.Join(os.Args[0], "../pb_public")
}

// isGoRun tells, as PocketBase does, whether this is `go run` (a binary in the temp directory).
func isGoRun() bool {
	return strings.HasPrefix(os.Args[0], os.TempDir())
}
