let audio: AudioContext | null = null;

/**
 * A short two-tone chime from the Web Audio API (no sound file to fetch). A browser lets a page play
 * sound only after the user touched it: the context is created on the first touch (see unlockBell), and
 * until then the chime is silent; the title and the live region still say it.
 */
export function ringBell(): void {
  if (audio?.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.18, 1320],
  ] as const) {
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.16);
    tone.connect(volume).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.17);
  }
}

/** Lets the chime play from the first touch or key press on the page on. */
export function unlockBell(): void {
  const unlock = () => {
    audio ??= new AudioContext();
    void audio.resume();
  };
  window.addEventListener('pointerdown', unlock, { once: true, capture: true });
  window.addEventListener('keydown', unlock, { once: true, capture: true });
}
