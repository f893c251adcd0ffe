package main

import (
	"net/http"
	"regexp"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// PocketBase limits wrong e-mailed codes per account *and address* (5 in 3 minutes), so forty
// addresses made 200 guesses at one six-digit code (issue 34, break 6). Wrong codes are counted
// per account here as wrong passwords are (sign_in_guard.go: the same budget rules and known
// places, a budget of their own), and every few wrong codes the account's codes are deleted: the
// owner asks for a new one, and a guesser has to make the owner's inbox ring to go on.
const otpWrongCodesBeforeDelete = 5

var authWithOTPPath = regexp.MustCompile(`^/api/collections/[^/]+/auth-with-otp$`)

func otpAccountKey(record *core.Record) string {
	return "otp\n" + accountKey(record.Collection(), record.Email())
}

func bindSignInCodeGuard(app core.App, guard *signInGuard) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(func(e *core.RequestEvent) error {
			if e.Request.Method != http.MethodPost || !authWithOTPPath.MatchString(e.Request.URL.Path) {
				return e.Next()
			}
			var form struct {
				OTPId string `json:"otpId"`
			}
			// PocketBase's router keeps the body re-readable: its own handler reads it again
			if e.BindBody(&form) != nil || form.OTPId == "" {
				return e.Next()
			}
			otp, err := e.App.FindOTPById(form.OTPId)
			if err != nil {
				return e.Next() // PocketBase answers "Invalid or expired OTP", as for any other
			}
			record, err := e.App.FindRecordById(otp.CollectionRef(), otp.RecordRef())
			if err != nil {
				return e.Next()
			}
			account := otpAccountKey(record)
			place := signInPlace(e)
			if wait := guard.wait(account, place, time.Now()); wait > 0 {
				_ = e.App.DeleteAllOTPsByRecord(record)
				return accountLockedError(e, wait)
			}
			err = e.Next()
			if err == nil {
				guard.trust(account, place, time.Now())
			} else if isWrongPassword(err) {
				if guard.fail(account, place, time.Now())%otpWrongCodesBeforeDelete == 0 {
					_ = e.App.DeleteAllOTPsByRecord(record)
				}
			}
			return err
		})
		return se.Next()
	})
}
