package main

import (
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/security"
)

const (
	// trustedTokenLife bounds how long a checked token is trusted without PocketBase checking it
	// again: a superuser changed by another process (the `superuser` command) fires no hook here.
	trustedTokenLife = time.Minute
	// maxTrustedTokens: the functions hold one superuser token at a time; a few more for rotations.
	maxTrustedTokens = 16
)

// superuserTokens remembers superuser tokens PocketBase has already checked. The functions call
// PocketBase as a superuser on every checkout (twice) and every claim heartbeat, and PocketBase
// looked the superuser up and checked the token's signature on each call: a tenth of its CPU in a
// checkout burst (npm run bench:api). Any change to a superuser, or to the superusers collection
// (its token secret), forgets every token; a token is checked again at least once a minute, and
// never trusted past its own expiry.
type superuserTokens struct {
	mu sync.Mutex
	// generation moves on every forget, so a check that began before a change is not remembered
	generation uint64
	known      map[string]trustedToken
}

type trustedToken struct {
	record *core.Record
	until  time.Time
}

func newSuperuserTokens() *superuserTokens {
	return &superuserTokens{known: map[string]trustedToken{}}
}

// lookup answers a copy of the superuser a remembered token belongs to, and the generation to
// remember a new one under.
func (s *superuserTokens) lookup(token string, now time.Time) (*core.Record, uint64) {
	s.mu.Lock()
	defer s.mu.Unlock()
	found, ok := s.known[token]
	if !ok || !now.Before(found.until) {
		return nil, s.generation
	}
	// each request gets its own copy: a handler may change the record it was given
	return found.record.Clone(), s.generation
}

// remember keeps a token PocketBase has just accepted until `expiry` (its own) or a minute from now,
// whichever comes first, unless a superuser changed since the check began.
func (s *superuserTokens) remember(token string, record *core.Record, generation uint64, now, expiry time.Time) {
	until := now.Add(trustedTokenLife)
	if expiry.Before(until) {
		until = expiry
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if generation != s.generation || !now.Before(until) {
		return
	}
	if len(s.known) >= maxTrustedTokens {
		clear(s.known)
	}
	s.known[token] = trustedToken{record: record.Clone(), until: until}
}

func (s *superuserTokens) forgetAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.generation++
	clear(s.known)
}

// superuserTokenExpiry reads, unchecked, whether the token says it is a superuser's and when it
// expires; other tokens, and tokens without an expiry, are left to PocketBase alone.
func superuserTokenExpiry(app core.App, token string) (time.Time, bool) {
	claims, err := security.ParseUnverifiedJWT(token)
	if err != nil {
		return time.Time{}, false
	}
	expiry, hasExpiry := claims["exp"].(float64)
	superusers, err := app.FindCachedCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil || !hasExpiry || claims[core.TokenClaimCollectionId] != superusers.Id {
		return time.Time{}, false
	}
	return time.Unix(int64(expiry), 0), true
}

// requestToken is the request's auth token, as PocketBase's own middleware reads it.
func requestToken(e *core.RequestEvent) string {
	token := e.Request.Header.Get("Authorization")
	if len(token) > 7 && strings.EqualFold(token[:7], "Bearer ") {
		return token[7:]
	}
	return token
}

func bindSuperuserTokens(app core.App) {
	tokens := newSuperuserTokens()
	forget := func(e *core.RecordEvent) error {
		tokens.forgetAll()
		return e.Next()
	}
	// before and after: a change committed between a check and its remembering moves the generation
	app.OnRecordUpdate(core.CollectionNameSuperusers).BindFunc(forget)
	app.OnRecordDelete(core.CollectionNameSuperusers).BindFunc(forget)
	app.OnRecordAfterUpdateSuccess(core.CollectionNameSuperusers).BindFunc(forget)
	app.OnRecordAfterDeleteSuccess(core.CollectionNameSuperusers).BindFunc(forget)
	app.OnCollectionAfterUpdateSuccess(core.CollectionNameSuperusers).BindFunc(func(e *core.CollectionEvent) error {
		tokens.forgetAll()
		return e.Next()
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: "contoSuperuserTokens",
			// just before PocketBase's own token check, which skips a request whose auth is set
			Priority: apis.DefaultLoadAuthTokenMiddlewarePriority - 1,
			Func: func(e *core.RequestEvent) error {
				token := requestToken(e)
				if token == "" || e.Auth != nil {
					return e.Next()
				}
				now := time.Now()
				if record, generation := tokens.lookup(token, now); record != nil {
					e.Auth = record
				} else if expiry, ok := superuserTokenExpiry(e.App, token); ok {
					// checked here, as PocketBase would, so that only a token PocketBase accepts is remembered
					checked, err := e.App.FindAuthRecordByToken(token, core.TokenTypeAuth)
					if err == nil && checked.IsSuperuser() {
						tokens.remember(token, checked, generation, now, expiry)
						e.Auth = checked
					}
				}
				return e.Next()
			},
		})
		return se.Next()
	})
}
