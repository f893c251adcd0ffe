package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	"image/png"
	"testing"

	"golang.org/x/image/webp"
)

// losslessWebP builds an extended WebP whose VP8X canvas is canvasW×canvasH and whose VP8L frame
// is frameW×frameH of one colour: every pixel costs the decoder memory and no bits of the file.
func losslessWebP(canvasW, canvasH, frameW, frameH uint32) []byte {
	vp8x := make([]byte, 10)
	putUint24(vp8x[4:], canvasW-1)
	putUint24(vp8x[7:], canvasH-1)
	header := (frameW - 1) | (frameH-1)<<14 // alpha hint 0, version 0
	frame := []byte{0x2f, byte(header), byte(header >> 8), byte(header >> 16), byte(header >> 24),
		// no transform, no colour cache, no meta codes; five one-symbol codes (1,0,0,0 each)
		0x88, 0x88, 0x08}
	body := append([]byte("WEBP"), chunk("VP8X", vp8x)...)
	body = append(body, chunk("VP8L", frame)...)
	return append(append([]byte("RIFF"), le32(uint32(len(body)))...), body...)
}

func chunk(id string, data []byte) []byte {
	return append(append([]byte(id), le32(uint32(len(data)))...), data...)
}

func le32(v uint32) []byte {
	return binary.LittleEndian.AppendUint32(nil, v)
}

func putUint24(b []byte, v uint32) {
	b[0], b[1], b[2] = byte(v), byte(v>>8), byte(v>>16)
}

func TestTheFortySixByteWebPIsJudgedByItsFrame(t *testing.T) {
	bomb := losslessWebP(1, 1, 16384, 16384)
	if len(bomb) != 46 {
		t.Fatalf("the bomb is %d bytes, want 46", len(bomb))
	}
	header, err := webp.DecodeConfig(bytes.NewReader(bomb))
	if err != nil || header.Width != 1 || header.Height != 1 {
		t.Fatalf("the header should claim 1x1, got %+v %v", header, err)
	}
	config, err := decodedImageConfig(bomb)
	if err != nil {
		t.Fatal(err)
	}
	if config.Width != 16384 || config.Height != 16384 {
		t.Fatalf("got %dx%d, want the frame's 16384x16384", config.Width, config.Height)
	}
	if _, ok := decodeCost(config); ok {
		t.Fatal("a 268-megapixel frame passed the limits")
	}
}

func TestAnHonestSmallWebPPassesAndDecodesAsMeasured(t *testing.T) {
	file := losslessWebP(3, 2, 3, 2)
	config, err := decodedImageConfig(file)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := decodeCost(config); !ok || config.Width != 3 || config.Height != 2 {
		t.Fatalf("got %+v", config)
	}
	decoded, err := webp.Decode(bytes.NewReader(file))
	if err != nil {
		t.Fatal(err)
	}
	if decoded.Bounds().Dx() != 3 || decoded.Bounds().Dy() != 2 {
		t.Fatalf("the decoder made %v", decoded.Bounds())
	}
}

func TestACanvasLargerThanItsFrameCountsTheCanvas(t *testing.T) {
	config, err := decodedImageConfig(losslessWebP(8000, 8000, 2, 2))
	if err != nil {
		t.Fatal(err)
	}
	if config.Width != 8000 || config.Height != 8000 {
		t.Fatalf("got %dx%d", config.Width, config.Height)
	}
}

func TestAWebPWithoutAReadableFrameIsRefused(t *testing.T) {
	bomb := losslessWebP(1, 1, 16384, 16384)
	for _, cut := range []int{30, 38, 40} {
		if _, err := decodedImageConfig(bomb[:cut]); !errors.Is(err, errUnreadableImage) {
			t.Fatalf("cut at %d: got %v, want errUnreadableImage", cut, err)
		}
	}
}

func TestOtherFilesAreJudgedByTheirHeader(t *testing.T) {
	var encoded bytes.Buffer
	if err := png.Encode(&encoded, image.NewGray(image.Rect(0, 0, 40, 30))); err != nil {
		t.Fatal(err)
	}
	config, err := decodedImageConfig(encoded.Bytes())
	if err != nil || config.Width != 40 || config.Height != 30 {
		t.Fatalf("got %+v %v", config, err)
	}
	if _, err := decodedImageConfig([]byte("%PDF-1.7 not an image")); !errors.Is(err, errNotAnImage) {
		t.Fatalf("a PDF: got %v", err)
	}
}
