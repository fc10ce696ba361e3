#!/bin/sh
# Regenerates the course media committed beside this script. Maintainers only: nothing at install,
# start or test time runs it (ffmpeg is not a dependency). Run from anywhere: sh simulator/api/media/generate.sh
#
# Each clip: 24 s of ffmpeg's test pattern (256x144, 15 fps) with its label and a running clock burnt
# in, plus a sine tone of its own pitch; H.264 Baseline + AAC-LC in fMP4 HLS (4 segments of 6 s).
# fMP4 plays in iOS Safari/WKWebView natively, in Chrome's native HLS and through hls.js (MSE) elsewhere.
# clip-1..4 are the chapters of recorded courses; clip-live is looped by the mock API into a live playlist.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
make_clip() { # name label frequency
  rm -rf "$1" && mkdir -p "$1"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "testsrc2=size=256x144:rate=15:duration=24" \
    -f lavfi -i "sine=frequency=$3:sample_rate=22050:duration=24" \
    -vf "drawtext=fontfile=$FONT:text='$2':fontsize=22:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=12,drawtext=fontfile=$FONT:text='%{pts\\:hms}':fontsize=16:fontcolor=white:box=1:boxcolor=black@0.6:x=(w-tw)/2:y=h-30" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 56k -maxrate 72k -bufsize 144k \
    -g 90 -keyint_min 90 -sc_threshold 0 \
    -c:a aac -b:a 24k -ac 1 \
    -f hls -hls_time 6 -hls_playlist_type vod -hls_segment_type fmp4 \
    -hls_fmp4_init_filename init.mp4 -hls_segment_filename "$1/seg-%d.m4s" "$1/index.m3u8"
}
make_clip clip-1 'Chapter 1' 440
make_clip clip-2 'Chapter 2' 523
make_clip clip-3 'Chapter 3' 587
make_clip clip-4 'Chapter 4' 659
make_clip clip-live 'LIVE' 392
du -sh .
