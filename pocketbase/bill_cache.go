package main

import (
	"strings"
	"sync"
	"time"
)

// billCacheMaxBytes bounds the answers kept: about 60,000 tables' worth. Past it the oldest half
// is dropped; a read not kept is only a read PocketBase answers itself, as before the cache.
const billCacheMaxBytes = 256 << 20

// billAnswersPerKey caps the answers kept for one table or order (the app reads each in one or
// two ways, and a table's status is kept under its order's key as well).
const billAnswersPerKey = 8

// billURIMaxLength: the app's reads are well under it; a longer address is answered, not kept.
const billURIMaxLength = 512

// answerSize counts what keeping an answer holds: its body, its address (a key in two maps) and
// the bookkeeping around them, so many small answers are bounded as well as a few large ones.
func answerSize(uri string, body []byte) int { return len(body) + 2*len(uri) + 256 }

// allKey forgets every answer.
const allKey = "*"

func orderKey(id string) string { return "o:" + id }
func tableKey(id string) string { return "t:" + id }

func restaurantKey(id string) string { return "r:" + id }

func isOrderKey(key string) bool { return strings.HasPrefix(key, "o:") }
func isRestaurantKey(key string) bool { return strings.HasPrefix(key, "r:") }
func isTableKey(key string) bool { return strings.HasPrefix(key, "t:") }

type billAnswer struct {
	body  []byte
	until time.Time
	keys  []string
}

// billCache keeps answers by request URI, each belonging to an order or a table, or both (its
// keys): a table's status shows its open order's sums, so it is kept under the order's key too.
// One mutex: a hit is a map lookup, far shorter than the request around it.
type billCache struct {
	mu      sync.Mutex
	answers map[string]*billAnswer
	byKey   map[string]map[string]struct{}
	bytes   int
	// reads under way, by key: a read that started before a write committed and ends after the
	// write forgot its key would keep a stale answer, so a forget marks the reads of its key
	inflight map[string]*billRead
	// reads PocketBase is answering, by URI: the same read asked meanwhile waits for that answer
	flights map[string]*billFlight
}

// billFlight is one read PocketBase is answering; body is set, before done closes, when it was kept.
type billFlight struct {
	done  chan struct{}
	body  []byte
	until time.Time
}

// billRead is the reads of one key that started since it was last forgotten.
type billRead struct {
	readers   int
	forgotten bool
}

func newBillCache() *billCache {
	return &billCache{answers: map[string]*billAnswer{}, byKey: map[string]map[string]struct{}{}, inflight: map[string]*billRead{}, flights: map[string]*billFlight{}}
}

func (c *billCache) get(uri string, now time.Time) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	answer, ok := c.answers[uri]
	if !ok {
		return nil, false
	}
	if !now.Before(answer.until) {
		c.dropLocked(uri)
		return nil, false
	}
	return answer.body, true
}

// begin notes a read of key under way; pass what it returns to put.
func (c *billCache) begin(key string) *billRead {
	c.mu.Lock()
	defer c.mu.Unlock()
	read := c.inflight[key]
	if read == nil {
		read = &billRead{}
		c.inflight[key] = read
	}
	read.readers++
	return read
}

// join returns the read of uri under way, or starts one (leader: this request asks PocketBase and
// must land it).
func (c *billCache) join(uri string) (flight *billFlight, leader bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if flight := c.flights[uri]; flight != nil {
		return flight, false
	}
	flight = &billFlight{done: make(chan struct{})}
	c.flights[uri] = flight
	return flight, true
}

// put keeps an answer under keys (the first: the one its read began with) unless that was
// forgotten while it was read, and ends the read either way. A leader's flight (nil for a read
// that waited for nobody) lands in the same step: a read arriving after this finds the answer
// kept, or forgotten by a later write, never a flight holding an answer a write has made old.
func (c *billCache) put(read *billRead, keys []string, uri string, body []byte, until time.Time, flight *billFlight) {
	c.mu.Lock()
	kept := c.keepLocked(read, keys, uri, body, until)
	if flight != nil {
		if kept {
			flight.body, flight.until = body, until
		}
		delete(c.flights, uri)
	}
	c.mu.Unlock()
	if flight != nil {
		close(flight.done) // whoever waits takes its answer, if it was kept
	}
}

func (c *billCache) keepLocked(read *billRead, keys []string, uri string, body []byte, until time.Time) bool {
	key := keys[0]
	c.endLocked(read, key)
	if read.forgotten || body == nil || len(uri) > billURIMaxLength {
		return false
	}
	c.dropLocked(uri)
	// the app asks each table and order the same few ways; other query strings are kept too, but
	// never more than a few per key, so varying them cannot push real answers out
	for other := range c.byKey[key] {
		if len(c.byKey[key]) < billAnswersPerKey {
			break
		}
		c.dropLocked(other)
	}
	if c.bytes+answerSize(uri, body) > billCacheMaxBytes {
		c.shrinkLocked()
	}
	c.answers[uri] = &billAnswer{body: body, until: until, keys: keys}
	c.bytes += answerSize(uri, body)
	for _, key := range keys {
		uris := c.byKey[key]
		if uris == nil {
			uris = map[string]struct{}{}
			c.byKey[key] = uris
		}
		uris[uri] = struct{}{}
	}
	return true
}

func (c *billCache) endLocked(read *billRead, key string) {
	read.readers--
	if read.readers == 0 && c.inflight[key] == read {
		delete(c.inflight, key)
	}
}

// forget drops the answers of these orders, tables or restaurants (allKey: every answer).
func (c *billCache) forget(keys ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, key := range keys {
		if key == allKey || isRestaurantKey(key) {
			// which restaurant a read under way belongs to is known only when it ends: none of
			// them is kept (they take milliseconds); the kept answers of other restaurants stay
			for _, read := range c.inflight {
				read.forgotten = true
			}
			c.inflight = map[string]*billRead{}
		}
		if key == allKey {
			c.clearLocked()
			return
		}
		if read := c.inflight[key]; read != nil {
			// its readers keep the marked record; reads starting now get a new one
			read.forgotten = true
			delete(c.inflight, key)
		}
		if isOrderKey(key) {
			// a table's status read under way may be showing this order: which one is known only
			// when it ends, so every one under way is not kept (they take milliseconds)
			for inflightKey, read := range c.inflight {
				if isTableKey(inflightKey) {
					read.forgotten = true
					delete(c.inflight, inflightKey)
				}
			}
		}
		for uri := range c.byKey[key] {
			c.dropLocked(uri)
		}
	}
}

func (c *billCache) forgetAll() { c.forget(allKey) }

func (c *billCache) dropLocked(uri string) {
	answer, ok := c.answers[uri]
	if !ok {
		return
	}
	delete(c.answers, uri)
	c.bytes -= answerSize(uri, answer.body)
	for _, key := range answer.keys {
		if uris := c.byKey[key]; uris != nil {
			delete(uris, uri)
			if len(uris) == 0 {
				delete(c.byKey, key)
			}
		}
	}
}

func (c *billCache) clearLocked() {
	c.answers = map[string]*billAnswer{}
	c.byKey = map[string]map[string]struct{}{}
	c.bytes = 0
}

// shrinkLocked drops answers in Go's random map order until half the budget is free: a bound on
// memory, not a policy (a dropped answer is asked again).
func (c *billCache) shrinkLocked() {
	for uri := range c.answers {
		if c.bytes <= billCacheMaxBytes/2 {
			return
		}
		c.dropLocked(uri)
	}
}

// sweepEvery drops answers past their time, so tables nobody reads any more are not kept.
func (c *billCache) sweepEvery(period time.Duration) {
	ticker := time.NewTicker(period)
	defer ticker.Stop()
	for now := range ticker.C {
		c.mu.Lock()
		for uri, answer := range c.answers {
			if !now.Before(answer.until) {
				c.dropLocked(uri)
			}
		}
		c.mu.Unlock()
	}
}
