"""Make the app's sounds (sheetdesk/resources/sounds/*.wav): the project's own, synthesized here
from sine waves and noise with a fixed seed, so that anyone can make them again byte for byte.

    .venv/bin/python scripts/make_sounds.py

Standard library only (wave, math, random). Mono, 16-bit, 22,050 Hz: small files (all of them
together well under 400 KB) that every audio device plays. Each sound is short and soft; the
app's volume scales them further.

- dice:    two dice tumbling on a table: a burst of short clicks, thinning out, each a damped
           knock of filtered noise;
- pen:     a pen on paper: filtered noise in two short strokes, a scratch;
- card:    a card turning: a soft swish of noise that rises and falls, ending in a light tap;
- chime:   the hand-over: two soft bell notes (a sixth apart) with a slow decay;
- fanfare: the end of a game: a short rising arpeggio and a held chord, bell-like.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
FOLDER = Path(__file__).resolve().parents[1] / "sheetdesk" / "resources" / "sounds"
PEAK = 0.7  # of full scale: the loudest sample of every sound


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for index, value in enumerate(sound):
        into[start + index] += gain * value


def lowpass(samples: list[float], cutoff: float) -> list[float]:
    """A one-pole low-pass filter (the noise's brightness)."""
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, level = [], 0.0
    for value in samples:
        level += alpha * (value - level)
        out.append(level)
    return out


def highpass(samples: list[float], cutoff: float) -> list[float]:
    low = lowpass(samples, cutoff)
    return [value - slow for value, slow in zip(samples, low, strict=True)]


def noise(rng: random.Random, seconds: float) -> list[float]:
    return [rng.uniform(-1, 1) for _ in range(int(RATE * seconds))]


def shaped(samples: list[float], envelope: Callable[[float], float]) -> list[float]:
    count = max(1, len(samples))
    return [value * envelope(index / count) for index, value in enumerate(samples)]


def tone(
    frequency: float, seconds: float, decay: float, partials: tuple[float, ...]
) -> list[float]:
    """A bell-like note: a few partials, a soft attack, an exponential decay."""
    out = []
    attack = 0.008
    for index in range(int(RATE * seconds)):
        t = index / RATE
        value = sum(
            math.sin(2 * math.pi * frequency * (n + 1) * t) * weight / (n + 1)
            for n, weight in enumerate(partials)
        )
        out.append(value * min(1.0, t / attack) * math.exp(-t / decay))
    return out


def knock(rng: random.Random, pitch: float) -> list[float]:
    """One die hitting the table: a damped burst of band-limited noise plus a short thump."""
    burst = highpass(lowpass(noise(rng, 0.035), pitch * 2.5), pitch / 2)
    body = [math.sin(2 * math.pi * pitch * i / RATE) for i in range(len(burst))]
    return shaped(
        [0.8 * b + 0.5 * d for b, d in zip(burst, body, strict=True)],
        lambda x: math.exp(-7 * x),
    )


def dice() -> list[float]:
    rng = random.Random(1)
    out = silence(0.6)
    at = 0.0
    gap = 0.035
    for hit in range(14):
        pitch = rng.uniform(700, 1400)
        mix(out, knock(rng, pitch), at, gain=1.0 - hit * 0.05)
        at += gap * rng.uniform(0.7, 1.4)
        gap *= 1.12  # the tumble slows down as the dice settle
    return out


def pen() -> list[float]:
    rng = random.Random(2)
    out = silence(0.3)
    for start, length in ((0.0, 0.11), (0.14, 0.13)):
        scratch = highpass(lowpass(noise(rng, length), 5000), 1800)
        wobble = rng.uniform(25, 40)
        mix(
            out,
            shaped(
                scratch,
                lambda x, w=wobble: math.sin(math.pi * x) * (0.7 + 0.3 * math.sin(w * x)),
            ),
            start,
        )
    return out


def card() -> list[float]:
    rng = random.Random(3)
    out = silence(0.3)
    swish = highpass(lowpass(noise(rng, 0.2), 3500), 600)
    mix(out, shaped(swish, lambda x: math.sin(math.pi * x) ** 2), 0.0)
    mix(out, knock(rng, 500), 0.19, gain=0.5)
    return out


def chime() -> list[float]:
    out = silence(1.0)
    mix(out, tone(880.0, 0.9, 0.35, (1.0, 0.25, 0.1)), 0.0, gain=0.6)
    mix(out, tone(1318.5, 0.8, 0.35, (1.0, 0.25, 0.1)), 0.14, gain=0.5)
    return out


def fanfare() -> list[float]:
    out = silence(1.6)
    notes = (523.25, 659.25, 783.99)  # C5, E5, G5: a major arpeggio
    for index, frequency in enumerate(notes):
        mix(out, tone(frequency, 0.35, 0.12, (1.0, 0.5, 0.3, 0.15)), index * 0.11, gain=0.55)
    for frequency in (*notes, 1046.5):  # then the chord, held
        mix(out, tone(frequency, 1.2, 0.4, (1.0, 0.4, 0.2)), 0.36, gain=0.3)
    return out


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "dice": dice,
    "pen": pen,
    "card": card,
    "chime": chime,
    "fanfare": fanfare,
}


def write(path: Path, samples: list[float]) -> None:
    # trailing silence off, then a short fade so that the sound never ends in a click
    while samples and abs(samples[-1]) < 1e-4:
        samples.pop()
    fade = min(len(samples), int(0.01 * RATE))
    for index in range(fade):
        samples[len(samples) - fade + index] *= 1 - index / fade
    peak = max(abs(value) for value in samples) or 1.0
    scale = PEAK * 32767 / peak
    frames = b"".join(struct.pack("<h", round(value * scale)) for value in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = FOLDER / f"{name}.wav"
        write(path, make())
        print(f"{path.relative_to(FOLDER.parents[2])}: {path.stat().st_size:,} bytes")


if __name__ == "__main__":
    main()
