package main

import (
	"sync"
	"time"
)

// billCacheMaxBytes bounds the answers kept: about 60,000 tables' worth. Past it the oldest half
// is dropped; a read not kept is only a read PocketBase answers itself, as before the cache.
const billCacheMaxBytes = 256 << 20

// allKey forgets every answer.
const allKey = "*"

func orderKey(id string) string { return "o:" + id }
func tableKey(id string) string { return "t:" + id }

type billAnswer struct {
	body  []byte
	until time.Time
	key   string
}

// billCache keeps answers by request URI, each belonging to one order or table (its key).
// One mutex: a hit is a map lookup, far shorter than the request around it.
type billCache struct {
	mu      sync.Mutex
	answers map[string]*billAnswer
	byKey   map[string]map[string]struct{}
	bytes   int
	// reads under way, by key: a read that started before a write committed and ends after the
	// write forgot its key would keep a stale answer, so a forget marks the reads of its key
	inflight map[string]*billRead
}

// billRead is the reads of one key that started since it was last forgotten.
type billRead struct {
	readers   int
	forgotten bool
}

func newBillCache() *billCache {
	return &billCache{answers: map[string]*billAnswer{}, byKey: map[string]map[string]struct{}{}, inflight: map[string]*billRead{}}
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

// put keeps an answer unless its key was forgotten while it was read; it ends the read either way.
func (c *billCache) put(read *billRead, key, uri string, body []byte, until time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.endLocked(read, key)
	if read.forgotten || body == nil {
		return
	}
	c.dropLocked(uri)
	if c.bytes+len(body) > billCacheMaxBytes {
		c.shrinkLocked()
	}
	c.answers[uri] = &billAnswer{body: body, until: until, key: key}
	c.bytes += len(body)
	uris := c.byKey[key]
	if uris == nil {
		uris = map[string]struct{}{}
		c.byKey[key] = uris
	}
	uris[uri] = struct{}{}
}

func (c *billCache) endLocked(read *billRead, key string) {
	read.readers--
	if read.readers == 0 && c.inflight[key] == read {
		delete(c.inflight, key)
	}
}

// forget drops the answers of these orders and tables (allKey: every answer).
func (c *billCache) forget(keys ...string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, key := range keys {
		if key == allKey {
			for _, read := range c.inflight {
				read.forgotten = true
			}
			c.inflight = map[string]*billRead{}
			c.clearLocked()
			return
		}
		if read := c.inflight[key]; read != nil {
			// its readers keep the marked record; reads starting now get a new one
			read.forgotten = true
			delete(c.inflight, key)
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
	c.bytes -= len(answer.body)
	if uris := c.byKey[answer.key]; uris != nil {
		delete(uris, uri)
		if len(uris) == 0 {
			delete(c.byKey, answer.key)
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
