package main

import (
	"crypto/rand"
	"errors"
	"fmt"
	"math"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
	"golang.org/x/crypto/bcrypt"
)

// PocketBase's limiter counts sign-ins per address, so eight addresses made 80 guesses at one
// account in a minute. This guard also counts wrong passwords per account (docs/decisions/028).
// A place the account has signed in from (within knownPlaceLife) has a budget of its own, so a
// guesser elsewhere can never lock the owner out; everyone else shares one budget per account, and
// its lock ends with its window. Confirming a password reset from a place makes it known at once,
// so "Password dimenticata?" always gets the owner in. A place is the browser when it names itself
// (signInDeviceHeader, a random id the app keeps in localStorage), else the address: guests on
// the restaurant's Wi-Fi share its address with the staff, never a browser (issue 34, break 7).
// Counts are kept in memory: a restart forgets them, and PocketBase's per-address limit still holds.
const (
	signInFailureLimit  = 10
	signInFailureWindow = 15 * time.Minute
	knownPlaceLife      = 30 * 24 * time.Hour
	signInSweepEvery    = time.Minute
	// accountLockedCode is translated by the login page (src/features/auth/api.ts).
	accountLockedCode = "account_locked"
	// elsewhere is the place of every device and address the account has not signed in from.
	elsewhere = "*"
	// signInDeviceHeader names the browser (src/lib/api/sign-in-device.ts).
	signInDeviceHeader = "X-Conto-Device"
)

// signInDeviceId is what a browser may call itself: a random UUID, or anything as long and plain.
var signInDeviceId = regexp.MustCompile(`^[A-Za-z0-9-]{16,64}$`)

// signInPlace is where a sign-in comes from: the browser when it names itself, else the address.
func signInPlace(e *core.RequestEvent) string {
	if device := e.Request.Header.Get(signInDeviceHeader); signInDeviceId.MatchString(device) {
		return "device " + device
	}
	return "address " + e.RealIP()
}

type failureWindow struct {
	count int
	ends  time.Time
}

type signInGuard struct {
	mu       sync.Mutex
	failures map[string]*failureWindow // account and place
	known    map[string]time.Time      // account and place → last sign-in
	swept    time.Time
	// dummyHash is what an unknown identity's password is compared with, so that a sign-in for an
	// address nobody uses takes as long as one for a real account (no enumeration by timing).
	dummyHash []byte
}

func newSignInGuard() *signInGuard {
	secret := make([]byte, 32)
	_, _ = rand.Read(secret)
	hash, err := bcrypt.GenerateFromPassword([]byte(fmt.Sprintf("%x", secret)[:64]), bcrypt.DefaultCost)
	if err != nil {
		panic(err)
	}
	return &signInGuard{failures: map[string]*failureWindow{}, known: map[string]time.Time{}, dummyHash: hash}
}

func accountKey(collection *core.Collection, identity string) string {
	return collection.Id + "\n" + strings.ToLower(strings.TrimSpace(identity))
}

// budgetOf is the place itself when the account signed in from it recently, otherwise elsewhere.
func (g *signInGuard) budgetOf(account, place string, now time.Time) string {
	if last, ok := g.known[account+"\n"+place]; ok && now.Sub(last) < knownPlaceLife {
		return place
	}
	return elsewhere
}

// wait is how long the account stays locked from this place; zero when it is not.
func (g *signInGuard) wait(account, place string, now time.Time) time.Duration {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.sweep(now)
	window := g.failures[account+"\n"+g.budgetOf(account, place, now)]
	if window == nil || window.count < signInFailureLimit || !now.Before(window.ends) {
		return 0
	}
	return window.ends.Sub(now)
}

// fail counts one wrong answer from the place and says how many its budget has had in the window.
func (g *signInGuard) fail(account, place string, now time.Time) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	key := account + "\n" + g.budgetOf(account, place, now)
	window := g.failures[key]
	if window == nil || !now.Before(window.ends) {
		window = &failureWindow{ends: now.Add(signInFailureWindow)}
		g.failures[key] = window
	}
	window.count++
	return window.count
}

// trust records a sign-in (or a confirmed reset) from the place: it becomes known and its count
// starts again.
func (g *signInGuard) trust(account, place string, now time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.known[account+"\n"+place] = now
	delete(g.failures, account+"\n"+place)
}

func (g *signInGuard) sweep(now time.Time) {
	if now.Sub(g.swept) < signInSweepEvery {
		return
	}
	g.swept = now
	for key, window := range g.failures {
		if !now.Before(window.ends) {
			delete(g.failures, key)
		}
	}
	for key, last := range g.known {
		if now.Sub(last) >= knownPlaceLife {
			delete(g.known, key)
		}
	}
}

func accountLockedError(e *core.RequestEvent, wait time.Duration) error {
	seconds := int(math.Ceil(wait.Seconds()))
	e.Response.Header().Set("Retry-After", fmt.Sprint(seconds))
	return &router.ApiError{
		Status:  http.StatusTooManyRequests,
		Message: "Too many wrong passwords for this account. Try again later or reset the password.",
		Data:    map[string]any{"code": accountLockedCode, "retryAfter": seconds},
	}
}

// isWrongPassword tells PocketBase's "Failed to authenticate." (400) from every other outcome:
// a second factor asked for, a deactivated account, a server fault.
func isWrongPassword(err error) bool {
	var apiErr *router.ApiError
	return errors.As(err, &apiErr) && apiErr.Status == http.StatusBadRequest
}

func bindSignInGuard(app core.App) {
	guard := newSignInGuard()
	bindSignInCodeGuard(app, guard)

	app.OnRecordAuthWithPasswordRequest().Bind(&hook.Handler[*core.RecordAuthWithPasswordRequestEvent]{
		Priority: -100, // before every other sign-in hook, so a locked account goes no further
		Func: func(e *core.RecordAuthWithPasswordRequestEvent) error {
			account := accountKey(e.Collection, e.Identity)
			place := signInPlace(e.RequestEvent)
			if wait := guard.wait(account, place, time.Now()); wait > 0 {
				return accountLockedError(e.RequestEvent, wait)
			}
			if e.Record == nil {
				_ = bcrypt.CompareHashAndPassword(guard.dummyHash, []byte(e.Password))
			}
			err := e.Next()
			if err == nil {
				guard.trust(account, place, time.Now())
			} else if isWrongPassword(err) {
				guard.fail(account, place, time.Now())
			}
			return err
		},
	})

	// The second factor completes the sign-in: the place becomes known then.
	app.OnRecordAuthWithOTPRequest().BindFunc(func(e *core.RecordAuthWithOTPRequestEvent) error {
		err := e.Next()
		if err == nil {
			guard.trust(accountKey(e.Collection, e.Record.Email()), signInPlace(e.RequestEvent), time.Now())
		}
		return err
	})

	app.OnRecordConfirmPasswordResetRequest().BindFunc(func(e *core.RecordConfirmPasswordResetRequestEvent) error {
		err := e.Next()
		if err == nil && e.Record != nil {
			guard.trust(accountKey(e.Collection, e.Record.Email()), signInPlace(e.RequestEvent), time.Now())
		}
		return err
	})
}
