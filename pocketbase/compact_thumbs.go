package main

import (
	"bytes"
	"fmt"
	"image/png"
	"path"
	"strings"
	"sync"

	"github.com/disintegration/imaging"
	"github.com/pocketbase/pocketbase/core"
)

// thumbJPEGQuality is the quality diners' photo thumbs are served at. PocketBase encodes JPEG
// thumbs with its image library's default, 95: the demo's 720x540 hero photo is then 32.9 KB,
// against 17.2 KB at 80 with no difference a phone screen shows. On slow 4G those bytes are the
// home page's largest paint (docs/decisions/024).
const thumbJPEGQuality = 80

// compactPrefix names the re-encoded copy beside PocketBase's own thumb, in the same thumbs_
// folder, so PocketBase deletes it with the others when the file is replaced or removed.
var compactPrefix = fmt.Sprintf("q%d_", thumbJPEGQuality)

// compactThumbsLock makes one request re-encode a thumb while the others wait for it.
var compactThumbsLock sync.Mutex

// bindCompactThumbs serves image thumbs (?thumb=WxH) re-encoded once, smaller:
//   - JPEG thumbs at thumbJPEGQuality;
//   - PNG thumbs without transparency as JPEG too: PocketBase makes PNG thumbs of PNG and WebP
//     originals, so a photo uploaded as either would reach diners as a lossless PNG, ten times
//     the bytes of the JPEG (the demo's logo: 17.8 KB as PNG, 6.2 KB as JPEG);
//   - PNG thumbs with transparency (most logos) stay PNG, at the best compression.
//
// Originals, GIF thumbs and anything that fails to re-encode are served as PocketBase serves them.
func bindCompactThumbs(app core.App) {
	app.OnFileDownloadRequest().BindFunc(func(e *core.FileDownloadRequestEvent) error {
		if e.ThumbError != nil || !strings.Contains(e.ServedPath, "/thumbs_") {
			return e.Next()
		}
		compactPath := path.Join(path.Dir(e.ServedPath), compactPrefix+e.ServedName)
		served, err := ensureCompactThumb(e.App, e.ServedPath, compactPath)
		if err != nil {
			e.App.Logger().Warn("Serving PocketBase's own thumb: could not re-encode it", "thumb", e.ServedPath, "error", err)
		}
		if served {
			e.ServedPath = compactPath
		}
		return e.Next()
	})
}

// ensureCompactThumb writes compactPath from PocketBase's thumb unless it is already there, and
// says whether it is there to serve (not for a thumb type it leaves alone).
func ensureCompactThumb(app core.App, thumbPath, compactPath string) (bool, error) {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return false, err
	}
	defer fsys.Close()
	if exists, _ := fsys.Exists(compactPath); exists {
		return true, nil
	}
	compactThumbsLock.Lock()
	defer compactThumbsLock.Unlock()
	if exists, _ := fsys.Exists(compactPath); exists {
		return true, nil // another request wrote it while this one waited
	}
	attributes, err := fsys.Attributes(thumbPath)
	if err != nil {
		return false, err
	}
	if attributes.ContentType != "image/jpeg" && attributes.ContentType != "image/png" {
		return false, nil
	}
	reader, err := fsys.GetReader(thumbPath)
	if err != nil {
		return false, err
	}
	defer reader.Close()
	img, err := imaging.Decode(reader)
	if err != nil {
		return false, err
	}
	var encoded bytes.Buffer
	if attributes.ContentType == "image/png" && !imaging.Clone(img).Opaque() {
		err = imaging.Encode(&encoded, img, imaging.PNG, imaging.PNGCompressionLevel(png.BestCompression))
	} else {
		err = imaging.Encode(&encoded, img, imaging.JPEG, imaging.JPEGQuality(thumbJPEGQuality))
	}
	if err != nil {
		return false, err
	}
	// the content type served is read from the bytes, so a JPEG under a .png name is image/jpeg
	return true, fsys.Upload(encoded.Bytes(), compactPath)
}
