package main

import (
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// bindEndSessionsOnDeactivation ends every session of a staff member the moment they are
// deactivated, however the change is saved: a new token key makes every token signed with the old
// one invalid, and open realtime connections lose their signed-in state (PocketBase itself would
// keep them signed in as the updated record).
func bindEndSessionsOnDeactivation(app core.App) {
	app.OnRecordUpdate("users").BindFunc(func(e *core.RecordEvent) error {
		if isDeactivation(e.Record) {
			e.Record.RefreshTokenKey()
		}
		return e.Next()
	})

	app.OnRecordAfterUpdateSuccess("users").Bind(&hook.Handler[*core.RecordEvent]{
		Priority: 999, // after PocketBase's own handler, which hands clients the updated record
		Func: func(e *core.RecordEvent) error {
			if e.Record.GetString("status") == "inactive" {
				signOutRealtimeClients(e.App, e.Record.Id)
			}
			return e.Next()
		},
	})
}

func isDeactivation(record *core.Record) bool {
	return record.GetString("status") == "inactive" && record.Original().GetString("status") != "inactive"
}

func signOutRealtimeClients(app core.App, userID string) {
	for _, client := range app.SubscriptionsBroker().Clients() {
		if auth, _ := client.Get(apis.RealtimeClientAuthKey).(*core.Record); auth != nil && auth.Id == userID && auth.Collection().Name == "users" {
			client.Unset(apis.RealtimeClientAuthKey)
		}
	}
}
