package main

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// What the HTTP test (tests/integration/superuser-tokens.test.ts) cannot time: a change landing
// during a check, and the bounds on how long a checked token is trusted.

func superuserRecord() *core.Record {
	return core.NewRecord(core.NewAuthCollection(core.CollectionNameSuperusers))
}

func TestTokenCheckedBeforeAChangeIsNotRemembered(t *testing.T) {
	tokens := newSuperuserTokens()
	now := time.Now()
	token, expiry := "token", now.Add(time.Hour)
	_, generation := tokens.lookup(token, now)
	tokens.forgetAll() // the superuser changed while its token was being checked
	tokens.remember(token, superuserRecord(), generation, now, expiry)
	if record, _ := tokens.lookup(token, now); record != nil {
		t.Fatal("a token checked before a superuser changed was remembered")
	}
	_, generation = tokens.lookup(token, now)
	tokens.remember(token, superuserRecord(), generation, now, expiry)
	if record, _ := tokens.lookup(token, now); record == nil {
		t.Fatal("a token checked with nothing changed was not remembered")
	}
}

func TestTokenIsTrustedAMinuteAtMostAndNeverPastItsExpiry(t *testing.T) {
	tokens := newSuperuserTokens()
	now := time.Now()
	long, short := "long", "short"
	for token, expiry := range map[string]time.Time{long: now.Add(time.Hour), short: now.Add(10 * time.Second)} {
		_, generation := tokens.lookup(token, now)
		tokens.remember(token, superuserRecord(), generation, now, expiry)
	}
	if record, _ := tokens.lookup(long, now.Add(59*time.Second)); record == nil {
		t.Fatal("a token was checked again within its minute")
	}
	if record, _ := tokens.lookup(long, now.Add(trustedTokenLife)); record != nil {
		t.Fatal("a token was trusted for more than a minute without a check")
	}
	if record, _ := tokens.lookup(short, now.Add(10*time.Second)); record != nil {
		t.Fatal("a token was trusted past its own expiry")
	}
}

func TestEachRequestGetsItsOwnCopy(t *testing.T) {
	tokens := newSuperuserTokens()
	now := time.Now()
	token := "token"
	_, generation := tokens.lookup(token, now)
	tokens.remember(token, superuserRecord(), generation, now, now.Add(time.Hour))
	first, _ := tokens.lookup(token, now)
	first.Set("email", "changed@conto.test")
	second, _ := tokens.lookup(token, now)
	if second.GetString("email") == "changed@conto.test" {
		t.Fatal("a change one request made to its superuser reached the next request")
	}
}
