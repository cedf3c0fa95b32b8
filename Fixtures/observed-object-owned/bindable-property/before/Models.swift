import Observation

@Observable
final class DrumPad {
    var volume = 0.5
    var isMuted = false
}

@Observable
final class Metronome {
    var tempo = 120
}
