package main

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"io"

	"golang.org/x/image/riff"
	"golang.org/x/image/vp8"
	"golang.org/x/image/vp8l"
)

// imageHeadLimit is how much of a file is read to learn what decoding it would take: the frame of
// a WebP may follow its colour profile, which is rarely over a few hundred KB.
const imageHeadLimit = 4 << 20

// errUnreadableImage: the file says it is an image PocketBase decodes, but what decoding it would
// take cannot be told from its first imageHeadLimit bytes. Such a file is refused, never decoded.
var errUnreadableImage = errors.New("the image's frame cannot be read")

// notAnImage: a file PocketBase makes no thumb of (PDF, SVG…), so none of the limits apply.
var errNotAnImage = errors.New("not an image PocketBase decodes")

// decodedImageConfig tells what decoding the image in head would allocate. For most formats the
// header is what the decoder uses. A WebP is different: its VP8X header gives a canvas, while
// golang.org/x/image/webp decodes the first VP8/VP8L frame at the frame's own size, so a 46-byte
// file can say 1×1 and decode to 16384×16384. The frame is read as the decoder reads it, and the
// larger of canvas and frame counts (the canvas sizes the alpha plane).
func decodedImageConfig(head []byte) (image.Config, error) {
	config, format, err := image.DecodeConfig(bytes.NewReader(head))
	if err != nil {
		if isWebP(head) {
			return image.Config{}, errUnreadableImage
		}
		return image.Config{}, errNotAnImage
	}
	if format != "webp" {
		return config, nil
	}
	frame, err := webpFrameConfig(head)
	if err != nil {
		return image.Config{}, errUnreadableImage
	}
	return image.Config{ColorModel: widestModel(config.ColorModel, frame.ColorModel), Width: max(config.Width, frame.Width), Height: max(config.Height, frame.Height)}, nil
}

func isWebP(head []byte) bool {
	return len(head) >= 12 && string(head[0:4]) == "RIFF" && string(head[8:12]) == "WEBP"
}

// webpFrameConfig walks the RIFF chunks in the order golang.org/x/image/webp does and returns the
// size of the first VP8 or VP8L frame, the one it would decode.
func webpFrameConfig(head []byte) (image.Config, error) {
	_, chunks, err := riff.NewReader(bytes.NewReader(head))
	if err != nil {
		return image.Config{}, err
	}
	for {
		id, length, data, err := chunks.Next()
		if err == io.EOF {
			return image.Config{}, errUnreadableImage
		}
		if err != nil {
			return image.Config{}, err
		}
		switch string(id[:]) {
		case "VP8 ":
			if int32(length) < 0 {
				return image.Config{}, errUnreadableImage
			}
			decoder := vp8.NewDecoder()
			decoder.Init(data, int(length))
			header, err := decoder.DecodeFrameHeader()
			if err != nil {
				return image.Config{}, err
			}
			return image.Config{ColorModel: color.YCbCrModel, Width: header.Width, Height: header.Height}, nil
		case "VP8L":
			return vp8l.DecodeConfig(data)
		}
	}
}

// widestModel is the colour model of the two that takes more bytes per pixel.
func widestModel(a, b color.Model) color.Model {
	if bytesPerPixel(a) >= bytesPerPixel(b) {
		return a
	}
	return b
}

// readImageHead reads at most imageHeadLimit bytes of a file.
func readImageHead(reader io.Reader) ([]byte, error) {
	return io.ReadAll(io.LimitReader(reader, imageHeadLimit))
}
