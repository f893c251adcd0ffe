package main

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"net/http"
	"net/url"
	"path"
	"strings"
	"time"

	validation "github.com/go-ozzo/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"golang.org/x/sync/semaphore"

	// the decoders PocketBase makes thumbs with, so DecodeConfig knows every format it decodes
	_ "image/gif"
	_ "image/jpeg"
	_ "image/png"

	_ "golang.org/x/image/webp"
)

// A small file can describe a huge picture: a 1.1 MB PNG of 12000x12000 16-bit pixels decodes to
// over a gigabyte, and PocketBase decodes the whole original to make a thumb. These limits are
// read from the image's header alone, before anything is decoded (docs/decisions/025).
const (
	// maxImagePixels is the most pixels an uploaded image may have: 25 megapixels, e.g. 6000x4000.
	// Phones save 12 MP photos; the recommended background is 1080x1920 (2 MP).
	// src/features/restaurant-settings/file-checks.ts MAX_IMAGE_PIXELS holds the same number.
	maxImagePixels = 25_000_000
	// maxImageDecodedBytes bounds what the decoded pixels take in memory, so 16-bit images are
	// held to half the pixels of 8-bit ones.
	maxImageDecodedBytes = 100 << 20
	// thumbDecodeBudget is the memory all thumbs being made at once may take: one image at the
	// limits at a time, small images side by side.
	thumbDecodeBudget = 256 << 20
	// thumbWaitLimit is how long a thumb request waits for its turn before answering 503.
	thumbWaitLimit = 30 * time.Second
)

// The refusal's code, translated by the restaurant settings page (file-checks.ts classifyUploadError).
const imageTooLargeCode = "image_too_large"

const imageTooLargeMessage = "The image is too large: at most 25 megapixels (for example 6000x4000). Make it smaller and upload it again."

var errImageTooLarge = validation.NewError(imageTooLargeCode, imageTooLargeMessage)

// Refused as a file type the page does not accept (file-checks.ts classifyUploadError).
var errImageUnreadable = validation.NewError("image_unreadable", "The image cannot be read. Save it again as PNG, JPEG or WebP and upload it.")

var thumbDecodeSemaphore = semaphore.NewWeighted(thumbDecodeBudget)

// bindImageLimits refuses oversized images at upload, for every caller, and never makes a thumb
// of one already stored; thumbs being made at once share a memory budget.
func bindImageLimits(app core.App) {
	app.OnRecordValidate().BindFunc(func(e *core.RecordEvent) error {
		errs := validation.Errors{}
		for _, field := range e.Record.Collection().Fields {
			if field.Type() != core.FieldTypeFile {
				continue
			}
			for _, file := range e.Record.GetUnsavedFiles(field.GetName()) {
				if err := checkUploadedImage(file); err != nil {
					errs[field.GetName()] = err
					break
				}
			}
		}
		if len(errs) > 0 {
			return errs
		}
		return e.Next()
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(guardThumbRequest)
		return se.Next()
	})
}

// checkUploadedImage refuses an image whose decoding would take more than the limits, or whose
// frame cannot be read (decodedImageConfig). Files that are not images PocketBase decodes (PDF,
// SVG) pass: PocketBase makes no thumb of those.
func checkUploadedImage(file *filesystem.File) error {
	reader, err := file.Reader.Open()
	if err != nil {
		return err
	}
	defer reader.Close()
	head, err := readImageHead(reader)
	if err != nil {
		return err
	}
	config, err := decodedImageConfig(head)
	if errors.Is(err, errNotAnImage) {
		return nil
	}
	if err != nil {
		return errImageUnreadable
	}
	if _, ok := decodeCost(config); !ok {
		return errImageTooLarge
	}
	return nil
}

// decodeCost estimates the memory a thumb of an image of this header takes to make (the decoded
// pixels, plus the 8-bit copies the resizer and auto-orientation make of them) and whether the
// image is within the limits.
func decodeCost(config image.Config) (int64, bool) {
	pixels := int64(config.Width) * int64(config.Height)
	decoded := pixels * bytesPerPixel(config.ColorModel)
	ok := config.Width > 0 && config.Height > 0 && pixels <= maxImagePixels && decoded <= maxImageDecodedBytes
	return decoded + pixels*8, ok
}

func bytesPerPixel(model color.Model) int64 {
	switch model {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.YCbCrModel:
		return 3
	case color.RGBAModel, color.NRGBAModel, color.CMYKModel:
		return 4
	}
	if _, ok := model.(color.Palette); ok {
		return 1
	}
	return 8 // 16-bit colour, or anything unknown: the widest
}

// guardThumbRequest runs before PocketBase's file download. When a thumb (?thumb=) is asked for
// that does not exist yet, it reads the original's header: an image past the limits gets 422
// image_too_large instead of being decoded (images stored before the limits existed included);
// any other waits for its share of the decode budget while PocketBase makes the thumb.
func guardThumbRequest(e *core.RequestEvent) error {
	if e.Request.Method != http.MethodGet || !strings.HasPrefix(e.Request.URL.Path, "/api/files/") {
		return e.Next()
	}
	thumb := e.Request.URL.Query().Get("thumb")
	if thumb == "" {
		return e.Next()
	}
	original, ok := originalFilePath(e)
	if !ok {
		return e.Next()
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return e.Next()
	}
	defer fsys.Close()
	thumbPath := path.Join(path.Dir(original), "thumbs_"+path.Base(original), thumb+"_"+path.Base(original))
	if exists, _ := fsys.Exists(thumbPath); exists {
		return e.Next()
	}
	config, err := readImageConfig(fsys, original)
	if errors.Is(err, errNotAnImage) || errors.Is(err, filesystem.ErrNotFound) {
		return e.Next() // PocketBase answers as it always does
	}
	cost, ok := decodeCost(config)
	if err != nil || !ok {
		return e.JSON(http.StatusUnprocessableEntity, map[string]any{
			"error": map[string]string{"code": imageTooLargeCode, "message": imageTooLargeMessage},
		})
	}
	cost = min(cost, thumbDecodeBudget)
	ctx, cancel := context.WithTimeout(e.Request.Context(), thumbWaitLimit)
	defer cancel()
	if err := thumbDecodeSemaphore.Acquire(ctx, cost); err != nil {
		e.Response.Header().Set("Retry-After", "5")
		return e.JSON(http.StatusServiceUnavailable, map[string]any{
			"error": map[string]string{"code": "busy", "message": "Too many pictures are being prepared. Please try again in a moment."},
		})
	}
	defer thumbDecodeSemaphore.Release(cost)
	return e.Next()
}

// originalFilePath maps /api/files/{collection}/{recordId}/{filename} to the stored file's key.
func originalFilePath(e *core.RequestEvent) (string, bool) {
	parts := strings.Split(strings.TrimPrefix(e.Request.URL.Path, "/api/files/"), "/")
	if len(parts) != 3 {
		return "", false
	}
	for i, part := range parts {
		unescaped, err := url.PathUnescape(part)
		if err != nil || unescaped == "" || strings.ContainsAny(unescaped, "/\\") || unescaped == "." || unescaped == ".." {
			return "", false
		}
		parts[i] = unescaped
	}
	collection, err := e.App.FindCachedCollectionByNameOrId(parts[0])
	// views store no files of their own, and no Conto view exposes a file field
	if err != nil || collection.IsView() {
		return "", false
	}
	return collection.Id + "/" + parts[1] + "/" + parts[2], true
}

func readImageConfig(fsys *filesystem.System, key string) (image.Config, error) {
	reader, err := fsys.GetReader(key)
	if err != nil {
		return image.Config{}, err
	}
	defer reader.Close()
	head, err := readImageHead(reader)
	if err != nil {
		return image.Config{}, fmt.Errorf("reading the head of %s: %w", key, err)
	}
	return decodedImageConfig(head)
}
