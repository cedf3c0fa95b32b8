import SwiftUI

struct DrumView: View {
    // The pad the sliders change.
    @State private var pad = DrumPad()

    var body: some View {
        VStack {
            Slider(value: $pad.volume)
            Toggle("Mute", isOn: $pad.isMuted)
        }
    }
}

struct MetronomeView: View {
    @Bindable var metronome = Metronome()

    var body: some View {
        TempoEditor(metronome: $metronome)
    }
}

/// Takes the whole `Bindable`, which '@State' would turn into a 'Binding'.
struct TempoEditor: View {
    @Bindable var metronome: Metronome

    init(metronome: Bindable<Metronome>) {
        _metronome = metronome
    }

    var body: some View {
        Stepper("\(metronome.tempo)", value: $metronome.tempo, in: 40...240)
    }
}
